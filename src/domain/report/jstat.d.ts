/** The part of jStat (no published types) that `student-t.ts`, its one adapter, uses. */
declare module 'jstat' {
  const jStat: {
    studentt: {
      /** P(T ≤ x) for Student's t with `dof` degrees of freedom. */
      cdf(x: number, dof: number): number;
      /** The p-quantile of Student's t with `dof` degrees of freedom. */
      inv(p: number, dof: number): number;
    };
  };
  export default jStat;
}
