/**
 * How many visitors a split test still needs to detect a relative lift δ with 80 % power under the
 * sequential test it is read with (sequential.ts). The lift estimate from n visitors per arm has
 * variance v/n, with v = CV² (1 + (1 + δ)²) by the delta method (lift.ts) when both arms share
 * control's coefficient of variation CV. The test rejects once |θ̂| passes the boundary b(n)·σ(n),
 * so its power at n is about Φ((δ − b(n)σ(n)) / σ(n)) (ignoring the chance of crossing at an
 * earlier look, so the figure errs on the safe side). With a fixed boundary z_{1−α/2} this is the
 * textbook sample size n = (z_{1−α/2} + z_{power})² v / δ² (Chow, Shao and Wang, "Sample Size
 * Calculations in Clinical Research", 2nd ed. 2008, §3.2.1).
 */
import { probit } from 'simple-statistics';
import { mixingRate, sequentialBoundary } from './sequential.ts';

/** The power the report plans for. */
export const TARGET_POWER = 0.8;

/** The variance per visitor-pair of the relative lift estimate: CV² (1 + (1 + δ)²). */
export const liftUnitVariance = (cv2: number, effect: number): number => cv2 * (1 + (1 + effect) ** 2);

/**
 * The smallest n (visitors per arm) with (δ − boundary(n)·σ(n)) / σ(n) ≥ z_power, σ(n) = √(v/n);
 * Infinity when even a billion visitors would not do.
 */
export function visitorsPerArm(
  effect: number,
  unitVariance: number,
  boundary: (n: number) => number,
  power = TARGET_POWER,
): number {
  const zPower = probit(power);
  const enough = (n: number) => effect / Math.sqrt(unitVariance / n) - boundary(n) >= zPower;
  let high = 1;
  while (!enough(high)) {
    high *= 2;
    if (high > 1e9) return Infinity;
  }
  let low = high / 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (enough(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** Visitors per arm for the mSPRT at level α (both arms count towards its tuning). */
export function sequentialVisitorsPerArm(effect: number, unitVariance: number, alpha: number): number {
  return visitorsPerArm(effect, unitVariance, (n) => sequentialBoundary(2 * n * mixingRate(), alpha));
}
