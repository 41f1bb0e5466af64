/**
 * Welch's unequal-variance t-test (Welch 1947, "The generalization of 'Student's' problem when
 * several different population variances are involved", Biometrika 34) on the difference of two
 * means, with the Welch–Satterthwaite degrees of freedom: the fixed-horizon test of revenue per
 * visitor, a skewed metric whose arms rarely share a variance. Valid for one look only.
 */
import type { Moments } from './moments.ts';
import { studentQuantile, studentTwoSidedP } from './student-t.ts';

/** b minus a, its t statistic, degrees of freedom, two-sided p and (1 − α) interval. */
export interface WelchResult {
  difference: number;
  t: number;
  dof: number;
  pValue: number;
  low: number;
  high: number;
}

/** Compares arm b with arm a; undefined below two observations in either, or with no variance. */
export function welchTest(a: Moments, b: Moments, alpha = 0.05): WelchResult | undefined {
  if (a.n < 2 || b.n < 2) return undefined;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  if (!(se > 0)) return undefined;
  const difference = b.mean - a.mean;
  const t = difference / se;
  const dof = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const half = studentQuantile(1 - alpha / 2, dof) * se;
  return { difference, t, dof, pValue: studentTwoSidedP(t, dof), low: difference - half, high: difference + half };
}
