/**
 * Issue 27, part 4: the sandbox's report (SQLite records, tallied in TypeScript) and the offline
 * report (`npm run report`: DuckDB over the exports) give the same numbers on the same records.
 * One seeded simulated run through the sandbox's HTTP API, exported as /__sandbox/api/stats and
 * /orders return them, read back as a JSON array, as NDJSON and as Parquet.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';
import type { Report } from '../../../src/domain/report/report.ts';
import { loadManifest, type Manifest } from '../../../src/manifest/load.ts';
import { copyToParquet } from '../../../src/report/duckdb.ts';
import { offlineReport } from '../../../src/report/offline.ts';
import { simulate } from '../../../src/simulate/run.ts';

let dir: string;
let server: RunningServer;
let manifest: Manifest;
let sandboxReport: Report;
const files = (ext: string) => ({ stats: join(dir, `stats.${ext}`), orders: join(dir, `orders.${ext}`) });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'offline-report-'));
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dir, dbPath: join(dir, 'db.sqlite') });
  manifest = await loadManifest();
  const summary = await simulate(manifest, {
    base: server.url,
    visitors: 600,
    seed: 27,
    lifts: new Map([['V-AGE-1B', 1.5]]),
  });
  expect(summary.failures).toEqual([]);
  sandboxReport = (await (await fetch(`${server.url}/__sandbox/api/report`)).json()) as Report;
  for (const kind of ['stats', 'orders'] as const) {
    const records = (await (await fetch(`${server.url}/__sandbox/api/${kind}`)).json()) as unknown[];
    writeFileSync(files('json')[kind], JSON.stringify(records));
    writeFileSync(files('ndjson')[kind], records.map((r) => JSON.stringify(r)).join('\n'));
    await copyToParquet(files('ndjson')[kind], files('parquet')[kind]);
  }
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('R-VAR-2, R-DST-2: the run has split-test visitors, conversions and revenue to compare', () => {
  expect(sandboxReport.sessions).toBe(600);
  const landing = sandboxReport.splitTests.find((t) => t.splitTestingId === 'ST-AGE-LANDING-1');
  expect(landing?.variants.every((v) => v.visitors > 0 && v.conversions > 0 && v.revenue > 0)).toBe(true);
  expect(landing?.variants[1]?.lifts.length).toBe(2);
});

test.each(['json', 'ndjson', 'parquet'])(
  'R-VAR-2, R-DST-2: DuckDB over the %s export gives the sandbox report, number for number',
  async (ext) => {
    expect(await offlineReport(manifest, files(ext))).toEqual(sandboxReport);
  },
  60_000,
);
