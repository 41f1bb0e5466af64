/** Holm's step-down correction for several comparisons (Holm 1979). */

/**
 * Adjusted p-values in the order given: the i-th smallest p times (m − i), made monotone and
 * capped at 1. Reject where the adjusted value is below α; one comparison is left as it is.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m).fill(1);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
