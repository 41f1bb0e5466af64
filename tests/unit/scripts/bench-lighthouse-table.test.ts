import { describe, expect, test } from 'vitest';
import {
  cpuTbtOf,
  formatTable,
  formatTargets,
  median,
  medians,
  metricsOf,
  tbtTarget,
  verdicts,
  type LhMetrics,
  type Row,
  type TraceEventLike,
} from '../../../scripts/bench-lighthouse-table.ts';

const m = (perf: number, tbt: number, js = 70 * 1024, cls = 0): LhMetrics => ({
  perf,
  tbt,
  cpuTbt: tbt / 2,
  lcp: 900,
  cls,
  js,
});
const row = (label: string, kind: Row['kind'], metrics: LhMetrics): Row => ({ label, kind, runs: 3, m: metrics });

describe('bench:lighthouse figures and targets', () => {
  test('a Lighthouse result gives its score, times, shift and transferred script bytes', () => {
    const lhr = {
      categories: { performance: { score: 0.914 } },
      audits: {
        'total-blocking-time': { numericValue: 361.2 },
        'largest-contentful-paint': { numericValue: 1800 },
        'cumulative-layout-shift': { numericValue: 0.002 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'document', transferSize: 9000 },
              { resourceType: 'script', transferSize: 148_480 },
            ],
          },
        },
      },
    };
    expect(metricsOf(lhr)).toEqual({ perf: 91, tbt: 361.2, cpuTbt: NaN, lcp: 1800, cls: 0.002, js: 148_480 });
    expect(metricsOf(lhr, 42).cpuTbt).toBe(42);
  });

  test('medians are taken per figure, NaN ignored, the middle two averaged for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
    expect(medians([m(90, 300), m(100, 20), m(95, 50)])).toMatchObject({ perf: 95, tbt: 50 });
  });

  test('on every page: TBT ≤ 3 × the floor’s + 60 ms, performance ≥ 99, CLS under 0.01', () => {
    expect(tbtTarget(21)).toBe(123);
    const rows = [
      row('floor', 'floor', m(100, 21)),
      row('/os221215a_ap', 'order', m(99, 124)),
      row('/upsell-elixir', 'upsell', m(99, 123)),
      row('/survey', 'other', m(98, 10)),
      row('/pl221201a_ap', 'other', m(100, 500)),
      row('/SecureCart', 'order', m(100, 10, 70 * 1024, 0.01)),
      row('/home', 'other', m(100, 10, 70 * 1024, 0.009)),
    ];
    expect(verdicts(rows).map((v) => v.pass)).toEqual([true, false, true, false, false, false, true]);
    const printed = formatTargets(rows);
    expect(printed).toContain('performance ≥ 99, CLS < 0.01, TBT ≤ 3 × 21 + 60 = 123 ms');
    expect(printed).toMatch(/FAIL {2}\/os221215a_ap +perf 99 ≥ 99, CLS 0\.000 < 0\.01, TBT 124 > 123 ms/);
    expect(printed).toMatch(/PASS {2}\/upsell-elixir +perf 99 ≥ 99, CLS 0\.000 < 0\.01, TBT 123 ≤ 123 ms/);
    expect(printed).toMatch(/FAIL {2}\/survey +perf 98 < 99/);
    expect(printed).toMatch(/FAIL {2}\/SecureCart +perf 100 ≥ 99, CLS 0\.010 ≥ 0\.01/);
  });

  test('a fractional floor and a near miss print tenths, so the line reads true', () => {
    const printed = formatTargets([row('floor', 'floor', m(100, 1.6)), row('/upsell-elixir', 'upsell', m(100, 65.4))]);
    expect(printed).toContain('3 × 1.6 + 60 = 64.8 ms');
    expect(printed).toMatch(/FAIL {2}\/upsell-elixir +perf 100 ≥ 99, CLS 0\.000 < 0\.01, TBT 65\.4 > 64\.8 ms/);
  });

  test('the table is the issue’s Markdown, KiB of 1024 bytes, a dash for a page without runs', () => {
    const empty = { perf: NaN, tbt: NaN, cpuTbt: NaN, lcp: NaN, cls: NaN, js: NaN };
    const table = formatTable([row('floor', 'floor', m(100, 22, 71_270)), row('/gone', 'other', empty)]);
    expect(table.split('\n')).toEqual([
      '| page | perf | TBT | TBT by CPU | LCP | CLS | JS gz |',
      '|---|--:|--:|--:|--:|--:|--:|',
      '| floor | 100 | 22 ms | 11 ms | 0.90 s | 0.000 | 69.6 KiB |',
      '| /gone | – | – | – | – | – | – |',
    ]);
  });

  describe("TBT by CPU, from the run's trace", () => {
    const URL_ = 'http://127.0.0.1:4901/home';
    const meta: TraceEventLike[] = [
      { name: 'thread_name', pid: 7, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', pid: 7, tid: 2, ts: 0, args: { name: 'Compositor' } },
      { name: 'navigationStart', pid: 7, tid: 1, ts: 1_000, args: { data: { documentLoaderURL: URL_ } } },
      { name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 100_000 },
    ];
    const task = (ts: number, dur: number, tdur: number, over: Partial<TraceEventLike> = {}): TraceEventLike => ({
      name: 'RunTask',
      ph: 'X',
      pid: 7,
      tid: 1,
      ts,
      dur,
      tdur,
      ...over,
    });

    test('each main-thread task after first paint adds its CPU time × 4 over 50 ms; its wall time does not count', () => {
      const events = [
        ...meta,
        task(50_000, 40_000, 40_000), // before first paint
        task(200_000, 60_000, 20_000), // 20 ms of CPU in 60 ms: 80 − 50 = 30
        task(300_000, 12_000, 12_000), // 48 ms: not blocking
        task(400_000, 30_000, 25_000), // 100 − 50 = 50
        task(410_000, 5_000, 5_000), // nested in the one before: part of it
        task(500_000, 90_000, 90_000, { tid: 2 }), // another thread
        task(600_000, 90_000, 90_000, { pid: 8 }), // another page's process
        task(700_000, 90_000, 90_000, { name: 'v8.compile' }), // not a task
      ];
      expect(cpuTbtOf(events, URL_)).toBe(80);
    });

    test('a task without a CPU time counts by its wall time; no navigation to the page or no paint gives NaN', () => {
      expect(cpuTbtOf([...meta, { ...task(200_000, 30_000, 0), tdur: undefined }], URL_)).toBe(70);
      expect(cpuTbtOf([...meta, task(200_000, 30_000, 30_000)], 'http://127.0.0.1:4901/other')).toBeNaN();
      expect(
        cpuTbtOf(
          meta.filter((e) => e.name !== 'firstContentfulPaint'),
          URL_,
        ),
      ).toBeNaN();
    });
  });
});
