/** Split tests as the verdict reads them, for the report's unit tests. */
import { splitVerdict, type ArmTally, type SplitTestPlan } from '../../../../src/domain/report/index.ts';

/** A test of arms named by sfid with equal shares (or `shares`), control first, judged on conversion rate. */
export const plan = (sfids: string[], shares = sfids.map(() => 1 / sfids.length)): SplitTestPlan => ({
  kind: 'page',
  funnel: 'F1',
  step: 1,
  splitTestingId: 'ST-1',
  label: 'step 1',
  source: { mainFunnelId: 'MF-1' },
  arms: sfids.map((sfid, i) => ({ sfid, url: sfid, expectedShare: shares[i] ?? 0 })),
  control: 0,
  primaryMetric: 'conversionRate',
  minimumEffect: 0.1,
});

/** An arm of `visitors` with `conversions` buyers of $40 each. */
export const arm = (sfid: string, visitors: number, conversions: number): ArmTally => ({
  sfid,
  visitors,
  conversions,
  revenueCents: conversions * 4000,
  revenueSquares: conversions * 4000 ** 2,
});

/** The verdict on `arms` after one day of traffic. */
export const verdict = (arms: ArmTally[], p = plan(arms.map((a) => a.sfid))) =>
  splitVerdict(p, { splitTestingId: 'ST-1', arms, firstAt: 0, lastAt: 86_400_000 });
