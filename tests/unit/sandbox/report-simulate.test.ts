/**
 * Issue 11, parts 3 and 4 proven together: synthetic visitors through the sandbox's real HTTP API
 * (`simulate`), then the report the sandbox serves at /__sandbox/api/report. A planted 1.8× lift
 * is found as the winner, a planted 1.6× skew is flagged as a sample-ratio mismatch (and names no
 * winner), and a run with neither shows no winner and no mismatch. Seeded: the same every time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';
import type { Report } from '../../../src/domain/report/report.ts';
import { loadManifest, type Manifest } from '../../../src/manifest/load.ts';
import { simulate, type SimulateOptions } from '../../../src/simulate/run.ts';

const VISITORS = 3000;
let dir: string;
let server: RunningServer;
let manifest: Manifest;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-simulate-'));
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dir, dbPath: join(dir, 'db.sqlite') });
  manifest = await loadManifest();
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
});

async function run(options: Omit<SimulateOptions, 'base' | 'visitors'>): Promise<Report> {
  const summary = await simulate(manifest, { base: server.url, visitors: VISITORS, ...options });
  expect(summary.failures).toEqual([]);
  console.log(`${VISITORS} visitors (seed ${options.seed}): ${summary.ms} ms, ${summary.orders} orders`);
  return (await (await fetch(`${server.url}/__sandbox/api/report`)).json()) as Report;
}

const landingTest = (report: Report) => report.splitTests.find((t) => t.splitTestingId === 'ST-AGE-LANDING-1');

test(
  'R-VAR-2: a planted 1.8× lift on V-AGE-1B is found: the winner, the split sound',
  { timeout: 180_000 },
  async () => {
    const report = await run({ seed: 11, lifts: new Map([['V-AGE-1B', 1.8]]) });
    const t = landingTest(report);
    expect(t?.srm.mismatch).toBe(false);
    expect(t?.decision).toBe('winner');
    expect(t?.sentence).toMatch(/^Stop: V-AGE-1B wins on revenue per visitor/);
    expect(t?.variants.find((v) => v.sfid === 'V-AGE-1B')).toMatchObject({ winner: true });
    expect(t?.variants.find((v) => v.sfid === 'V-AGE-1A')).toMatchObject({
      control: true,
      winner: false,
      pValue: null,
    });
    expect(report.sessions).toBe(VISITORS);
  },
);

test(
  'R-VAR-2: a planted 1.6× skew on V-AGE-1B is flagged as a sample-ratio mismatch, with no winner',
  { timeout: 180_000 },
  async () => {
    const report = await run({ seed: 12, skews: new Map([['V-AGE-1B', 1.6]]) });
    const t = landingTest(report);
    expect(t?.srm.mismatch).toBe(true);
    expect(t?.srm.pValue).toBeLessThan(0.001);
    expect(t?.decision).toBe('fix-split');
    expect(t?.variants.some((v) => v.winner)).toBe(false);
  },
);

test(
  'R-VAR-2, R-DST-2: neither lift nor skew: no winner and no mismatch in any split test',
  { timeout: 180_000 },
  async () => {
    const report = await run({ seed: 13 });
    expect(report.splitTests.length).toBe(4);
    for (const t of report.splitTests) {
      expect(t.srm.mismatch, t.splitTestingId).toBe(false);
      expect(t.decision, t.splitTestingId).not.toBe('winner');
      expect(
        t.variants.filter((v) => v.winner).map((v) => v.sfid),
        t.splitTestingId,
      ).toEqual([]);
    }
    const ageless = report.funnels.find((f) => f.funnel === 'AGELESS01');
    expect(ageless?.steps[0]?.visitors).toBeGreaterThan(0);
    expect(ageless?.steps.find((s) => s.type === 'Upsell')?.takeRate).toBeGreaterThan(0);
  },
);
