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
import { liveParts, reportDay, versionsOf, type ReportConfig } from './history.ts';
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
  /** False when the variant (or funnel) is no longer in the manifest; its numbers stay. */
  live?: boolean | undefined;
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
  /**
   * The period of the test this plan counts: views from `from` (inclusive) to `to` (exclusive),
   * null for open ends. A split test whose shares or variants change under the same id restarts:
   * each period is judged on its own.
   */
  from?: number | null | undefined;
  to?: number | null | undefined;
  /** Its number among the test's periods (1 first), and how many there are. */
  period?: number | undefined;
  periods?: number | undefined;
  /** What started this period, in words ('the shares changed (50 % / 50 % → 80 % / 20 %)'); null for the first. */
  change?: string | null | undefined;
  /** False when the test is no longer in the manifest (its step, funnel or destination removed, or its split turned off). */
  live?: boolean | undefined;
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

const shareText = (p: SplitTestPlan) => p.arms.map((a) => `${Math.round(a.expectedShare * 1000) / 10} %`).join(' / ');

/** Control's sfid: the same variant may stand at another place in the next version's list. */
const controlOf = (p: SplitTestPlan) => p.arms[p.control]?.sfid;

/** What makes two versions of a test the same test: its arms, their shares and control, in any order. */
const signature = (p: SplitTestPlan) =>
  JSON.stringify([
    p.kind,
    [...p.arms].sort((a, b) => (a.sfid < b.sfid ? -1 : 1)).map((a) => [a.sfid, Math.round(a.expectedShare * 1e6)]),
    controlOf(p),
  ]);

/** What changed between two versions of a test, in words. */
export function changeOf(before: SplitTestPlan, after: SplitTestPlan): string {
  const had = new Set(before.arms.map((a) => a.sfid));
  const has = new Set(after.arms.map((a) => a.sfid));
  const added = after.arms.filter((a) => !had.has(a.sfid)).map((a) => a.sfid);
  const removed = before.arms.filter((a) => !has.has(a.sfid)).map((a) => a.sfid);
  const parts = [
    ...(added.length ? [`${added.join(', ')} ${added.length > 1 ? 'were' : 'was'} added`] : []),
    ...(removed.length ? [`${removed.join(', ')} ${removed.length > 1 ? 'were' : 'was'} removed`] : []),
  ];
  if (parts.length === 0 && controlOf(before) !== controlOf(after)) parts.push('control changed');
  if (parts.length === 0) parts.push(`the shares changed (${shareText(before)} → ${shareText(after)})`);
  return parts.join(' and ');
}

/**
 * Every split test of the configuration and its earlier versions, one plan per period: page tests
 * in funnel and step order, then destinations, then tests no longer configured. A period runs as
 * long as consecutive versions give the test the same arms and shares; a change starts the next.
 */
export function splitTestPlans(config: ReportConfig): SplitTestPlan[] {
  const versions = versionsOf(config);
  const live = liveParts(config);
  const periods = new Map<string, SplitTestPlan[]>();
  let previous = new Map<string, SplitTestPlan>();
  for (const v of versions) {
    const now = new Map(
      [...pagePlans(v.funnels), ...destinationPlans(v.destinations)].map((p) => [p.splitTestingId, p] as const),
    );
    for (const [id, plan] of now) {
      const list = periods.get(id) ?? [];
      const before = previous.get(id);
      const last = list.at(-1);
      if (before && last && signature(before) === signature(plan)) {
        last.to = v.to;
        continue;
      }
      const when = v.from === null ? '' : ` on ${reportDay(v.from)}`;
      const change = !before
        ? last
          ? `the test was turned on again${when}`
          : null
        : `${changeOf(before, plan)}${when}`;
      list.push({ ...plan, from: v.from, to: v.to, change });
      periods.set(id, list);
    }
    previous = now;
  }
  const current = new Set(previous.keys());
  const out: SplitTestPlan[] = [];
  for (const [id, list] of periods)
    list.forEach((p, i) => {
      const isLive = current.has(id) && i === list.length - 1;
      out.push({
        ...p,
        period: i + 1,
        periods: list.length,
        live: isLive,
        arms: p.arms.map((a) => ({
          ...a,
          live:
            'mainFunnelId' in p.source
              ? live.variants.has(`${p.source.mainFunnelId}|${a.sfid}`)
              : live.destinations.has(p.source.destinationId),
        })),
      });
    });
  // Live tests first in configuration order, then the ones no longer configured.
  return [...out.filter((p) => current.has(p.splitTestingId)), ...out.filter((p) => !current.has(p.splitTestingId))];
}
