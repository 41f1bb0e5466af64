/**
 * What an aggregation hands the statistics: per split-test arm and per funnel step, sums only
 * (visitors, conversions, revenue in cents and its sum of squares), never the visitors one by one.
 * tally.ts computes them from parsed records (the sandbox); src/report/aggregate.sql computes the
 * same from exports with DuckDB (`npm run report`). Money is in whole cents so both sum exactly.
 */

/** One arm's sums. */
export interface ArmTally {
  sfid: string;
  visitors: number;
  /** Visitors with a paid first order at or after their first view of the arm. */
  conversions: number;
  /** Σ over the arm's visitors of what each paid from their first view on, in cents. */
  revenueCents: number;
  /** Σ of the squares of those per-visitor amounts, in cents². */
  revenueSquares: number;
  /** The latest first view of the arm counted (ms): when it last took a new visitor; null or absent without any. */
  lastAt?: number | null | undefined;
}

/** One split test's arms (in plan order) and the first and last view counted (ms), null without any. */
export interface SplitTestTally {
  splitTestingId: string;
  arms: ArmTally[];
  firstAt: number | null;
  lastAt: number | null;
}

/** One funnel step's counts. */
export interface StepTally {
  step: number;
  /** Page View events. */
  views: number;
  visitors: number;
  /** Visitors with a view of another step of the funnel at or after their first view of this one. */
  continued: number;
  /** Paid orders placed on the step's pages, and what they came to in cents. */
  orders: number;
  revenueCents: number;
  /** Sessions with a paid order placed on the step. */
  buyers: number;
}

/** One funnel's counts, steps in configuration order. */
export interface FunnelTally {
  sfid: string;
  visitors: number;
  steps: StepTally[];
  /** Its latest view (ms); null without any. */
  lastAt?: number | null | undefined;
}

/** Everything the report is computed from. */
export interface ReportCounts {
  sessions: number;
  splitTests: SplitTestTally[];
  funnels: FunnelTally[];
}

/** An arm with nothing counted. */
export const emptyArm = (sfid: string): ArmTally => ({
  sfid,
  visitors: 0,
  conversions: 0,
  revenueCents: 0,
  revenueSquares: 0,
  lastAt: null,
});
