import { expect, test } from 'vitest';
import { WEB_VITALS, WEB_VITALS_EVENT } from '../../../src/domain/web-vitals.ts';

test('web vitals: one stats event type, and Google’s "good" thresholds (web.dev/articles/vitals): LCP 2.5 s, INP 200 ms, CLS 0.1', () => {
  expect(WEB_VITALS_EVENT).toBe('Web Vitals');
  expect(WEB_VITALS).toEqual([
    { name: 'LCP', unit: 'ms', good: 2500 },
    { name: 'INP', unit: 'ms', good: 200 },
    { name: 'CLS', unit: '', good: 0.1 },
  ]);
});
