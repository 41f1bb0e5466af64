/**
 * The web vitals a synthetic visitor's page sends (`npm run simulate`), made up but shaped like a
 * field's: log-normal around a median per page kind, from the visit's own seeded random source, so
 * one seed gives the same report. Order forms and the secure cart, which load the most code, are
 * given a slow Largest Contentful Paint (median 2.6 s, 75th percentile about 3.3 s), so the report
 * shows what a page kind over Google's thresholds looks like; every other kind is within them.
 */
import type { WebVitalName } from '../domain/web-vitals.ts';
import { mulberry32 } from './random.ts';

/** Median and spread (the log-normal's sigma) of each metric. */
const SHAPES: Record<WebVitalName, { median: number; sigma: number; slow?: number }> = {
  LCP: { median: 1500, sigma: 0.35, slow: 2600 },
  INP: { median: 90, sigma: 0.5 },
  CLS: { median: 0.02, sigma: 0.6 },
};
const SLOW_KINDS = ['order-form', 'secure-cart'];

/** A standard normal draw (Box-Muller) from a uniform source. */
function normal(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A whole-number seed from a text (FNV-1a), so each page of a visit draws its own. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** The three measurements one page view of `kind` sends, drawn from `seed`. */
export function simulatedVitals(kind: string, seed: number): { metric: WebVitalName; value: number }[] {
  const random = mulberry32(seed);
  return (Object.keys(SHAPES) as WebVitalName[]).map((metric) => {
    const { median, sigma, slow } = SHAPES[metric];
    const centre = slow !== undefined && SLOW_KINDS.includes(kind) ? slow : median;
    const value = centre * Math.exp(sigma * normal(random));
    return { metric, value: metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value) };
  });
}
