/**
 * The report page's web vitals from a `simulate` run that sends them: synthetic visitors through
 * the sandbox's real HTTP API, then /__sandbox/api/report and /__sandbox/report, which show the 75th
 * percentile per page kind and name the kind over Google's thresholds (the simulated order forms'
 * slow LCP, src/simulate/web-vitals.ts). Seeded: the same every time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';
import type { WebVitalsReport } from '../../../src/domain/report/web-vitals.ts';
import { loadManifest } from '../../../src/manifest/load.ts';
import { simulate } from '../../../src/simulate/run.ts';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'report-vitals-'));
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dir, dbPath: join(dir, 'db.sqlite') });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test(
  'the web vitals a simulate run sends show per page kind, and the report names the kind over a threshold',
  { timeout: 120_000 },
  async () => {
    const summary = await simulate(await loadManifest(), { base: server.url, visitors: 150, seed: 5, webVitals: true });
    expect(summary.failures).toEqual([]);
    const webVitals = (await (await fetch(`${server.url}/__sandbox/api/web-vitals`)).json()) as WebVitalsReport;

    const orderForm = webVitals.kinds.find((k) => k.kind === 'order-form');
    const lcp = orderForm?.metrics.find((m) => m.metric === 'LCP');
    expect(lcp).toMatchObject({ good: 2500, over: true });
    expect(lcp!.samples).toBeGreaterThan(10);
    expect(webVitals.over.map((o) => o.kind)).toContain('order-form');
    for (const kind of webVitals.kinds.filter((k) => !['order-form', 'secure-cart'].includes(k.kind)))
      expect(
        kind.metrics.every((m) => !m.over),
        kind.kind,
      ).toBe(true);

    const html = await (await fetch(`${server.url}/__sandbox/report`)).text();
    expect(html).toContain('What shoppers feel (web vitals)');
    expect(html).toMatch(/Over Google’s “good” thresholds: [^<]*order-form \(LCP\)/);
    expect(html).toContain('LCP: good ≤ 2,500 ms');
  },
);

test('a run without them sends none, and the report says so', async () => {
  await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' });
  await simulate(await loadManifest(), { base: server.url, visitors: 20, seed: 6 });
  const html = await (await fetch(`${server.url}/__sandbox/report`)).text();
  expect(html).toContain('No page has sent its web vitals yet');
});
