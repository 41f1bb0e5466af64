/**
 * A metric of one arm as the statistics read it: visitors, the mean per visitor and its variance
 * per visitor, from the sums the aggregation hands over (never from the visitors one by one).
 */

/** The two metrics a split test can be judged on. */
export type Metric = 'conversionRate' | 'revenuePerVisitor';
export const METRICS: readonly Metric[] = ['conversionRate', 'revenuePerVisitor'];

/** Mean and variance per visitor of one metric in one arm. */
export interface Moments {
  n: number;
  mean: number;
  variance: number;
}

/** A conversion rate: x of n, variance p(1 − p) (a Bernoulli per visitor). */
export function proportionMoments(conversions: number, visitors: number): Moments {
  const mean = visitors > 0 ? conversions / visitors : 0;
  return { n: visitors, mean, variance: mean * (1 - mean) };
}

/**
 * A mean per visitor from its sum and sum of squares: the sample variance
 * (Σx² − (Σx)²/n) / (n − 1), 0 below two visitors.
 */
export function meanMoments(sum: number, sumOfSquares: number, n: number): Moments {
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1)) : 0;
  return { n, mean, variance };
}
