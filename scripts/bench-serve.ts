/**
 * `npm run bench:serve`: requests per second for one order page (/SecureCart, as a returning
 * browser asks for it: brotli accepted, its XSRF-TOKEN cookie sent), from `npm start`'s server and
 * from nginx with the build's .br files (deploy/nginx/), side by side in one run. Each engine runs
 * as a process of its own; autocannon loads them in turn, `--rounds` times,
 * and the medians are printed. Target on the project's machine: nginx at least 4× npm start,
 * neither below 2,000 requests per second. Builds when dist/ has no build.
 * `node scripts/bench-serve.ts [--seconds 8] [--rounds 3] [--connections 32] [--workers 1] [--path /SecureCart]`
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from 'simple-statistics';
import { startNginx } from './cdn/nginx.ts';
import { startProcess, type Running } from './cdn/process.ts';
import { compressDist } from './compress-dist.ts';
import { buildSite } from './start.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    workers: { type: 'string', default: '1' },
    path: { type: 'string', default: '/SecureCart' },
  },
});
const [seconds, rounds, connections, workers] = [values.seconds, values.rounds, values.connections, values.workers].map(
  Number,
) as [number, number, number, number];
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', cookie: 'XSRF-TOKEN=bench-serve' };

const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) await buildSite();
else if (!existsSync(join(dist, 'index.html.br'))) await compressDist(dist);

const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
const port = Number(process.env.PORT ?? 4461);
const servers: Running[] = [];
/** One load of `seconds` against a URL: requests per second (mean), latency p50 and p99 (ms). */
async function load(url: string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(workers > 1 ? { workers } : {}),
    headers: HEADERS,
  });
  if (result.non2xx || result.errors)
    throw new Error(`bench:serve: ${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

try {
  // npm start's own server, as `npm start` runs it: a process of its own.
  const npmStart = await startProcess({
    name: 'npm start',
    command: process.execPath,
    args: [join(root, 'scripts', 'start.ts')],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', OUT_DIR: dist, SANDBOX_DB: join(dir, 'db.sqlite') },
    url: `http://127.0.0.1:${port}/`,
  });
  servers.push(npmStart);
  servers.push(await startNginx({ dist, port: port + 1, apiOrigin: npmStart.url }));
  const engines = [
    { name: 'npm start', url: `${servers[0]!.url}${values.path}`, runs: [] as Awaited<ReturnType<typeof load>>[] },
    {
      name: 'nginx (brotli_static)',
      url: `${servers[1]!.url}${values.path}`,
      runs: [] as Awaited<ReturnType<typeof load>>[],
    },
  ];
  for (const e of engines) await load(e.url).catch(() => undefined); // warm-up: caches, JIT, keep-alive
  console.log(
    `bench:serve: GET ${values.path} (Accept-Encoding: gzip, deflate, br; the XSRF cookie), ${connections} connections, ` +
      `${workers} autocannon thread(s), ${seconds} s × ${rounds} rounds each, engines in turn`,
  );
  for (let r = 0; r < rounds; r++) for (const e of engines) e.runs.push(await load(e.url));
  const rows = engines.map((e) => ({
    name: e.name,
    rps: median(e.runs.map((x) => x.rps)),
    p50: median(e.runs.map((x) => x.p50)),
    p99: median(e.runs.map((x) => x.p99)),
    all: e.runs.map((x) => Math.round(x.rps)).join(', '),
  }));
  console.log('\nengine                   req/s (median)   p50 ms   p99 ms   rounds');
  for (const row of rows)
    console.log(
      `${row.name.padEnd(24)} ${Math.round(row.rps).toLocaleString('en-US').padStart(14)}   ${String(row.p50).padStart(6)}   ${String(row.p99).padStart(6)}   ${row.all}`,
    );
  const [start, nginx] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const ratio = nginx.rps / start.rps;
  console.log(
    `\nnginx / npm start: ${ratio.toFixed(1)}× (target ≥ 4×); lowest ${Math.round(Math.min(start.rps, nginx.rps)).toLocaleString('en-US')} req/s (target ≥ 2,000)`,
  );
} finally {
  for (const s of servers.reverse()) await s.stop();
  rmSync(dir, { recursive: true, force: true });
}
