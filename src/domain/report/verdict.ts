/**
 * The verdict of one split test from its arms' counts: sample-ratio mismatch (chi-square of
 * visitors against the configured shares, flagged below p = 0.001), each variant against
 * control (two-sided two-proportion z-test, Holm-corrected over the comparisons), and a winner
 * only when its corrected p is below 0.05, it converts better than control and the split is sound.
 */
import { chiSquareGoodnessOfFit } from './chi-square.ts';
import { holmAdjust } from './holm.ts';
import { ratio, cents } from './money.ts';
import { twoProportionZTest } from './z-test.ts';

/** Significance of a winner. */
export const ALPHA = 0.05;
/** A split whose visitor counts are this unlikely under the configured shares is broken. */
export const SRM_ALPHA = 0.001;

/** One arm's counts. */
export interface ArmCounts {
  sfid: string;
  url: string;
  /** The configured share (rounded percentage over the sum of rounded percentages). */
  expectedShare: number;
  visitors: number;
  conversions: number;
  revenue: number;
}

/** One arm with its figures and verdict. */
export interface VariantResult extends ArmCounts {
  control: boolean;
  conversionRate: number;
  revenuePerVisitor: number;
  /** Holm-corrected two-sided p against control; null for control or without data. */
  pValue: number | null;
  /** The p-value before the correction. */
  rawPValue: number | null;
  winner: boolean;
}

/** The sample-ratio check. */
export interface SrmResult {
  chiSquare: number | null;
  df: number | null;
  pValue: number | null;
  mismatch: boolean;
}

/** Evaluates a split test whose control is `arms[controlIndex]`. */
export function splitVerdict(
  arms: readonly ArmCounts[],
  controlIndex: number,
): { srm: SrmResult; variants: VariantResult[] } {
  const fit = chiSquareGoodnessOfFit(
    arms.map((a) => a.visitors),
    arms.map((a) => a.expectedShare),
  );
  const srm: SrmResult = fit
    ? { chiSquare: fit.statistic, df: fit.df, pValue: fit.pValue, mismatch: fit.pValue < SRM_ALPHA }
    : { chiSquare: null, df: null, pValue: null, mismatch: false };
  const control = arms[controlIndex];
  const tests = arms.map((a, i) =>
    i === controlIndex || !control
      ? undefined
      : twoProportionZTest(control.conversions, control.visitors, a.conversions, a.visitors),
  );
  const tested = tests.flatMap((t, i) => (t ? [{ i, p: t.pValue }] : []));
  const adjusted = holmAdjust(tested.map((t) => t.p));
  const corrected = new Map(tested.map((t, k) => [t.i, adjusted[k] ?? 1]));
  const controlRate = control ? ratio(control.conversions, control.visitors) : 0;
  const variants = arms.map((a, i): VariantResult => {
    const conversionRate = ratio(a.conversions, a.visitors);
    const pValue = corrected.get(i) ?? null;
    return {
      ...a,
      revenue: cents(a.revenue),
      control: i === controlIndex,
      conversionRate,
      revenuePerVisitor: a.visitors ? cents(a.revenue / a.visitors) : 0,
      pValue,
      rawPValue: tests[i]?.pValue ?? null,
      winner: !srm.mismatch && pValue !== null && pValue < ALPHA && conversionRate > controlRate,
    };
  });
  return { srm, variants };
}
