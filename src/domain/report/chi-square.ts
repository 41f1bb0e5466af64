/**
 * Chi-square goodness of fit of observed counts against expected shares, with its p-value.
 *
 * simple-statistics' own `chiSquaredGoodnessOfFit` only accepts or rejects a fitted distribution
 * at the significance levels of its table (none below 0.005) and returns no p-value, so the
 * upper tail comes from jStat's chi-square distribution (the regularised incomplete gamma
 * function), the library the report already uses for Student's t (student-t.ts).
 */
import jStat from 'jstat';

/** P(X ≥ x) for X chi-square distributed with `df` (a positive integer) degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df must be a positive integer, got ${df}`);
  if (x <= 0) return 1;
  return Math.min(1, Math.max(0, 1 - jStat.chisquare.cdf(x, df)));
}

/** The result of a goodness-of-fit test. */
export interface GoodnessOfFit {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Pearson's chi-square test of `observed` counts against `shares` (any positive weights, scaled
 * to the observed total). Categories with a zero share are left out; undefined when fewer than
 * two categories remain or nothing was observed.
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  shares: readonly number[],
): GoodnessOfFit | undefined {
  const cells = observed.map((o, i) => ({ o, s: shares[i] ?? 0 })).filter((c) => c.s > 0);
  const total = cells.reduce((sum, c) => sum + c.o, 0);
  const shareSum = cells.reduce((sum, c) => sum + c.s, 0);
  if (cells.length < 2 || total === 0) return undefined;
  const statistic = cells.reduce((sum, c) => {
    const expected = (total * c.s) / shareSum;
    return sum + (c.o - expected) ** 2 / expected;
  }, 0);
  const df = cells.length - 1;
  return { statistic, df, pValue: chiSquareSurvival(statistic, df) };
}
