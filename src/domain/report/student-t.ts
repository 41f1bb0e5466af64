/** Student's t distribution from jStat, the one module that imports it. */
import jStat from 'jstat';

/** Two-sided p-value of a t statistic with `dof` degrees of freedom: P(|T| ≥ |t|). */
export function studentTwoSidedP(t: number, dof: number): number {
  return Math.min(1, 2 * (1 - jStat.studentt.cdf(Math.abs(t), dof)));
}

/** The p-quantile of Student's t with `dof` degrees of freedom. */
export const studentQuantile = (p: number, dof: number): number => jStat.studentt.inv(p, dof);
