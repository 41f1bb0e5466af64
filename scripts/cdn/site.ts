/**
 * The built site and the commerce sandbox served together by one engine: `npm start`'s own server
 * (scripts/start.ts), nginx or Cloudflare Pages (`wrangler pages dev`), the last two forwarding
 * the API and the sandbox's pages to a sandbox on a port of its own. `npm run preview:cdn`,
 * `npm run bench:serve` and the e2e tests start the site through here.
 */
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { listen } from '../../sandbox/listen.ts';
import { startServer } from '../start.ts';
import { startNginx, type TlsFiles } from './nginx.ts';
import { startPages } from './pages.ts';
import { EDGE_TIMEOUT_MS } from '../../src/api/calls.ts';
import { tapped, type ApiTap } from './tap.ts';

/** The ways the site is served. */
export const ENGINES = ['npm start', 'nginx', 'pages'] as const;
export type Engine = (typeof ENGINES)[number];

/** Where and how. */
export interface SiteOptions {
  dist: string;
  port: number;
  host?: string;
  /** The sandbox's database file. */
  dbPath: string;
  /** Start the sandbox with an empty database. */
  reset?: boolean;
  /** Show the engine's output as it comes. */
  echo?: boolean;
  /** Told of every request that reaches the API (the sandbox) through the engine: what the edge let through. */
  tapApi?: ApiTap;
  /** Serve HTTPS with this certificate (nginx and Pages; `npm start` is plain HTTP). */
  tls?: TlsFiles | undefined;
  /** How long the edge waits for the API (ms); src/api/calls.ts EDGE_TIMEOUT_MS by default. */
  apiTimeoutMs?: number;
}

/** A running site. */
export interface Site {
  engine: Engine;
  url: string;
  /** The sandbox's own address (the same as url for npm start). */
  apiUrl: string;
  sandbox: Sandbox;
  /** How long the edge waits for the API (ms). */
  apiTimeoutMs: number;
  /** Resolves when the engine stops by itself (never for npm start). */
  exited: Promise<unknown>;
  stop(): Promise<void>;
}

/** Serves the site with `engine`; rejects with the engine's own words when it cannot start. */
export async function serveSite(engine: Engine, options: SiteOptions): Promise<Site> {
  const host = options.host ?? '127.0.0.1';
  const apiTimeoutMs = options.apiTimeoutMs ?? EDGE_TIMEOUT_MS;
  if (engine === 'npm start') {
    const { dist: distDir, port, dbPath, reset, tapApi } = options;
    const server = await startServer({ distDir, port, host, dbPath, reset: reset ?? false, tapApi, apiTimeoutMs });
    const { url, sandbox } = server;
    const exited = new Promise(() => {});
    return { engine, url, apiUrl: url, sandbox, apiTimeoutMs, exited, stop: () => server.close() };
  }
  const sandbox = createSandbox({ dbPath: options.dbPath, reset: options.reset ?? false });
  const api = await listen(tapped(sandbox.app, options.tapApi), { host: '127.0.0.1', port: 0 });
  const closeSandbox = async () => {
    await api.close();
    sandbox.close();
  };
  const start = engine === 'nginx' ? startNginx : startPages;
  const running = await start({ ...options, host, apiOrigin: api.url, sandboxOrigin: api.url }).catch(
    async (error: unknown) => {
      await closeSandbox();
      throw error;
    },
  );
  return {
    engine,
    url: running.url,
    apiUrl: api.url,
    sandbox,
    apiTimeoutMs,
    exited: running.exited,
    async stop() {
      await running.stop();
      await closeSandbox();
    },
  };
}
