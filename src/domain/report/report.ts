/**
 * The split-test and funnel report from the sums of an aggregation and
 * the funnel configuration with its earlier versions (history.ts).
 */
import type { ReportCounts } from './counts.ts';
import { funnelReport, type FunnelReport } from './funnel-steps.ts';
import { everyFunnel, liveParts, versionsOf, type ReportConfig } from './history.ts';
import type { ReportOrder, StatsRecord } from './records.ts';
import { splitTestPlans } from './split-tests.ts';
import { tallyRecords } from './tally.ts';
import { splitVerdict, type SplitTestReport } from './verdict.ts';

/** What `/__sandbox/api/report` answers and `npm run report -- --json` prints. */
export interface Report {
  sessions: number;
  splitTests: SplitTestReport[];
  funnels: FunnelReport[];
}

/** The report from an aggregation's sums (tally.ts, or the DuckDB query of `npm run report`). */
export function reportFromCounts(config: ReportConfig, counts: ReportCounts): Report {
  const live = liveParts(config);
  return {
    sessions: counts.sessions,
    splitTests: splitTestPlans(config).map((plan, i) =>
      splitVerdict(
        plan,
        counts.splitTests[i] ?? { splitTestingId: plan.splitTestingId, arms: [], firstAt: null, lastAt: null },
      ),
    ),
    funnels: everyFunnel(versionsOf(config)).map((f, i) => funnelReport(f, counts.funnels[i], live)),
  };
}

/** Builds the report from parsed records; records of funnels, variants or destinations no version knows are ignored. */
export function buildReport(
  config: ReportConfig,
  stats: readonly StatsRecord[],
  orders: readonly ReportOrder[],
): Report {
  return reportFromCounts(config, tallyRecords(config, stats, orders));
}
