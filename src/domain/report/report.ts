/** The split-test and funnel report (issue 11, part 3) from stats records, orders and the funnel configuration. */
import type { Destination, MainFunnel } from '../funnel/types.ts';
import { destinationViews, paidOrdersBySession, sessionOrders, stepViews } from './events.ts';
import { funnelReport, type FunnelReport } from './funnel-steps.ts';
import type { ReportOrder, StatsRecord } from './records.ts';
import { destinationSplitTests, pageSplitTests, type SplitTestReport } from './split-tests.ts';

/** What `/__sandbox/api/report` answers and `npm run report -- --json` prints. */
export interface Report {
  sessions: number;
  splitTests: SplitTestReport[];
  funnels: FunnelReport[];
}

/** Builds the report; records of unknown funnels, variants or destinations are ignored. */
export function buildReport(
  config: { funnels: readonly MainFunnel[]; destinations: readonly Destination[] },
  stats: readonly StatsRecord[],
  orders: readonly ReportOrder[],
): Report {
  const views = stepViews(stats, config.funnels);
  const dviews = destinationViews(stats, config.destinations);
  const placed = sessionOrders(orders);
  const paid = paidOrdersBySession(placed);
  return {
    sessions: new Set([...views, ...dviews].map((v) => v.session)).size,
    splitTests: [
      ...pageSplitTests(config.funnels, views, paid),
      ...destinationSplitTests(config.destinations, dviews, paid),
    ],
    funnels: config.funnels.map((f) => funnelReport(f, views, placed)),
  };
}
