/**
 * Runs the site on Cloudflare Pages' own runtime, offline: `wrangler pages dev` (workerd) serves
 * the build with its `_headers` and the Functions of functions/ (the API forwarded to
 * API_ORIGIN). Used by `npm run preview:cdn -- --engine pages` and tests/e2e/cdn-serving.spec.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EngineOptions } from './nginx.ts';
import { startProcess, type Running } from './process.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** The Workers runtime date the Functions are written for (set the same in the Pages project). */
export const COMPATIBILITY_DATE = '2025-11-01';

/** Wrangler sends nothing anywhere and fetches nothing (this network is closed; a preview needs nothing). */
export const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The build's settings the Functions read too (deploy/pages/forward.ts), passed on when this environment has them. */
const BUILD_SETTINGS = ['API_BASE', 'USE_PROXY', 'LOGGER_ENDPOINT', 'LOG_PATH'] as const;

/** Starts `wrangler pages dev`; rejects with its output when it cannot. */
export async function startPages(options: EngineOptions): Promise<Running> {
  const host = options.host ?? '127.0.0.1';
  const state = mkdtempSync(join(tmpdir(), 'storefront-pages-'));
  const bindings = [`API_ORIGIN=${options.apiOrigin}`];
  if (options.sandboxOrigin) bindings.push(`SANDBOX_ORIGIN=${options.sandboxOrigin}`);
  if (options.apiTimeoutMs) bindings.push(`API_TIMEOUT_MS=${options.apiTimeoutMs}`);
  for (const name of BUILD_SETTINGS) if (process.env[name] !== undefined) bindings.push(`${name}=${process.env[name]}`);
  const tls = options.tls
    ? ['--local-protocol', 'https', '--https-cert-path', options.tls.cert, '--https-key-path', options.tls.key]
    : [];
  return startProcess({
    name: 'wrangler pages dev',
    // This Node (24), not the `node` first on PATH, which wrangler's shim would take.
    command: process.execPath,
    args: [
      join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'pages',
      'dev',
      resolve(options.dist),
      '--ip',
      host,
      '--port',
      String(options.port),
      '--inspector-port',
      '0',
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...tls,
      ...bindings.flatMap((b) => ['--binding', b]),
    ],
    cwd: root,
    env: { ...process.env, ...OFFLINE },
    url: options.tls ? `https://localhost:${options.port}/` : `http://${host}:${options.port}/`,
    timeoutMs: 90_000,
    tempDir: state,
    echo: options.echo,
  });
}
