/**
 * The sandbox's read-backs export every record (paged on request), so `npm run report` on the
 * sandbox's own export matches its report page (a read-back that stopped at 500 rows would count
 * 127 sessions where the page counts 1,500).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';
import { loadManifest } from '../../../src/manifest/load.ts';
import { simulate } from '../../../src/simulate/run.ts';

const root = join(import.meta.dirname, '..', '..', '..');
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'read-back-'));
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dir, dbPath: join(dir, 'db.sqlite') });
  const summary = await simulate(await loadManifest(), { base: server.url, visitors: 400, seed: 5 });
  expect(summary.failures).toEqual([]);
}, 60_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`);

test('a read-back without limit is every record, with the total in X-Total-Count', async () => {
  const res = await get('/__sandbox/api/stats');
  const all = (await res.json()) as unknown[];
  expect(all.length).toBeGreaterThan(500);
  expect(Number(res.headers.get('X-Total-Count'))).toBe(all.length);
});

test('limit and offset page through the records; Link names the next page until the last', async () => {
  const all = (await (await get('/__sandbox/api/stats')).json()) as { id: number }[];
  const pages: { id: number }[] = [];
  let next: string | undefined = '/__sandbox/api/stats?limit=250';
  while (next) {
    const res = await get(next);
    pages.push(...((await res.json()) as { id: number }[]));
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1];
  }
  expect(pages.map((r) => r.id)).toEqual(all.map((r) => r.id));
  expect((await get('/__sandbox/api/orders?limit=two')).status).toBe(400);
});

test('npm run report on the exported stats and orders matches /__sandbox/api/report', async () => {
  const stats = join(dir, 'stats.json');
  const orders = join(dir, 'orders.json');
  writeFileSync(stats, await (await get('/__sandbox/api/stats')).text());
  writeFileSync(orders, await (await get('/__sandbox/api/orders')).text());
  // The manifest as the sandbox read it: not its git history, which dates versions by commit.
  // Run without blocking this process, which serves the sandbox: a blocked event loop lets the
  // server's keep-alive timer and the next request's reuse of the socket race (ECONNRESET).
  const run = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'node'),
    ['scripts/report.ts', '--stats', stats, '--orders', orders, '--json', '--no-history'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const served = (await (await get('/__sandbox/api/report')).json()) as { sessions: number };
  expect(served.sessions).toBe(400);
  expect(JSON.parse(run.stdout)).toEqual(served);
}, 60_000);
