/**
 * `npm run preview:cdn -- --engine pages|nginx`: the built site served by a real CDN engine, the
 * way it is deployed (docs/deploy.md): Cloudflare Pages' runtime (`wrangler pages dev`, offline)
 * or nginx with deploy/nginx/. Builds when dist/ holds no build or is older than campaigns/, src/
 * or public/ (saying which file; `--build` always rebuilds), starts the
 * commerce sandbox on a port of its own, and has the engine forward /proxy/, /alternproxy/, /log
 * and the sandbox's pages (/__sandbox/) to it. PORT (default 4321) and HOST are honoured
 * (SANDBOX_DB, `--reset` as for npm start); Ctrl-C stops everything it started.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveSite, type Site } from './cdn/site.ts';
import { compressDist } from './compress-dist.ts';
import { staleBecause } from './dist-freshness.ts';
import { buildSite } from './start.ts';

const root = resolve(import.meta.dirname, '..');
const names = { pages: 'Cloudflare Pages (wrangler pages dev, workerd)', nginx: 'nginx' };

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    build: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});
const engine = values.engine;
if (engine !== 'pages' && engine !== 'nginx') {
  console.error('usage: npm run preview:cdn -- --engine pages|nginx [--build] [--reset]   (PORT, HOST honoured)');
  process.exit(2);
}

const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
const stale = staleBecause(dist); // campaigns/, src/ or public/ newer than the build: never serve it unsaid
if (values.build || stale) {
  if (stale && !values.build) console.log(`preview:cdn: rebuilding, ${stale}`);
  await buildSite();
} else if (!existsSync(join(dist, 'index.html.br'))) await compressDist(dist); // built by `astro build` alone

let site: Site;
try {
  site = await serveSite(engine, {
    dist,
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 4321),
    dbPath: process.env.SANDBOX_DB ? resolve(process.env.SANDBOX_DB) : join(root, 'sandbox', '.data', 'sandbox.db'),
    reset: values.reset,
    echo: true,
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const shown = site.url.replace('127.0.0.1', 'localhost');
console.log(`Serving ${dist} with ${names[engine]} on ${shown}
  storefront   ${shown}/
  API          ${shown}/proxy/api/…, /alternproxy/…, /log  forwarded to the sandbox at ${site.apiUrl}
  sandbox      ${shown}/__sandbox/  (orders, funnel map, report), forwarded too
Ctrl-C stops ${engine} and the sandbox.`);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await site.stop();
  process.exit(code);
};
void site.exited.then((code) => {
  if (stopping) return;
  console.error(`${engine} stopped by itself (exit ${String(code)})`);
  void stop(1);
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
