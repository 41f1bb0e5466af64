/**
 * The verdict of one split test from its arms' sums:
 * - sample-ratio mismatch: chi-square of visitors against the configured shares, flagged below
 *   p = 0.001 ("fix the split");
 * - each variant against control on both metrics: the relative lift with its always-valid
 *   interval (lift.ts, sequential.ts), Bonferroni-adjusted to α/k for k comparisons, and on the
 *   primary metric the always-valid p-value, Holm-corrected over the comparisons;
 * - the decision and its sentence (decision.ts), and while it runs the visitors still needed
 *   (power.ts);
 * - kept as secondary, fixed-horizon columns, valid for one look only: the two-proportion z-test
 *   of conversion (Holm-corrected `pValue`) and Welch's t-test of revenue per visitor.
 */
import { chiSquareGoodnessOfFit } from './chi-square.ts';
import type { ArmTally, SplitTestTally } from './counts.ts';
import { decide, decisionSentence, type Decision } from './decision.ts';
import { holmAdjust } from './holm.ts';
import { reportDay } from './history.ts';
import { liftTest, MIN_VISITORS, type Lift, type LiftTest } from './lift.ts';
import { meanMoments, METRICS, proportionMoments, type Metric, type Moments } from './moments.ts';
import { cents, ratio } from './money.ts';
import { liftUnitVariance, sequentialVisitorsPerArm } from './power.ts';
import type { PlannedArm, SplitTestPlan } from './split-tests.ts';
import { welchTest } from './welch.ts';
import { twoProportionZTest } from './z-test.ts';

/** Significance of a winner. */
export const ALPHA = 0.05;
/** A split whose visitor counts are this unlikely under the configured shares is broken. */
export const SRM_ALPHA = 0.001;
const DAY_MS = 86_400_000;

/** Welch's t-test of revenue per visitor, variant minus control, in dollars (fixed horizon). */
export interface RevenueDifference {
  estimate: number;
  low: number;
  high: number;
  pValue: number;
}

/** One arm with its figures and verdict. */
export interface VariantResult extends PlannedArm {
  visitors: number;
  conversions: number;
  revenue: number;
  control: boolean;
  conversionRate: number;
  revenuePerVisitor: number;
  /** Fixed horizon: Holm-corrected two-sided z-test p of conversion against control; null for control or without data. */
  pValue: number | null;
  /** The z-test p-value before the correction. */
  rawPValue: number | null;
  /** Relative lift over control on each metric, 95 % always-valid intervals (adjusted for k variants); empty for control. */
  lifts: Lift[];
  /** Always-valid p of the primary metric against control, Holm-corrected; null for control or without data. */
  sequentialPValue: number | null;
  /** Fixed horizon: Welch's t-test of revenue per visitor against control; null for control or without data. */
  revenueDifference: RevenueDifference | null;
  winner: boolean;
  /** Its latest first view (ms): for a variant no longer live, since when it took no visitor. */
  lastSeen: number | null;
}

/** The sample-ratio check. */
export interface SrmResult {
  chiSquare: number | null;
  df: number | null;
  pValue: number | null;
  mismatch: boolean;
}

/** One split test's report. */
export interface SplitTestReport extends Omit<SplitTestPlan, 'source' | 'arms' | 'control'> {
  srm: SrmResult;
  variants: VariantResult[];
  decision: Decision;
  /** The decision in one sentence a marketer can act on. */
  sentence: string;
  /** While the test runs: more visitors (all arms) to detect `minimumEffect` with 80 % power; null once decided or unknown. */
  visitorsNeeded: number | null;
  /** Those visitors in days at the test's traffic so far; null when unknown. */
  daysNeeded: number | null;
}

/** The arm's moments on a metric (revenue in dollars). */
export function armMoments(arm: ArmTally, metric: Metric): Moments {
  return metric === 'conversionRate'
    ? proportionMoments(arm.conversions, arm.visitors)
    : meanMoments(arm.revenueCents / 100, arm.revenueSquares / 10_000, arm.visitors);
}

function sampleRatio(arms: readonly ArmTally[], plan: SplitTestPlan): SrmResult {
  const fit = chiSquareGoodnessOfFit(
    arms.map((a) => a.visitors),
    plan.arms.map((a) => a.expectedShare),
  );
  return fit
    ? { chiSquare: fit.statistic, df: fit.df, pValue: fit.pValue, mismatch: fit.pValue < SRM_ALPHA }
    : { chiSquare: null, df: null, pValue: null, mismatch: false };
}

/** Visitors (all arms) still needed to detect `minimumEffect` on `metric`, and in days; null when unknown. */
function stillNeeded(plan: SplitTestPlan, tally: SplitTestTally, comparisons: number) {
  const arms = tally.arms;
  const control = arms[plan.control];
  const pooled = arms.reduce(
    (s, a) => ({
      ...s,
      visitors: s.visitors + a.visitors,
      conversions: s.conversions + a.conversions,
      revenueCents: s.revenueCents + a.revenueCents,
      revenueSquares: s.revenueSquares + a.revenueSquares,
    }),
    { sfid: '', visitors: 0, conversions: 0, revenueCents: 0, revenueSquares: 0 },
  );
  const base = control && control.visitors >= MIN_VISITORS && control.conversions > 0 ? control : pooled;
  const m = armMoments(base, plan.primaryMetric);
  const minShare = Math.min(...plan.arms.map((a) => a.expectedShare).filter((s) => s > 0));
  if (!(m.mean > 0) || !(m.variance > 0) || !(minShare > 0)) return { visitors: null, days: null };
  const unit = liftUnitVariance(m.variance / m.mean ** 2, plan.minimumEffect);
  const perArm = sequentialVisitorsPerArm(plan.minimumEffect, unit, ALPHA / Math.max(1, comparisons));
  if (!Number.isFinite(perArm)) return { visitors: null, days: null };
  const visitors = Math.max(0, Math.ceil(perArm / minShare - pooled.visitors));
  if (tally.firstAt === null || tally.lastAt === null || pooled.visitors === 0) return { visitors, days: null };
  // A test younger than a day has seen one day of traffic so far.
  const elapsedDays = Math.max(tally.lastAt - tally.firstAt, DAY_MS) / DAY_MS;
  return { visitors, days: Math.ceil((visitors / pooled.visitors) * elapsedDays) };
}

/**
 * What the sentence says first about a test's period: why a later period restarted the test
 * ("V-AGE-1B was removed on 27 Nov 2026: this test restarted then. "), or that an earlier period or
 * a test no longer configured is judged as it stood.
 */
export function periodNote(plan: SplitTestPlan, tally: Pick<SplitTestTally, 'lastAt'>): string {
  const restarted = plan.change
    ? `${capitalised(plan.change)}: this test restarted then, and is judged from then on. `
    : '';
  if (plan.live !== false) return restarted;
  const ended =
    plan.to !== null && plan.to !== undefined && plan.period !== plan.periods
      ? `Until ${reportDay(plan.to)}, when it changed`
      : `No longer live${tally.lastAt === null ? '' : ` since ${reportDay(tally.lastAt)}, its last visitor`}`;
  return `${restarted}${ended}; as it stood: `;
}

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** A planned arm's sums, zero when no visitor reached it. */
type ArmSums = SplitTestTally['arms'][number];

/** The tests of each challenger against the control, each family corrected for the several variants. */
function challengerTests(plan: SplitTestPlan, arms: readonly ArmSums[]) {
  const control = arms[plan.control];
  const challengers = arms.flatMap((_, i) => (i === plan.control || !control ? [] : [i]));
  const alpha = ALPHA / Math.max(1, challengers.length);
  const liftsOf = new Map<number, LiftTest[]>(
    challengers.map((i) => [
      i,
      METRICS.flatMap((metric) => {
        const arm = arms[i];
        const test =
          control && arm ? liftTest(metric, armMoments(control, metric), armMoments(arm, metric), alpha) : undefined;
        return test ? [test] : [];
      }),
    ]),
  );
  const primary = (i: number) => liftsOf.get(i)?.find((l) => l.metric === plan.primaryMetric);
  const withPrimary = challengers.filter((i) => primary(i));
  const sequential = new Map(
    withPrimary.map((i, k) => [i, holmAdjust(withPrimary.map((j) => primary(j)?.pValue ?? 1))[k] ?? 1]),
  );
  const zTests = new Map(
    challengers.flatMap((i) => {
      const t =
        control &&
        twoProportionZTest(control.conversions, control.visitors, arms[i]?.conversions ?? 0, arms[i]?.visitors ?? 0);
      return t ? [[i, t.pValue] as const] : [];
    }),
  );
  const zKeys = [...zTests.keys()];
  const zCorrected = new Map(zKeys.map((i, k) => [i, holmAdjust(zKeys.map((j) => zTests.get(j) ?? 1))[k] ?? 1]));
  return { control, challengers, liftsOf, primary, sequential, zTests, zCorrected };
}

/** One arm's line of the report. */
function variantResult(
  planned: SplitTestPlan['arms'][number],
  i: number,
  a: ArmSums,
  plan: SplitTestPlan,
  tests: ReturnType<typeof challengerTests>,
  winnerIndex: number,
): VariantResult {
  const { control, liftsOf, sequential, zTests, zCorrected } = tests;
  const welch =
    i !== plan.control && control
      ? welchTest(armMoments(control, 'revenuePerVisitor'), armMoments(a, 'revenuePerVisitor'))
      : undefined;
  return {
    ...planned,
    visitors: a.visitors,
    conversions: a.conversions,
    revenue: cents(a.revenueCents / 100),
    control: i === plan.control,
    conversionRate: ratio(a.conversions, a.visitors),
    revenuePerVisitor: a.visitors ? cents(a.revenueCents / 100 / a.visitors) : 0,
    pValue: zCorrected.get(i) ?? null,
    rawPValue: zTests.get(i) ?? null,
    lifts: (liftsOf.get(i) ?? []).map(({ metric, estimate, low, high }) => ({ metric, estimate, low, high })),
    sequentialPValue: sequential.get(i) ?? null,
    revenueDifference: welch
      ? { estimate: welch.difference, low: welch.low, high: welch.high, pValue: welch.pValue }
      : null,
    winner: i === winnerIndex,
    lastSeen: a.lastAt ?? null,
  };
}

/** Evaluates a planned split test from its sums. */
export function splitVerdict(plan: SplitTestPlan, tally: SplitTestTally): SplitTestReport {
  const arms = plan.arms.map(
    (a, i) => tally.arms[i] ?? { sfid: a.sfid, visitors: 0, conversions: 0, revenueCents: 0, revenueSquares: 0 },
  );
  const srm = sampleRatio(arms, plan);
  const tests = challengerTests(plan, arms);
  const { challengers, primary, sequential } = tests;
  const { decision, winner } = decide({
    mismatch: srm.mismatch,
    variants: arms.map((a, i) => ({
      sfid: a.sfid,
      control: i === plan.control,
      significant: (sequential.get(i) ?? 1) < ALPHA,
      estimate: primary(i)?.estimate ?? null,
      high: primary(i)?.high ?? null,
    })),
  });
  const needed =
    decision === 'keep-running'
      ? stillNeeded(plan, { ...tally, arms }, challengers.length)
      : { visitors: null, days: null };
  const winnerIndex = arms.findIndex((a) => a.sfid === winner);
  const winnerLift = primary(winnerIndex);
  const variants = plan.arms.map((planned, i) => variantResult(planned, i, arms[i]!, plan, tests, winnerIndex));
  const { source: _source, arms: _arms, control: _control, ...meta } = plan;
  return {
    ...meta,
    srm,
    variants,
    decision,
    sentence: `${periodNote(plan, tally)}${decisionSentence({
      decision,
      metric: plan.primaryMetric,
      winner: winner && winnerLift ? { sfid: winner, ...winnerLift } : null,
      minimumEffect: plan.minimumEffect,
      visitorsNeeded: needed.visitors,
      daysNeeded: needed.days,
    })}`,
    visitorsNeeded: needed.visitors,
    daysNeeded: needed.days,
  };
}
