/**
 * Chi-square goodness of fit of observed counts against expected shares, with its p-value.
 *
 * simple-statistics' own `chiSquaredGoodnessOfFit` only accepts or rejects a fitted distribution
 * at the significance levels of its table (none below 0.005) and returns no p-value, so the
 * upper tail is taken from the closed forms of the chi-square survival function for integer
 * degrees of freedom (Abramowitz & Stegun 26.4.4, 26.4.5), built on simple-statistics'
 * error function and factorial.
 */
import { factorial } from 'simple-statistics';
import { normalDensity, upperTail } from './normal.ts';

/** P(X ≥ x) for X chi-square distributed with `df` (a positive integer) degrees of freedom. */
export function chiSquareSurvival(x: number, df: number): number {
  if (!Number.isInteger(df) || df < 1) throw new RangeError(`df must be a positive integer, got ${df}`);
  if (x <= 0) return 1;
  if (df % 2 === 0) {
    // A&S 26.4.5: Q = e^(-x/2) Σ_{i<df/2} (x/2)^i / i!
    let sum = 0;
    for (let i = 0; i < df / 2; i++) sum += (x / 2) ** i / factorial(i);
    return Math.min(1, Math.exp(-x / 2) * sum);
  }
  // A&S 26.4.4: Q = 2 Q_N(√x) + 2 φ(√x) Σ_{r=1}^{(df-1)/2} x^(r-1/2) / (1·3·5···(2r-1))
  const root = Math.sqrt(x);
  let sum = 0;
  let term = root; // x^(1/2) / 1
  for (let r = 1; r <= (df - 1) / 2; r++) {
    sum += term;
    term *= x / (2 * r + 1);
  }
  return Math.min(1, 2 * upperTail(root) + 2 * normalDensity(root) * sum);
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
