/** Standard normal tail probabilities from simple-statistics' error function (erfc accurate to 1.2e-7). */
import { errorFunction } from 'simple-statistics';

/** P(Z ≥ z) for a standard normal Z. */
export function upperTail(z: number): number {
  return (1 - errorFunction(z / Math.SQRT2)) / 2;
}

/** Two-sided p-value of a z statistic: P(|Z| ≥ |z|). */
export function twoSidedP(z: number): number {
  return Math.min(1, 2 * upperTail(Math.abs(z)));
}
