/**
 * `npm start`: one origin for previewing the build with a local commerce API (R-GEN-6).
 * Builds with `npm run build` when dist/ is missing or `--build` is passed, then serves dist/ and
 * the sandbox (/proxy/…, /alternproxy/…, /log, /__sandbox/…) on http://localhost:4321
 * (PORT and HOST honoured; `--reset` starts with an empty database), behind the same edge as a CDN
 * (sandbox/edge.ts): only the storefront's calls reach the sandbox's API. Playwright can call
 * `startServer()` directly.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, type Sandbox } from '../sandbox/app.ts';
import { listen } from '../sandbox/listen.ts';
import { withEdge } from '../sandbox/edge.ts';
import { serveDist } from '../sandbox/serve-dist.ts';
import { callSettingsFrom } from '../src/api/calls.ts';
import { previewHosts } from './cdn/hosts.ts';
import { tapOf, type ApiTap } from './cdn/tap.ts';

const root = resolve(import.meta.dirname, '..');

/** Options of startServer. */
export interface StartOptions {
  port?: number;
  host?: string;
  distDir?: string;
  dbPath?: string;
  /** Start with an empty sandbox database. */
  reset?: boolean;
  /** Told of every call the edge lets through to the sandbox's API (tests). */
  tapApi?: ApiTap | undefined;
  /** How long the edge waits for the sandbox (ms); src/api/calls.ts EDGE_TIMEOUT_MS by default. */
  apiTimeoutMs?: number | undefined;
  /** The sandbox's clock (tests move it); the system clock by default. */
  now?: () => Date;
}

/** A running preview server. */
export interface RunningServer {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Serves dist/ and the sandbox from one origin. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? join(root, 'dist'));
  const sandbox = createSandbox({
    dbPath: options.dbPath ?? join(root, 'sandbox', '.data', 'sandbox.db'),
    reset: options.reset ?? false,
    now: options.now,
  });
  sandbox.app.all('*', serveDist(distDir));
  const host = options.host ?? 'localhost';
  const app = withEdge(sandbox.app, {
    settings: callSettingsFrom(process.env),
    hosts: previewHosts(host),
    apiTimeoutMs: options.apiTimeoutMs,
    onApiRequest: tapOf(options.tapApi),
  });
  const running = await listen(app, { port: options.port ?? 4321, host });
  return {
    url: running.url,
    sandbox,
    async close() {
      sandbox.faults.clear();
      await running.close();
      sandbox.close();
    },
  };
}

/** Runs `npm run build` (`astro build`, then the `.br`/`.gz` files); rejects when it fails. */
export function buildSite(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`npm run build exited with ${code}`))));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = resolve(root, process.env.OUT_DIR ?? 'dist'); // astro.config.ts builds there too
  if (args.includes('--build') || !existsSync(join(distDir, 'index.html'))) await buildSite();
  const server = await startServer({
    distDir,
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? 'localhost',
    dbPath: process.env.SANDBOX_DB ? resolve(process.env.SANDBOX_DB) : undefined,
    reset: args.includes('--reset'),
  });
  console.log(`Serving ${distDir} and the sandbox API on ${server.url}
  storefront   ${server.url}/
  API          ${server.url}/proxy/api/…  (v2: /proxy/v2/…, order count: /alternproxy/getOrderCount, GET logger: /log)
  sandbox      ${server.url}/__sandbox/  (orders, stats, affiliate records, logs)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
