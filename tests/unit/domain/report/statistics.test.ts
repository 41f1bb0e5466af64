/** Each statistic of the split-test report against published reference values. */
import { describe, expect, test } from 'vitest';
import {
  chiSquareGoodnessOfFit,
  chiSquareSurvival,
  holmAdjust,
  liftTest,
  liftUnitVariance,
  meanMoments,
  proportionMoments,
  relativeLift,
  sequentialTest,
  sequentialVisitorsPerArm,
  twoProportionZTest,
  twoSidedP,
  visitorsPerArm,
  welchTest,
} from '../../../../src/domain/report/index.ts';

describe('normal tail', () => {
  // NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.1 "Cumulative Distribution Function
  // of the Standard Normal Distribution": Φ(1.96) = 0.97500, Φ(2.58) = 0.99506.
  test('two-sided p of z = 1.96 is 0.050, of z = 2.58 is 0.00988', () => {
    expect(twoSidedP(1.96)).toBeCloseTo(0.05, 4);
    expect(twoSidedP(-2.58)).toBeCloseTo(0.00988, 4);
  });
});

describe('chi-square upper tail', () => {
  // NIST/SEMATECH e-Handbook, 1.3.6.7.4 "Critical Values of the Chi-Square Distribution":
  // upper-tail critical values for α = 0.05 and α = 0.001.
  test.each([
    [1, 3.841, 0.05],
    [2, 5.991, 0.05],
    [3, 7.815, 0.05],
    [4, 9.488, 0.05],
    [10, 18.307, 0.05],
    [1, 10.828, 0.001],
    [2, 13.816, 0.001],
    [5, 20.515, 0.001],
  ])('df %i: P(X ≥ %f) = %f', (df, x, p) => {
    expect(chiSquareSurvival(x, df)).toBeCloseTo(p, p < 0.01 ? 5 : 4);
  });
  test('x ≤ 0 has probability 1; a bad df is refused', () => {
    expect(chiSquareSurvival(0, 3)).toBe(1);
    expect(() => chiSquareSurvival(1, 0)).toThrow(RangeError);
  });
});

describe('chi-square goodness of fit (sample-ratio mismatch)', () => {
  // Mendel's dihybrid cross (peas: 315 round-yellow, 108 round-green, 101 wrinkled-yellow,
  // 32 wrinkled-green against 9:3:3:1), the standard textbook example, e.g. Whitlock & Schluter,
  // "The Analysis of Biological Data", and Wikipedia "Pearson's chi-squared test": χ² = 0.470, df 3, p = 0.925.
  test("Mendel's peas: χ² 0.470, df 3, p 0.925", () => {
    const fit = chiSquareGoodnessOfFit([315, 108, 101, 32], [9, 3, 3, 1]);
    expect(fit?.statistic).toBeCloseTo(0.47, 3);
    expect(fit?.df).toBe(3);
    expect(fit?.pValue).toBeCloseTo(0.925, 3);
  });
  // A die rolled 60 times against 1/6 each: counts 5, 8, 9, 8, 10, 20 give χ² = 13.4, df 5,
  // p = 0.0199 (cross-checked with SciPy: scipy.stats.chisquare([5, 8, 9, 8, 10, 20]) → 0.01991).
  test('a loaded die: χ² 13.4, df 5, p 0.020', () => {
    const fit = chiSquareGoodnessOfFit([5, 8, 9, 8, 10, 20], [1, 1, 1, 1, 1, 1]);
    expect(fit?.statistic).toBeCloseTo(13.4, 6);
    expect(fit?.pValue).toBeCloseTo(0.0199, 3);
  });
  test('shares of 0 are left out; under two categories there is no test', () => {
    expect(chiSquareGoodnessOfFit([50, 50, 7], [50, 50, 0])?.df).toBe(1);
    expect(chiSquareGoodnessOfFit([100, 0], [100, 0])).toBeUndefined();
    expect(chiSquareGoodnessOfFit([0, 0], [50, 50])).toBeUndefined();
  });
});

describe('two-proportion z-test', () => {
  // OpenStax "Introductory Statistics" (2013), 10.4 Comparing Two Independent Population
  // Proportions, Example 10.11 (hives medication: A 20 of 200, B 12 of 200), two-sided:
  // pooled proportion 0.08, z = 1.47, p-value = 0.1404.
  test('OpenStax example 10.11: p = 0.140', () => {
    const result = twoProportionZTest(12, 200, 20, 200);
    expect(result?.z).toBeCloseTo(1.474, 3);
    expect(result?.pValue).toBeCloseTo(0.1404, 3);
  });
  test('the sign follows b minus a; empty groups give no test; no variance gives p 1', () => {
    expect(twoProportionZTest(20, 200, 12, 200)?.z).toBeLessThan(0);
    expect(twoProportionZTest(0, 0, 1, 10)).toBeUndefined();
    expect(twoProportionZTest(0, 10, 0, 10)).toEqual({ z: 0, pValue: 1 });
  });
});

describe('Holm correction', () => {
  // Holm (1979), "A simple sequentially rejective multiple test procedure"; the values are R's
  // p.adjust(c(0.01, 0.04, 0.03, 0.005), method = "holm") = 0.03 0.06 0.06 0.02.
  test('R p.adjust example', () => {
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 10));
  });
  test('one comparison is left as it is; values are capped at 1', () => {
    expect(holmAdjust([0.03])).toEqual([0.03]);
    expect(holmAdjust([0.6, 0.7])).toEqual([1, 1]);
  });
});

// Issue 27: the always-valid statistics, Welch's test and the sample size.
describe('R-VAR-2: relative lift by the delta method and the mSPRT interval (GrowthBook gbstats)', () => {
  // GrowthBook's gbstats test suite (packages/stats/tests/frequentist/test_tests.py,
  // TestSequentialTTest): sample means of sum 1396.87, sum of squares 52377.9767, n 3000 against
  // 2422.7, 134698.29, 3461 with sequential_tuning_parameter 1000 give the relative lift 0.50336,
  // its standard deviation 0.33341, the always-valid interval (−0.55844, 1.56516) and p-value 1.
  test('sample means, tuning 1000: lift 0.50336 ± 0.33341, interval (−0.55844, 1.56516), p 1', () => {
    const a = meanMoments(1396.87, 52377.9767, 3000);
    const b = meanMoments(2422.7, 134698.29, 3461);
    const lift = relativeLift(a, b);
    expect(lift?.estimate).toBeCloseTo(0.50336, 5);
    expect(lift?.se).toBeCloseTo(0.33341, 5);
    const seq = sequentialTest(lift?.estimate ?? 0, lift?.se ?? 0, 6461, 0.05, 1000);
    expect(seq.low).toBeCloseTo(-0.55844, 5);
    expect(seq.high).toBeCloseTo(1.56516, 5);
    expect(seq.pValue).toBe(1);
  });
  // The same suite, test_sequential_test_runs_prop: proportions 1396 of 3000 against 2422 of 3461
  // with the default tuning (5000) give the lift 0.50386 ± 0.03386, interval (0.40098, 0.60675), p 0.
  test('proportions, default tuning: lift 0.50386 ± 0.03386, interval (0.40098, 0.60675), p ≈ 0', () => {
    const test = liftTest('conversionRate', proportionMoments(1396, 3000), proportionMoments(2422, 3461), 0.05);
    expect(test?.estimate).toBeCloseTo(0.50386, 5);
    expect(test?.se).toBeCloseTo(0.03386, 5);
    expect(test?.low).toBeCloseTo(0.40098, 5);
    expect(test?.high).toBeCloseTo(0.60675, 5);
    expect(test?.pValue).toBeLessThan(1e-10);
  });
  // Johari et al. (2017): the p-value is 1/Λ and the interval is { θ : Λ(θ) < 1/α }, so the
  // interval leaves out 0 exactly when p < α, at any look.
  test('the always-valid p-value is below α exactly when the interval leaves out 0', () => {
    for (const z of [0.5, 1.5, 2.5, 3, 3.5, 4, 5])
      for (const n of [100, 1000, 10_000, 100_000]) {
        const r = sequentialTest(z * 0.1, 0.1, n);
        expect(r.pValue < 0.05, `z ${z}, n ${n}`).toBe(r.low > 0);
      }
  });
  test('too few visitors or no conversions in control: no lift', () => {
    expect(relativeLift(proportionMoments(1, 20), proportionMoments(5, 20))).toBeUndefined();
    expect(relativeLift(proportionMoments(0, 500), proportionMoments(5, 500))).toBeUndefined();
  });
});

describe("Welch's t-test", () => {
  // R's classic example, t.test(extra ~ group, data = sleep) (Student 1908, Cushny & Peebles):
  // Welch Two Sample t-test, t = −1.8608, df = 17.776, p-value = 0.07939, 95 % interval
  // −3.3654832 to 0.2054832 for group 1 minus group 2.
  const group1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
  const group2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
  const moments = (xs: number[]) =>
    meanMoments(
      xs.reduce((s, x) => s + x, 0),
      xs.reduce((s, x) => s + x * x, 0),
      xs.length,
    );
  test('R sleep data: t −1.8608, df 17.776, p 0.07939, interval (−3.3655, 0.2055)', () => {
    const r = welchTest(moments(group2), moments(group1));
    expect(r?.t).toBeCloseTo(-1.8608, 4);
    expect(r?.dof).toBeCloseTo(17.776, 3);
    expect(r?.pValue).toBeCloseTo(0.07939, 5);
    expect(r?.low).toBeCloseTo(-3.3654832, 5);
    expect(r?.high).toBeCloseTo(0.2054832, 5);
  });
  // gbstats (test_tests.py, TestOneSidedGreaterTTest, absolute): the means above give the
  // difference 0.234377 ± 0.129831 and the one-sided p 0.0355427, so the two-sided p is 0.0710854.
  test('gbstats sample means: difference 0.234377, two-sided p 0.0710854', () => {
    const r = welchTest(meanMoments(1396.87, 52377.9767, 3000), meanMoments(2422.7, 134698.29, 3461));
    expect(r?.difference).toBeCloseTo(0.234377, 6);
    expect(r?.pValue).toBeCloseTo(0.0710854, 6);
  });
});

describe('visitors needed for 80 % power', () => {
  // Chow, Shao & Wang, "Sample Size Calculations in Clinical Research" (2008), §3.2.1: two
  // samples, σ = 1, δ = 0.5, α = 0.05 two-sided, 80 % power: n = (1.96 + 0.8416)² · 2 / 0.25 = 62.8,
  // so 63 per group.
  test('with the fixed boundary z = 1.96 it is the textbook 63 per group', () => {
    expect(visitorsPerArm(0.5, 2, () => 1.959964)).toBe(63);
  });
  test('the sequential test needs more than the fixed one, and more for a smaller lift', () => {
    const fixed = visitorsPerArm(0.1, liftUnitVariance(7.33, 0.1), () => 1.959964);
    const sequential = sequentialVisitorsPerArm(0.1, liftUnitVariance(7.33, 0.1), 0.05);
    expect(sequential).toBeGreaterThan(fixed);
    expect(sequentialVisitorsPerArm(0.05, liftUnitVariance(7.33, 0.05), 0.05)).toBeGreaterThan(sequential);
  });
});
