/**
 * The report's statistics at their limits: empty or one-visitor arms, no variance, sums whose
 * rounding would give a negative variance, and the parameters callers may pass (α, power, the
 * mSPRT tuning). Values are from published tables where one applies.
 */
import { probit } from 'simple-statistics';
import { describe, expect, test } from 'vitest';
import {
  chiSquareGoodnessOfFit,
  chiSquareSurvival,
  holmAdjust,
  liftTest,
  meanMoments,
  MIN_VISITORS,
  mixingRate,
  proportionMoments,
  relativeLift,
  sequentialBoundary,
  sequentialTest,
  twoProportionZTest,
  twoSidedP,
  visitorsPerArm,
  welchTest,
} from '../../../../src/domain/report/index.ts';
import { cents, ratio } from '../../../../src/domain/report/money.ts';
import { studentQuantile, studentTwoSidedP } from '../../../../src/domain/report/student-t.ts';

describe('chi-square at its limits', () => {
  test('a degree of freedom must be a whole number of at least 1', () => {
    expect(() => chiSquareSurvival(1, 1.5)).toThrow('df must be a positive integer, got 1.5');
    expect(() => chiSquareSurvival(1, -1)).toThrow(RangeError);
    expect(chiSquareSurvival(-2, 1)).toBe(1);
  });

  test('a share missing for a count leaves that count out', () => {
    // 40 / 60 against 1:1 is χ² = 4 with df 1 (NIST 1.3.6.7.4: 3.841 at α = 0.05), p = 0.0455.
    const fit = chiSquareGoodnessOfFit([40, 60, 500], [1, 1]);
    expect(fit?.df).toBe(1);
    expect(fit?.statistic).toBeCloseTo(4, 10);
    expect(fit?.pValue).toBeCloseTo(0.0455, 4);
  });
});

describe('the two-proportion z-test at its limits', () => {
  test('either arm empty: no test', () => {
    expect(twoProportionZTest(1, 10, 0, 0)).toBeUndefined();
    expect(twoProportionZTest(0, 0, 0, 0)).toBeUndefined();
  });

  test('every visitor converted in both arms: no variance, p 1; z = 0 gives p 1', () => {
    expect(twoProportionZTest(10, 10, 20, 20)).toEqual({ z: 0, pValue: 1 });
    expect(twoSidedP(0)).toBe(1);
  });
});

describe('Holm at its limits', () => {
  test('ties keep their order and the adjusted values stay monotone; no p-values, none adjusted', () => {
    // R: p.adjust(c(0.02, 0.02, 0.5), method = "holm") = 0.06 0.06 0.5.
    const adjusted = holmAdjust([0.02, 0.5, 0.02]);
    [0.06, 0.5, 0.06].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
    expect(holmAdjust([])).toEqual([]);
  });
});

describe('moments from sums', () => {
  test('no visitors: mean and variance 0; one visitor: no variance', () => {
    expect(proportionMoments(0, 0)).toEqual({ n: 0, mean: 0, variance: 0 });
    expect(meanMoments(0, 0, 0)).toEqual({ n: 0, mean: 0, variance: 0 });
    expect(meanMoments(0.7, 0.49, 1)).toEqual({ n: 1, mean: 0.7, variance: 0 });
    expect(meanMoments(3, 5, 2)).toEqual({ n: 2, mean: 1.5, variance: 0.5 });
  });

  test('three visitors of $0.10 each have variance 0, never the −1.7e−18 the rounded sums give', () => {
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < 3; i++) {
      sum += 0.1;
      squares += 0.1 * 0.1;
    }
    expect(squares - (sum * sum) / 3).toBeLessThan(0);
    expect(meanMoments(sum, squares, 3).variance).toBe(0);
  });
});

describe('the relative lift at its limits', () => {
  const p = (x: number, n: number) => proportionMoments(x, n);

  test(`${MIN_VISITORS} visitors in each arm are enough; one fewer in either is not`, () => {
    expect(MIN_VISITORS).toBe(30);
    expect(relativeLift(p(10, 30), p(15, 30))?.estimate).toBeCloseTo(0.5, 12);
    expect(relativeLift(p(10, 29), p(15, 30))).toBeUndefined();
    expect(relativeLift(p(10, 30), p(15, 29))).toBeUndefined();
  });

  test('no variance in either arm: no lift test', () => {
    expect(liftTest('conversionRate', p(30, 30), p(30, 30), 0.05)).toBeUndefined();
    expect(liftTest('conversionRate', p(0, 30), p(3, 30), 0.05)).toBeUndefined();
  });

  test('a lift test carries its metric', () => {
    expect(liftTest('revenuePerVisitor', p(10, 100), p(20, 100), 0.05)?.metric).toBe('revenuePerVisitor');
  });
});

describe('the mSPRT at its limits', () => {
  test('no standard error or no visitors: p 1 and an unbounded interval', () => {
    const none = { pValue: 1, low: -Infinity, high: Infinity };
    expect(sequentialTest(1, 0, 100)).toEqual(none);
    expect(sequentialTest(1, Number.NaN, 100)).toEqual(none);
    expect(sequentialTest(1, 0.1, 0)).toEqual(none);
  });

  test('ρ² of Howard et al. eq. 14: (−2 ln α + ln(−2 ln α + 1)) / N*', () => {
    // −2 ln 0.05 = 5.991465, ln 6.991465 = 1.944690: 7.936155 / 5000 and / 1000.
    expect(mixingRate()).toBeCloseTo(7.936155 / 5000, 9);
    expect(mixingRate(1000)).toBeCloseTo(7.936155 / 1000, 8);
    expect(mixingRate(1000, 0.01)).toBeCloseTo((9.21034 + Math.log(10.21034)) / 1000, 7);
  });

  test('the interval narrows as the level loosens, around the estimate', () => {
    const at05 = sequentialTest(0.2, 0.1, 5000, 0.05);
    const at01 = sequentialTest(0.2, 0.1, 5000, 0.01);
    expect(at01.low).toBeLessThan(at05.low);
    expect(at01.high).toBeGreaterThan(at05.high);
    expect((at05.low + at05.high) / 2).toBeCloseTo(0.2, 12);
    expect(at05.high - at05.low).toBeCloseTo(2 * 0.1 * sequentialBoundary(5000 * mixingRate(), 0.05), 12);
  });
});

describe("Welch's test and Student's t at their limits", () => {
  // NIST/SEMATECH e-Handbook 1.3.6.7.2 "Critical Values of the Student's t Distribution":
  // t(0.975, 10) = 2.228, t(0.95, 18) = 1.734.
  test('Student’s t against the NIST table', () => {
    expect(studentQuantile(0.975, 10)).toBeCloseTo(2.228, 3);
    expect(studentTwoSidedP(2.228, 10)).toBeCloseTo(0.05, 4);
    expect(studentTwoSidedP(-2.228, 10)).toBeCloseTo(0.05, 4);
    expect(studentTwoSidedP(0, 10)).toBe(1);
  });

  test('two visitors in each arm are enough: with df 2 the two-sided p is 1 − |t|/√(t² + 2)', () => {
    const r = welchTest({ n: 2, mean: 1, variance: 2 }, { n: 2, mean: 3, variance: 2 });
    expect(r?.t).toBeCloseTo(Math.SQRT2, 12);
    expect(r?.dof).toBeCloseTo(2, 12);
    expect(r?.pValue).toBeCloseTo(1 - Math.SQRT2 / 2, 8);
  });

  test('under two visitors in either arm, or no variance: no test', () => {
    const one = { n: 1, mean: 1, variance: 1 };
    const five = { n: 5, mean: 1, variance: 1 };
    expect(welchTest(one, five)).toBeUndefined();
    expect(welchTest(five, one)).toBeUndefined();
    expect(welchTest({ n: 5, mean: 1, variance: 0 }, { n: 5, mean: 2, variance: 0 })).toBeUndefined();
  });

  test('α sets the interval: 90 % with equal arms is the difference ± t(0.95, 18) · se', () => {
    const r = welchTest({ n: 10, mean: 1, variance: 4 }, { n: 10, mean: 2, variance: 4 }, 0.1);
    expect(r?.dof).toBeCloseTo(18, 10);
    expect(r?.t).toBeCloseTo(1 / Math.sqrt(0.8), 10);
    expect(r?.low).toBeCloseTo(1 - 1.734 * Math.sqrt(0.8), 2);
    expect(r?.high).toBeCloseTo(1 + 1.734 * Math.sqrt(0.8), 2);
  });
});

describe('visitors needed at its limits', () => {
  test('with 90 % power the textbook gives 85 per group (Chow, Shao & Wang §3.2.1: (1.96 + 1.2816)² · 2 / 0.25 = 84.1)', () => {
    expect(visitorsPerArm(0.5, 2, () => 1.959964, 0.9)).toBe(85);
  });

  test('the smallest n reaching the power exactly counts: δ √n − b = z₀.₈ at n = 4', () => {
    const z = probit(0.8);
    expect(visitorsPerArm(1, 1, () => 2 - z)).toBe(4);
  });

  test('a lift no billion visitors could show: Infinity', () => {
    expect(visitorsPerArm(1e-6, 2, () => 1.959964)).toBe(Infinity);
  });

  test('a lift one visitor per arm shows needs one', () => {
    expect(visitorsPerArm(10, 1, () => 1.959964)).toBe(1);
  });
});

describe('report rounding', () => {
  test('money to the cent, ratios to four decimals, a ratio over nothing is 0', () => {
    expect(cents(12.344999)).toBe(12.34);
    expect(cents(0.1 + 0.2)).toBe(0.3);
    expect(ratio(1, 3)).toBe(0.3333);
    expect(ratio(2, 3)).toBe(0.6667);
    expect(ratio(5, 0)).toBe(0);
  });
});
