/**
 * What shoppers feel, per page kind (src/domain/report/web-vitals.ts): the 75th percentile of the
 * web vitals pages sent, beside Google's "good" thresholds, and the page kinds over them named.
 */
import { describe, expect, test } from 'vitest';
import { splitCustomPayload } from '../../../../src/domain/custom-payload.ts';
import {
  p75,
  webVitalSamples,
  webVitalsReport,
  type WebVitalSample,
} from '../../../../src/domain/report/web-vitals.ts';

/** A stats record as `/__sandbox/api/stats` gives it. */
const record = (eventType: string, payload: unknown) => ({
  variant: 'page',
  createdAt: '2026-01-05T09:00:00.000Z',
  body: { eventType, sessionId: 'S1', url: 'https://shop.test/vsl', ...splitCustomPayload(payload) },
});

describe('the web vitals in the stats', () => {
  test('a measurement is read back from its payload in two halves; other events and other payloads are skipped', () => {
    const samples = webVitalSamples([
      record('Web Vitals', { metric: 'LCP', value: 1834, kind: 'advertorial' }),
      record('Web Vitals', { metric: 'CLS', value: 0.04, kind: 'advertorial' }),
      record('Page View', ''),
      record('Survey', { metric: 'LCP', value: 1, kind: 'survey' }),
      record('Web Vitals', { metric: 'FID', value: 12, kind: 'survey' }),
      record('Web Vitals', 'not json {'),
      { body: 'nothing' },
    ]);
    expect(samples).toEqual([
      { metric: 'LCP', value: 1834, kind: 'advertorial' },
      { metric: 'CLS', value: 0.04, kind: 'advertorial' },
    ]);
  });

  test('a measurement must be a known metric with a finite value of at least 0 and a page kind of 1 to 40 characters', () => {
    const raw = (customPayLoad1: string, customPayLoad2?: string) => ({
      body: { eventType: 'Web Vitals', customPayLoad1, ...(customPayLoad2 === undefined ? {} : { customPayLoad2 }) },
    });
    const samples = webVitalSamples([
      raw('{"metric":"INP","value":0,"kind":"v"}'),
      raw('{"metric":"LCP","value":1,', `"kind":"${'k'.repeat(40)}"}`),
      raw('{"metric":"LCP","value":-1,"kind":"vsl"}'),
      raw('{"metric":"LCP","value":1e999,"kind":"vsl"}'),
      raw('{"metric":"LCP","value":1,"kind":""}'),
      raw(`{"metric":"LCP","value":1,"kind":"${'k'.repeat(41)}"}`),
      raw('{"metric":"LCP","value":"1","kind":"vsl"}'),
      { body: { eventType: 'Web Vitals', customPayLoad2: '{"metric":"CLS","value":0.2,"kind":"quiz"}' } },
    ]);
    expect(samples).toEqual([
      { metric: 'INP', value: 0, kind: 'v' },
      { metric: 'LCP', value: 1, kind: 'k'.repeat(40) },
      { metric: 'CLS', value: 0.2, kind: 'quiz' },
    ]);
  });

  test('the 75th percentile is the nearest-rank value: the one at or below which three quarters lie', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
});

describe('the table per page kind', () => {
  const samples = (kind: string, metric: WebVitalSample['metric'], values: number[]) =>
    values.map((value) => ({ kind, metric, value }));

  test('a page kind whose 75th percentile passes a threshold is named with it; at the threshold is still good', () => {
    const report = webVitalsReport([
      ...samples('order-form', 'LCP', [2100, 2900, 3100, 3300]),
      ...samples('order-form', 'INP', [120, 150, 200, 90]),
      ...samples('advertorial', 'LCP', [1200, 1500, 2500, 1400]),
      ...samples('advertorial', 'CLS', [0.01, 0.2, 0.15, 0.12]),
    ]);
    expect(report.kinds.map((k) => k.kind)).toEqual(['advertorial', 'order-form']);
    const [advertorial, orderForm] = report.kinds;
    expect(orderForm!.metrics).toEqual([
      { metric: 'LCP', samples: 4, p75: 3100, good: 2500, over: true },
      { metric: 'INP', samples: 4, p75: 150, good: 200, over: false },
      { metric: 'CLS', samples: 0, p75: null, good: 0.1, over: false },
    ]);
    expect(advertorial!.metrics.map((m) => [m.metric, m.p75, m.over])).toEqual([
      ['LCP', 1500, false],
      ['INP', null, false],
      ['CLS', 0.15, true],
    ]);
    expect(report.over).toEqual([
      { kind: 'advertorial', metrics: ['CLS'] },
      { kind: 'order-form', metrics: ['LCP'] },
    ]);
  });

  test('a 75th percentile exactly at the threshold is good, and a page kind with nothing over is not named', () => {
    const report = webVitalsReport([
      ...samples('survey', 'LCP', [900, 2500, 1000, 2500]),
      ...samples('survey', 'CLS', [0.1]),
      ...samples('vsl', 'INP', [201]),
    ]);
    expect(report.kinds.map((k) => [k.kind, k.metrics.map((m) => [m.metric, m.p75, m.over])])).toEqual([
      [
        'survey',
        [
          ['LCP', 2500, false],
          ['INP', null, false],
          ['CLS', 0.1, false],
        ],
      ],
      [
        'vsl',
        [
          ['LCP', null, false],
          ['INP', 201, true],
          ['CLS', null, false],
        ],
      ],
    ]);
    expect(report.over).toEqual([{ kind: 'vsl', metrics: ['INP'] }]);
  });

  test('nothing sent: no rows, nothing named', () => {
    expect(webVitalsReport([])).toEqual({ kinds: [], over: [] });
  });
});
