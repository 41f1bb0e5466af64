/**
 * `npm run bench:serve`: requests per second for one order page (/SecureCart, as a returning
 * browser asks for it: brotli accepted, its XSRF-TOKEN cookie sent), from `npm start`'s server and
 * from nginx with the build's .br files (deploy/nginx/), side by side in one run. Each engine runs
 * as a process of its own; the load generator loads them in turn, `--rounds` times, and the medians
 * are printed, with the server's own CPU time per 1,000 requests and the cores it kept busy (Linux:
 * the process's and its children's, from /proc). Target on the project's machine: nginx at least
 * 4× npm start, neither below 2,000 requests per second. Builds when dist/ has no build.
 *
 * The load generator is wrk (scripts/wrk.ts; installed with apt when run as root). `--client
 * autocannon` loads with autocannon instead, for comparison: on 2 cores its one JavaScript thread
 * costs as much CPU per request as the server and caps both servers alike.
 * `node scripts/bench-serve.ts [--seconds 8] [--rounds 3] [--connections 32] [--threads 1]
 *   [--client wrk|autocannon] [--path /SecureCart]`
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from 'simple-statistics';
import { startNginx } from './cdn/nginx.ts';
import { startProcess, type Running } from './cdn/process.ts';
import { compressDist } from './compress-dist.ts';
import { buildSite } from './start.ts';
import { ensureWrk, wrk, type LoadResult, type LoadSpec } from './wrk.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    threads: { type: 'string', default: '1' },
    client: { type: 'string', default: 'wrk' },
    path: { type: 'string', default: '/SecureCart' },
  },
});
const [seconds, rounds, connections, threads] = [values.seconds, values.rounds, values.connections, values.threads].map(
  Number,
) as [number, number, number, number];
if (values.client !== 'wrk' && values.client !== 'autocannon')
  throw new Error(`bench:serve: --client is wrk or autocannon, not '${values.client}'`);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', cookie: 'XSRF-TOKEN=bench-serve' };
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds used so far by a server process and its children (nginx's workers); undefined without /proc. */
function serverCpu(pid: number): number | undefined {
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined; // no /proc, or the process ended meanwhile
    }
  };
  const own = read(`/proc/${pid}/stat`);
  if (own === undefined) return undefined;
  const children = (read(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean);
  let ticks = 0;
  for (const stat of [own, ...children.map((child) => read(`/proc/${child}/stat`) ?? '')]) {
    // Fields after the command's closing parenthesis: state ppid … utime (14th) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / TICKS;
}

/** autocannon, as the comparison: its totals in wrk's shape. */
async function autocannonLoad(spec: LoadSpec): Promise<LoadResult> {
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.threads > 1 ? { workers: spec.threads } : {}),
    headers: spec.headers,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    badStatus: result.non2xx,
    socketErrors: result.errors + result.timeouts,
  };
}
const generate = values.client === 'wrk' ? wrk : autocannonLoad;

/** One load of `seconds` against a server: requests per second, latency p50 and p99 (ms), server CPU ms per 1,000 requests and cores busy. */
async function load(server: Running, path: string) {
  const before = serverCpu(server.pid);
  const result = await generate({
    url: `${server.url.replace(/\/$/, '')}${path}`,
    seconds,
    connections,
    threads,
    headers: HEADERS,
  });
  const after = serverCpu(server.pid);
  if (result.badStatus || result.socketErrors)
    throw new Error(
      `bench:serve: ${path} answered ${result.badStatus} error statuses and ${result.socketErrors} socket errors`,
    );
  const cpu = before === undefined || after === undefined ? NaN : after - before;
  return {
    rps: result.requestsPerSecond,
    p50: result.p50,
    p99: result.p99,
    cpuMs: (cpu * 1e6) / result.requests,
    cores: cpu / result.seconds,
  };
}

const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) await buildSite();
else if (!existsSync(join(dist, 'index.html.br'))) await compressDist(dist);

const dir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
const port = Number(process.env.PORT ?? 4461);
const servers: Running[] = [];
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
  const nginx = await startNginx({ dist, port: port + 1, apiOrigin: npmStart.url });
  servers.push(nginx);
  const engines = [
    { name: 'npm start', server: npmStart, runs: [] as Awaited<ReturnType<typeof load>>[] },
    { name: 'nginx (brotli_static)', server: nginx, runs: [] as Awaited<ReturnType<typeof load>>[] },
  ];
  if (values.client === 'wrk') ensureWrk();
  for (const e of engines) await load(e.server, values.path); // warm-up: caches, JIT, keep-alive
  const generator = values.client === 'wrk' ? `wrk, ${threads} thread(s)` : `autocannon, ${threads} worker(s)`;
  console.log(
    `bench:serve: GET ${values.path} (Accept-Encoding: gzip, deflate, br; the XSRF cookie), ${connections} connections, ` +
      `${generator}, ${seconds} s × ${rounds} rounds each, engines in turn, on ${availableParallelism()} cores`,
  );
  for (let r = 0; r < rounds; r++) for (const e of engines) e.runs.push(await load(e.server, values.path));
  const rows = engines.map((e) => ({
    name: e.name,
    rps: median(e.runs.map((x) => x.rps)),
    p50: median(e.runs.map((x) => x.p50)),
    p99: median(e.runs.map((x) => x.p99)),
    cpuMs: median(e.runs.map((x) => x.cpuMs)),
    cores: median(e.runs.map((x) => x.cores)),
    all: e.runs.map((x) => Math.round(x.rps)).join(', '),
  }));
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(
    '\nengine                   req/s (median)   p50 ms   p99 ms   server CPU ms / 1,000 req   server cores busy   rounds (req/s)',
  );
  for (const row of rows)
    console.log(
      `${row.name.padEnd(24)} ${n(row.rps).padStart(14)}   ${row.p50.toFixed(2).padStart(6)}   ${row.p99.toFixed(2).padStart(6)}   ` +
        `${row.cpuMs.toFixed(1).padStart(26)}   ${row.cores.toFixed(2).padStart(17)}   ${row.all}`,
    );
  const [start, fast] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const ratio = fast.rps / start.rps;
  const lowest = Math.min(start.rps, fast.rps);
  const pass = ratio >= 4 && lowest >= 2000;
  console.log(
    `\nnginx / npm start: ${ratio.toFixed(1)}× the requests per second (target ≥ 4×), ` +
      `${(start.cpuMs / fast.cpuMs).toFixed(1)}× fewer CPU ms per request; ` +
      `lowest ${n(lowest)} req/s (target ≥ 2,000): ${pass ? 'PASS' : 'FAIL'}.\n` +
      'npm start serves from one event loop (one core at most); nginx runs a worker per core. The load ' +
      'generator shares the cores: "server cores busy" well under the core count means it, not the server, was the limit.',
  );
} finally {
  for (const s of servers.reverse()) await s.stop();
  rmSync(dir, { recursive: true, force: true });
}
