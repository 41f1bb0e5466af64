/** Two-sided two-proportion z-test with the pooled standard error. */
import { twoSidedP } from './normal.ts';

/** The z statistic (b minus a) and its two-sided p-value. */
export interface ZTest {
  z: number;
  pValue: number;
}

/**
 * Compares successes `x1` of `n1` (a, e.g. control) with `x2` of `n2` (b). Undefined when either
 * group is empty; p = 1 when both proportions are 0 or both are 1 (no variance to test).
 */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): ZTest | undefined {
  if (n1 <= 0 || n2 <= 0) return undefined;
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, pValue: 1 };
  const z = (p2 - p1) / se;
  return { z, pValue: twoSidedP(z) };
}
