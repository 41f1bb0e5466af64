/** The report page's web-vitals section (sandbox/report-vitals-html.ts): thresholds and figures in their units. */
import { expect, test } from 'vitest';
import type { WebVitalFigure } from '../../../src/domain/report/web-vitals.ts';
import { webVitalsSection } from '../../../sandbox/report-vitals-html.ts';

const figure = (metric: WebVitalFigure['metric'], p75: number, good: number): WebVitalFigure => ({
  metric,
  samples: 4,
  p75,
  good,
  over: p75 > good,
});

test('the thresholds and the 75th percentiles are shown in milliseconds for LCP and INP, without a unit for CLS', () => {
  const html = webVitalsSection({
    kinds: [
      { kind: 'advertorial', metrics: [figure('LCP', 1834, 2500), figure('INP', 240, 200), figure('CLS', 0.04, 0.1)] },
    ],
    over: [{ kind: 'advertorial', metrics: ['INP'] }],
  });
  expect(html).toContain('LCP: good ≤ 2,500 ms');
  expect(html).toContain('INP: good ≤ 200 ms');
  expect(html).toContain('CLS: good ≤ 0.10');
  expect(html).toContain('<td>1,834 ms (4)</td>');
  expect(html).toContain('<td class="bad">240 ms (4) over</td>');
  expect(html).toContain('<td>0.04 (4)</td>');
});
