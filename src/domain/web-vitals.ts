/**
 * Web vitals, what real shoppers feel on a page (runtime/web-vitals.ts measures them, the
 * split-test report reads them): the stats event that carries them and Google's "good" thresholds
 * (web.dev/articles/vitals), which a page kind's 75th percentile should not pass.
 */

/** The stats event's type; its custom payload is `{ metric, value, kind }`. */
export const WEB_VITALS_EVENT = 'Web Vitals';

/** The three metrics. */
export type WebVitalName = 'LCP' | 'INP' | 'CLS';

/** Each metric, its unit and the highest value Google still calls good. */
export const WEB_VITALS: readonly { name: WebVitalName; unit: 'ms' | ''; good: number }[] = [
  { name: 'LCP', unit: 'ms', good: 2500 },
  { name: 'INP', unit: 'ms', good: 200 },
  { name: 'CLS', unit: '', good: 0.1 },
];
