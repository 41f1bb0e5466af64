/** Each statistic of the split-test report against published reference values (issue 11). */
import { describe, expect, test } from 'vitest';
import {
  chiSquareGoodnessOfFit,
  chiSquareSurvival,
  holmAdjust,
  twoProportionZTest,
  twoSidedP,
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
