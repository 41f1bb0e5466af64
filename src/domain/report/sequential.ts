/**
 * Always-valid (sequential) inference: a p-value and a confidence interval that stay valid however
 * often they are read, so a marketer may look every morning and stop on the first "winner".
 *
 * The test is the mixture sequential probability ratio test (mSPRT) of Johari, Koomen, Pekelis and
 * Walsh, "Peeking at A/B Tests: Why It Matters, and What to Do About It" (KDD 2017) and "Always
 * Valid Inference: Continuous Monitoring of A/B Tests" (Operations Research 70(3), 2022), for an
 * asymptotically normal estimate θ̂ with standard error σ: with a normal mixing distribution
 * θ ~ N(0, τ²) and m = τ²/σ², the likelihood ratio against θ = 0 is
 *
 *   Λ = (1 + m)^(−1/2) · exp( z² m / (2 (1 + m)) ),   z = θ̂ / σ,
 *
 * the always-valid p-value is min(1, 1/Λ) (taking the running minimum over looks only makes it
 * smaller; using the value of the current look, as here, is conservative), and inverting Λ < 1/α
 * gives the confidence sequence θ̂ ± σ √( 2 (1 + m)/m · log(√(1 + m)/α) ).
 *
 * The mixing variance is set as GrowthBook does (its `sequentialTuningParameter`, default 5,000):
 * τ² = ρ² · N σ² for N observations, with ρ² = (−2 log α + log(−2 log α + 1)) / N* from Howard,
 * Ramdas, McAuliffe and Sekhon, "Time-uniform, nonparametric, nonasymptotic confidence sequences"
 * (Annals of Statistics 49(2), 2021, eq. 14), which makes the interval narrowest near N* visitors.
 * Its asymptotic validity for sample means is Waudby-Smith et al., "Time-uniform central limit
 * theory and asymptotic confidence sequences" (2023). tests/unit/domain/report/statistics.test.ts
 * checks it against GrowthBook's published gbstats test values.
 */

/** Visitors (both arms together) at which the interval is narrowest. */
export const SEQUENTIAL_TUNING = 5000;
/** The α the mixing variance is tuned for (the report's significance). */
const TUNING_ALPHA = 0.05;

/** ρ² of Howard et al. (2021, eq. 14) for α and the tuning sample size N*. */
export function mixingRate(tuning = SEQUENTIAL_TUNING, alpha = TUNING_ALPHA): number {
  const l = -2 * Math.log(alpha);
  return (l + Math.log(l + 1)) / tuning;
}

/** The always-valid p-value and (1 − α) confidence sequence of one estimate. */
export interface SequentialResult {
  pValue: number;
  low: number;
  high: number;
}

/**
 * mSPRT of H0: θ = 0 for an estimate with standard error `se` from `n` observations in all,
 * with its interval at level 1 − `alpha` (pass α/k for k simultaneous intervals).
 */
export function sequentialTest(
  estimate: number,
  se: number,
  n: number,
  alpha = TUNING_ALPHA,
  tuning = SEQUENTIAL_TUNING,
): SequentialResult {
  if (!(se > 0) || !(n > 0)) return { pValue: 1, low: -Infinity, high: Infinity };
  const m = n * mixingRate(tuning);
  const z = estimate / se;
  const logLambda = -0.5 * Math.log1p(m) + (z * z * m) / (2 * (1 + m));
  const half = se * sequentialBoundary(m, alpha);
  return { pValue: Math.min(1, Math.exp(-logLambda)), low: estimate - half, high: estimate + half };
}

/** |z| beyond which the mSPRT rejects at α, for m = τ²/σ²: √( 2 (1 + m)/m · log(√(1 + m)/α) ). */
export function sequentialBoundary(m: number, alpha: number): number {
  return Math.sqrt(((2 * (1 + m)) / m) * Math.log(Math.sqrt(1 + m) / alpha));
}
