/**
 * The split tests of a configuration and their counts: page variants of a step (visitors by
 * `splitTestingPageId` and variant) and whole-funnel destinations (visitors by the destination
 * event's `splitTestingId`). A variant's visitor is a session whose stats show that variant (the
 * first one shown, should a session show two); a conversion is a paid first order of that
 * session placed at or after the view; revenue is every paid order of the session from then on.
 */
import { roundedWeight } from '../funnel/weighted.ts';
import { splitTestId } from '../funnel/variant.ts';
import type { Destination, MainFunnel } from '../funnel/types.ts';
import type { DestinationView, SessionOrder, StepView } from './events.ts';
import { revenueOf } from './money.ts';
import { splitVerdict, type ArmCounts, type SrmResult, type VariantResult } from './verdict.ts';

/** One split test's report. */
export interface SplitTestReport {
  kind: 'page' | 'destination';
  /** The main funnel's uniqueIdentifier (page tests) or the destination's sfid. */
  funnel: string;
  /** The step number (page tests); null for a destination. */
  step: number | null;
  /** The step's splitTesting[0].sfid, or the destination's sfid. */
  splitTestingId: string;
  /** Where the test runs: the step's name or the destination's generic URL. */
  label: string;
  srm: SrmResult;
  variants: VariantResult[];
}

/** Shares of the rounded weights (R-VAR-2, §9); all 0 when no weight is positive. */
export function expectedShares(percentages: readonly number[]): number[] {
  const weights = percentages.map(roundedWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total ? w / total : 0));
}

/** Counts each arm's sessions (first arm seen wins) and their conversions after the view. */
function countArms(
  arms: readonly Omit<ArmCounts, 'visitors' | 'conversions' | 'revenue'>[],
  seen: readonly { session: string; at: number; arm: string }[],
  paidBySession: ReadonlyMap<string, SessionOrder[]>,
): ArmCounts[] {
  const firstArm = new Map<string, { arm: string; at: number }>();
  for (const s of seen) if (!firstArm.has(s.session)) firstArm.set(s.session, { arm: s.arm, at: s.at });
  const counts = new Map(arms.map((a) => [a.sfid, { ...a, visitors: 0, conversions: 0, revenue: 0 }]));
  for (const [session, { arm, at }] of firstArm) {
    const c = counts.get(arm);
    if (!c) continue;
    const after = (paidBySession.get(session) ?? []).filter((o) => o.at >= at);
    c.visitors += 1;
    if (after.some((o) => o.parent)) c.conversions += 1;
    c.revenue += revenueOf(after);
  }
  return [...counts.values()];
}

/** R-VAR-2: every step with a split test; control is the step's default variant. */
export function pageSplitTests(
  funnels: readonly MainFunnel[],
  views: readonly StepView[],
  paidBySession: ReadonlyMap<string, SessionOrder[]>,
): SplitTestReport[] {
  return funnels.flatMap((funnel) =>
    funnel.defaultFunnels
      .filter((step) => step.splitTestEnabled && splitTestId(step) !== '')
      .map((step) => {
        const id = splitTestId(step);
        const shares = expectedShares(step.variants.map((v) => v.percentage));
        const arms = step.variants.map((v, i) => ({ sfid: v.sfid, url: v.url, expectedShare: shares[i] ?? 0 }));
        const seen = views
          .filter((v) => v.step === step && v.splitTestingPageId === id)
          .map((v) => ({ session: v.session, at: v.at, arm: v.variant.sfid }));
        const control = Math.max(
          0,
          step.variants.findIndex((v) => v.default),
        );
        return {
          kind: 'page' as const,
          funnel: funnel.uniqueIdentifier,
          step: step.step,
          splitTestingId: id,
          label: step.name,
          ...splitVerdict(countArms(arms, seen, paidBySession), control),
        };
      }),
  );
}

/** R-DST-2: every destination with its split test on; control is the default funnel (arm sfid = the destination's sfid). */
export function destinationSplitTests(
  destinations: readonly Destination[],
  views: readonly DestinationView[],
  paidBySession: ReadonlyMap<string, SessionOrder[]>,
): SplitTestReport[] {
  return destinations
    .filter((d) => d.splitTestEnabled && roundedWeight(d.percentage) < 100)
    .map((d) => {
      const shares = expectedShares([d.percentage, ...d.splitTesting.map((t) => t.percentage)]);
      const arms = [
        { sfid: d.sfid, url: d.defaultFunnel, expectedShare: shares[0] ?? 0 },
        ...d.splitTesting.map((t, i) => ({ sfid: t.sfid, url: t.funnel, expectedShare: shares[i + 1] ?? 0 })),
      ];
      const seen = views
        .filter((v) => v.destinationId === d.sfid)
        .map((v) => ({ session: v.session, at: v.at, arm: v.splitTestingId ?? d.sfid }));
      return {
        kind: 'destination' as const,
        funnel: d.sfid,
        step: null,
        splitTestingId: d.sfid,
        label: `/gu/${d.genericUrl}`,
        ...splitVerdict(countArms(arms, seen, paidBySession), 0),
      };
    });
}
