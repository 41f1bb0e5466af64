/**
 * The report remembers (Done when: "the report after removing a variant and after changing shares:
 * totals equal what simulate sent; the change is named"). Synthetic visitors through the sandbox's
 * real HTTP API on a copy of campaigns/, then two edits a marketer makes while the site runs (no
 * restart): AGELESS01's landing split loses V-AGE-1B, and RENEW01's video split moves from 60/40
 * to 80/20 under the same id; more visitors; then the report at /__sandbox/api/report. Seeded.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { reportConfigOf } from '../../../sandbox/report-history.ts';
import { startServer, type RunningServer } from '../../../scripts/start.ts';
import type { Report } from '../../../src/domain/report/report.ts';
import { loadManifest, resetManifestCache } from '../../../src/manifest/load.ts';
import { offlineReport } from '../../../src/report/offline.ts';
import { simulate, type SimulateSummary } from '../../../src/simulate/run.ts';
import { campaignsCopy, replaceIn } from '../manifest/campaigns-copy.ts';

const VISITORS = 600;
const before = process.env.CAMPAIGNS_DIR;
let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = campaignsCopy();
  process.env.CAMPAIGNS_DIR = dir;
  resetManifestCache();
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dir, dbPath: `${dir}/db.sqlite`, reset: true });
});
afterAll(async () => {
  await server.close();
  if (before === undefined) delete process.env.CAMPAIGNS_DIR;
  else process.env.CAMPAIGNS_DIR = before;
  resetManifestCache();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends a run of visitors shaped by the manifest as it is now. */
async function run(seed: number): Promise<SimulateSummary> {
  resetManifestCache();
  const summary = await simulate(await loadManifest(), { base: server.url, visitors: VISITORS, seed });
  expect(summary.failures).toEqual([]);
  return summary;
}

const report = async () => (await (await fetch(`${server.url}/__sandbox/api/report`)).json()) as Report;

/** Every order the funnel tables count, and every view. */
const totals = (r: Report) => ({
  orders: r.funnels.flatMap((f) => f.steps).reduce((t, s) => t + s.orders, 0),
  views: r.funnels.flatMap((f) => f.steps).reduce((t, s) => t + s.views, 0),
});

test(
  'a removed variant keeps its numbers, marked no longer live; new shares start a new period, named; totals equal what was sent',
  { timeout: 240_000 },
  async () => {
    const first = await run(21);
    const atFirst = await report();
    expect(atFirst.splitTests.find((t) => t.splitTestingId === 'ST-RENEW-VIDEO-1')?.periods).toBe(1);

    // V-AGE-1B leaves the landing step (the split off); RENEW01's video split moves to 80/20.
    replaceIn(
      dir,
      'funnels.yaml',
      [
        '      splitTestEnabled: true',
        '      splitTesting: [{ sfid: ST-AGE-LANDING-1 }]',
        '      variants:',
        '        - { sfid: V-AGE-1A, url: pl221101a_ap, default: true, percentage: 50 }',
        '        - { sfid: V-AGE-1B, url: article-common-gh, percentage: 50 }',
      ].join('\n'),
      '      variants:\n        - { sfid: V-AGE-1A, url: pl221101a_ap, default: true }',
    );
    replaceIn(dir, 'funnels.yaml', 'default: true, percentage: 60 }', 'default: true, percentage: 80 }');
    replaceIn(dir, 'funnels.yaml', 'url: video221101b_ap, percentage: 40 }', 'url: video221101b_ap, percentage: 20 }');
    const second = await run(22);
    const r = await report();

    // Totals: every session, order and page view simulate sent.
    expect(r.sessions).toBe(first.visitors + second.visitors);
    expect(totals(r)).toEqual({
      orders: first.orders + first.offersTaken + second.orders + second.offersTaken,
      views: first.pageViews + second.pageViews,
    });

    // The removed variant: its test stays with its visitors, no longer live.
    const landing = r.splitTests.filter((t) => t.splitTestingId === 'ST-AGE-LANDING-1');
    expect(landing).toHaveLength(1);
    expect(landing[0]!.live).toBe(false);
    expect(landing[0]!.sentence).toMatch(/^No longer live since \d+ \w{3} \d{4}, its last visitor; as it stood: /);
    const b = landing[0]!.variants.find((v) => v.sfid === 'V-AGE-1B')!;
    expect(b.live).toBe(false);
    expect(b.visitors).toBeGreaterThan(0);
    expect(b.visitors).toBe(
      atFirst.splitTests.find((t) => t.splitTestingId === 'ST-AGE-LANDING-1')!.variants[1]!.visitors,
    );
    const ageless = r.funnels.find((f) => f.funnel === 'AGELESS01')!;
    expect(ageless.live).toBe(true);

    // New shares under the same id: a new period from the change, judged on its own, the change named.
    const video = r.splitTests.filter((t) => t.splitTestingId === 'ST-RENEW-VIDEO-1');
    expect(video.map((t) => [t.period, t.periods, t.live])).toEqual([
      [1, 2, false],
      [2, 2, true],
    ]);
    expect(video[1]!.variants.map((v) => v.expectedShare)).toEqual([0.8, 0.2]);
    expect(video[1]!.sentence).toMatch(
      /^The shares changed \(60 % \/ 40 % → 80 % \/ 20 %\) on \d+ \w{3} \d{4}: this test restarted then, and is judged from then on\. /,
    );
    for (const t of video) expect(t.srm.mismatch, `period ${t.period}`).toBe(false);
    expect(video[0]!.sentence).toMatch(/^Until \d+ \w{3} \d{4}, when it changed; as it stood: /);
    // Each period counts its own visitors: together, every visitor of the video step.
    const inTest = video.flatMap((t) => t.variants).reduce((n, v) => n + v.visitors, 0);
    const renew = r.funnels.find((f) => f.funnel === 'RENEW01')!;
    expect(inTest).toBe(renew.steps[0]!.visitors);

    // `npm run report` over the exports, with the same versions, gives the same numbers and periods.
    const exported = { stats: join(dir, 'stats.json'), orders: join(dir, 'orders.json') };
    for (const kind of ['stats', 'orders'] as const)
      writeFileSync(exported[kind], await (await fetch(`${server.url}/__sandbox/api/${kind}`)).text());
    expect(await offlineReport(reportConfigOf(server.sandbox.db), exported)).toEqual(r);

    // The report page names both.
    const html = await (await fetch(`${server.url}/__sandbox/report`)).text();
    expect(html).toMatch(/V-AGE-1B \(no longer live since \d+ \w{3} \d{4}\)/);
    expect(html).toContain('ST-RENEW-VIDEO-1: RENEW01 step 1 (Video sales letter) (period 2 of 2, from');
  },
);
