/** The part of jStat (no published types) the report uses: Student's t (student-t.ts) and the chi-square tail (chi-square.ts). */
declare module 'jstat' {
  const jStat: {
    studentt: {
      /** P(T ≤ x) for Student's t with `dof` degrees of freedom. */
      cdf(x: number, dof: number): number;
      /** The p-quantile of Student's t with `dof` degrees of freedom. */
      inv(p: number, dof: number): number;
    };
    chisquare: {
      /** P(X ≤ x) for X chi-square distributed with `dof` degrees of freedom. */
      cdf(x: number, dof: number): number;
    };
  };
  export default jStat;
}
