/**
 * The report's sums from parsed stats records and orders, in TypeScript (the sandbox's report over
 * its SQLite records). src/report/aggregate.sql is the same aggregation for DuckDB; a test feeds
 * one simulated run to both and expects the same numbers.
 *
 * A variant's visitor is a session whose stats show that variant under the test (the earliest
 * view counts should a session show two; at the same millisecond, the arm whose sfid sorts first);
 * a conversion is a paid first order of that session placed at or after that view; revenue is
 * every paid order of the session from then on, upsells and downsells included.
 */
import { toCents } from '../money.ts';
import { emptyArm, type ArmTally, type ReportCounts, type SplitTestTally } from './counts.ts';
import {
  destinationViews,
  paidOrdersBySession,
  sessionOrders,
  stepViews,
  type DestinationView,
  type SessionOrder,
  type StepView,
} from './events.ts';
import { tallyFunnel } from './funnel-steps.ts';
import { everyDestination, everyFunnel, versionsOf, type ReportConfig } from './history.ts';
import type { ReportOrder, StatsRecord } from './records.ts';
import { splitTestPlans, type SplitTestPlan } from './split-tests.ts';

interface Seen {
  session: string;
  at: number;
  arm: string;
}

const earlier = (a: Seen, b: Seen) => a.at < b.at || (a.at === b.at && a.arm < b.arm);

/** Counts a test's visitors (first arm seen wins) and what each paid from that view on. */
export function tallyArms(
  plan: Pick<SplitTestPlan, 'splitTestingId' | 'arms'>,
  seen: readonly Seen[],
  paidBySession: ReadonlyMap<string, SessionOrder[]>,
): SplitTestTally {
  const first = new Map<string, Seen>();
  for (const s of seen) {
    const known = first.get(s.session);
    if (!known || earlier(s, known)) first.set(s.session, s);
  }
  const arms = new Map<string, ArmTally>(plan.arms.map((a) => [a.sfid, emptyArm(a.sfid)]));
  let firstAt: number | null = null;
  let lastAt: number | null = null;
  for (const { session, arm, at } of first.values()) {
    const tally = arms.get(arm);
    if (!tally) continue;
    const after = (paidBySession.get(session) ?? []).filter((o) => o.at >= at);
    const cents = after.reduce((sum, o) => sum + toCents(o.order.total), 0);
    tally.visitors += 1;
    if (after.some((o) => o.parent)) tally.conversions += 1;
    tally.revenueCents += cents;
    tally.revenueSquares += cents * cents;
    tally.lastAt = Math.max(tally.lastAt ?? at, at);
    firstAt = firstAt === null ? at : Math.min(firstAt, at);
    lastAt = lastAt === null ? at : Math.max(lastAt, at);
  }
  return { splitTestingId: plan.splitTestingId, arms: [...arms.values()], firstAt, lastAt };
}

/** Whether an instant falls in a plan's period. */
const inPeriod = (plan: SplitTestPlan, at: number) =>
  (plan.from === null || plan.from === undefined || at >= plan.from) &&
  (plan.to === null || plan.to === undefined || at < plan.to);

/**
 * The views a plan counts, with the arm each shows. A page test's views are its funnel's under its
 * split id (unique in the manifest), not the step number's: a page put before the step moves the
 * same test to the next number, and aggregate.sql matches the same way.
 */
function seenBy(plan: SplitTestPlan, views: readonly StepView[], dviews: readonly DestinationView[]): Seen[] {
  const source = plan.source;
  if ('destinationId' in source)
    return dviews
      .filter((v) => v.destinationId === source.destinationId && inPeriod(plan, v.at))
      .map((v) => ({ session: v.session, at: v.at, arm: v.splitTestingId ?? source.destinationId }));
  return views
    .filter(
      (v) =>
        v.funnel.sfid === source.mainFunnelId && v.splitTestingPageId === plan.splitTestingId && inPeriod(plan, v.at),
    )
    .map((v) => ({ session: v.session, at: v.at, arm: v.variant.sfid }));
}

/**
 * The report's sums over the configuration and its earlier versions (history.ts): funnels and
 * variants no longer configured are counted with what they recorded; records of funnels, variants
 * or destinations no version knows are left out of the tests and funnels, and every session counts.
 */
export function tallyRecords(
  config: ReportConfig,
  stats: readonly StatsRecord[],
  orders: readonly ReportOrder[],
): ReportCounts {
  const versions = versionsOf(config);
  const funnels = everyFunnel(versions);
  const views = stepViews(stats, funnels);
  const dviews = destinationViews(stats, everyDestination(versions));
  const placed = sessionOrders(orders);
  const paid = paidOrdersBySession(placed);
  return {
    sessions: new Set(stats.flatMap((r) => (r.body.sessionId ? [r.body.sessionId] : []))).size,
    splitTests: splitTestPlans(config).map((plan) => tallyArms(plan, seenBy(plan, views, dviews), paid)),
    funnels: funnels.map((f) => tallyFunnel(f, views, placed)),
  };
}
