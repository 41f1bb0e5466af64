/**
 * The split tests of a configuration, as plans both aggregations (tally.ts over records, the
 * DuckDB query over exports) count against: page variants of a step (R-VAR-2: visitors by
 * `splitTestingPageId` and variant) and whole-funnel destinations (R-DST-2: visitors by the
 * destination event's `splitTestingId`). Control is the step's default variant, or the
 * destination's default funnel.
 */
import { roundedWeight } from '../funnel/weighted.ts';
import { splitTestId } from '../funnel/variant.ts';
import type { Destination, MainFunnel } from '../funnel/types.ts';
import type { Metric } from './moments.ts';

/** The primary metric when a split test names none. */
export const DEFAULT_PRIMARY_METRIC: Metric = 'revenuePerVisitor';
/** The smallest relative lift worth detecting when a split test names none. */
export const DEFAULT_MINIMUM_EFFECT = 0.1;

/** One arm of a planned split test. */
export interface PlannedArm {
  sfid: string;
  url: string;
  /** The configured share (rounded percentage over the sum of rounded percentages). */
  expectedShare: number;
}

/** A split test as configured. */
export interface SplitTestPlan {
  kind: 'page' | 'destination';
  /** The main funnel's uniqueIdentifier (page tests) or the destination's sfid. */
  funnel: string;
  /** The step number (page tests); null for a destination. */
  step: number | null;
  /** The step's splitTesting[0].sfid, or the destination's sfid. */
  splitTestingId: string;
  /** Where the test runs: the step's name or the destination's generic URL. */
  label: string;
  /** Which events count: a page test's main funnel sfid, or the destination's sfid. */
  source: { mainFunnelId: string } | { destinationId: string };
  arms: PlannedArm[];
  /** Index of control in `arms`. */
  control: number;
  primaryMetric: Metric;
  minimumEffect: number;
}

/** Shares of the rounded weights (R-VAR-2, §9); all 0 when no weight is positive. */
export function expectedShares(percentages: readonly number[]): number[] {
  const weights = percentages.map(roundedWeight);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total ? w / total : 0));
}

/** R-VAR-2: every step with a split test; control is the step's default variant. */
function pagePlans(funnels: readonly MainFunnel[]): SplitTestPlan[] {
  return funnels.flatMap((funnel) =>
    funnel.defaultFunnels
      .filter((step) => step.splitTestEnabled && splitTestId(step) !== '')
      .map((step): SplitTestPlan => {
        const shares = expectedShares(step.variants.map((v) => v.percentage));
        const settings = step.splitTesting[0];
        return {
          kind: 'page',
          funnel: funnel.uniqueIdentifier,
          step: step.step,
          splitTestingId: splitTestId(step),
          label: step.name,
          source: { mainFunnelId: funnel.sfid },
          arms: step.variants.map((v, i) => ({ sfid: v.sfid, url: v.url, expectedShare: shares[i] ?? 0 })),
          control: Math.max(
            0,
            step.variants.findIndex((v) => v.default),
          ),
          primaryMetric: settings?.primaryMetric ?? DEFAULT_PRIMARY_METRIC,
          minimumEffect: settings?.minimumEffect ?? DEFAULT_MINIMUM_EFFECT,
        };
      }),
  );
}

/** R-DST-2: every destination with its split test on; control is the default funnel (arm sfid = the destination's sfid). */
function destinationPlans(destinations: readonly Destination[]): SplitTestPlan[] {
  return destinations
    .filter((d) => d.splitTestEnabled && roundedWeight(d.percentage) < 100)
    .map((d): SplitTestPlan => {
      const shares = expectedShares([d.percentage, ...d.splitTesting.map((t) => t.percentage)]);
      return {
        kind: 'destination',
        funnel: d.sfid,
        step: null,
        splitTestingId: d.sfid,
        label: `/gu/${d.genericUrl}`,
        source: { destinationId: d.sfid },
        arms: [
          { sfid: d.sfid, url: d.defaultFunnel, expectedShare: shares[0] ?? 0 },
          ...d.splitTesting.map((t, i) => ({ sfid: t.sfid, url: t.funnel, expectedShare: shares[i + 1] ?? 0 })),
        ],
        control: 0,
        primaryMetric: d.primaryMetric ?? DEFAULT_PRIMARY_METRIC,
        minimumEffect: d.minimumEffect ?? DEFAULT_MINIMUM_EFFECT,
      };
    });
}

/** Every split test of the configuration: page tests in funnel and step order, then destinations. */
export function splitTestPlans(config: {
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
}): SplitTestPlan[] {
  return [...pagePlans(config.funnels), ...destinationPlans(config.destinations)];
}
