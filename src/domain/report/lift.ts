/**
 * The relative lift of a variant over control, (μ_b − μ_a)/μ_a, with its standard error by the
 * delta method, Var ≈ σ_b²/(μ_a² n_b) + σ_a² μ_b²/(μ_a⁴ n_a) (as GrowthBook's gbstats computes
 * relative effects; e.g. Deng, Knoblich and Lu, "Applying the Delta Method in Metric Analytics",
 * KDD 2018), and its always-valid interval (sequential.ts).
 */
import type { Metric, Moments } from './moments.ts';
import { sequentialTest } from './sequential.ts';

/** A variant's lift over control on one metric: estimate and (1 − α) always-valid interval. */
export interface Lift {
  metric: Metric;
  estimate: number;
  low: number;
  high: number;
}

/** A lift with its always-valid p-value; null figures when control has no mean or too few visitors. */
export interface LiftTest extends Lift {
  se: number;
  pValue: number;
}

/** Fewer visitors than this in either arm: no lift is estimated (the normal approximation is poor). */
export const MIN_VISITORS = 30;

/** The relative lift of b over a and its delta-method standard error; undefined when it has none. */
export function relativeLift(a: Moments, b: Moments): { estimate: number; se: number } | undefined {
  if (a.n < MIN_VISITORS || b.n < MIN_VISITORS || !(a.mean > 0)) return undefined;
  const variance = b.variance / (a.mean ** 2 * b.n) + (a.variance * b.mean ** 2) / (a.mean ** 4 * a.n);
  return { estimate: (b.mean - a.mean) / a.mean, se: Math.sqrt(variance) };
}

/** The lift of b over a on `metric` with its always-valid p and interval at level 1 − `alpha`. */
export function liftTest(metric: Metric, a: Moments, b: Moments, alpha: number): LiftTest | undefined {
  const lift = relativeLift(a, b);
  if (!lift || !(lift.se > 0)) return undefined;
  const { pValue, low, high } = sequentialTest(lift.estimate, lift.se, a.n + b.n, alpha);
  return { metric, estimate: lift.estimate, se: lift.se, pValue, low, high };
}
