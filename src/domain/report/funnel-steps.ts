/**
 * Per funnel and step: views, visitors, continued to a later step, drop-off, orders placed on
 * the step, revenue, average order value, revenue per visitor and, for upsell and downsell
 * steps, the take rate (visitors who bought the offer / visitors of the step).
 */
import { toCents } from '../money.ts';
import { isDownsell, isUpsell } from '../funnel/step-kinds.ts';
import type { MainFunnel } from '../funnel/types.ts';
import type { FunnelTally, StepTally } from './counts.ts';
import type { SessionOrder, StepView } from './events.ts';
import type { Live } from './history.ts';
import { cents, ratio } from './money.ts';

/** The event type counted as a view. */
export const PAGE_VIEW = 'Page View';

/** One step's figures. */
export interface StepReport {
  step: number;
  name: string;
  type: string;
  views: number;
  visitors: number;
  continued: number;
  dropOff: number;
  dropOffRate: number;
  orders: number;
  revenue: number;
  averageOrderValue: number;
  revenuePerVisitor: number;
  /** Upsell and downsell steps only: buyers / visitors; null on other steps. */
  takeRate: number | null;
  /** False when the step is no longer in the funnel; its numbers stay. */
  live: boolean;
}

/** One funnel's steps. */
export interface FunnelReport {
  funnel: string;
  sfid: string;
  visitors: number;
  steps: StepReport[];
  /** False when the funnel is no longer in the manifest; its numbers stay. */
  live: boolean;
  /** Its latest view (ms), null without any: since when a funnel no longer live took no visitor. */
  lastAt: number | null;
}

/** The step counts of one funnel from its views and the paid orders placed on its pages. */
export function tallyFunnel(
  funnel: MainFunnel,
  views: readonly StepView[],
  orders: readonly SessionOrder[],
): FunnelTally {
  const mine = views.filter((v) => v.funnel === funnel);
  const bySession = new Map<string, StepView[]>();
  for (const v of mine) bySession.set(v.session, [...(bySession.get(v.session) ?? []), v]);
  const steps = funnel.defaultFunnels.map((step): StepTally => {
    const here = mine.filter((v) => v.step === step);
    const firstSeen = new Map<string, number>();
    for (const v of here) if (!firstSeen.has(v.session)) firstSeen.set(v.session, v.at);
    const continued = [...firstSeen].filter(([session, at]) =>
      (bySession.get(session) ?? []).some((v) => v.step.step !== step.step && v.at >= at),
    ).length;
    const sfids = new Set(step.variants.map((v) => v.sfid));
    const placed = orders.filter(
      (o) =>
        o.paid &&
        o.order.statsInfo?.funnelSTPId !== undefined &&
        sfids.has(o.order.statsInfo.funnelSTPId) &&
        (o.order.statsInfo.mainFunnelId ?? funnel.sfid) === funnel.sfid,
    );
    return {
      step: step.step,
      views: here.filter((v) => v.eventType === PAGE_VIEW).length,
      visitors: firstSeen.size,
      continued,
      orders: placed.length,
      revenueCents: placed.reduce((sum, o) => sum + toCents(o.order.total), 0),
      buyers: new Set(placed.flatMap((o) => (o.session ? [o.session] : []))).size,
    };
  });
  const lastAt = mine.length ? Math.max(...mine.map((v) => v.at)) : null;
  return { sfid: funnel.sfid, visitors: new Set(mine.map((v) => v.session)).size, steps, lastAt };
}

/** The step figures of one funnel from its counts; `live` tells which of it the manifest still has. */
export function funnelReport(
  funnel: MainFunnel,
  tally: FunnelTally | undefined,
  live: Pick<Live, 'funnels' | 'steps'> = { funnels: new Set([funnel.sfid]), steps: new Set() },
): FunnelReport {
  const steps = funnel.defaultFunnels.map((step, i): StepReport => {
    const t = tally?.steps[i];
    const visitors = t?.visitors ?? 0;
    const continued = t?.continued ?? 0;
    const orders = t?.orders ?? 0;
    const revenue = cents((t?.revenueCents ?? 0) / 100);
    return {
      step: step.step,
      name: step.name,
      type: step.type,
      views: t?.views ?? 0,
      visitors,
      continued,
      dropOff: visitors - continued,
      dropOffRate: ratio(visitors - continued, visitors),
      orders,
      revenue,
      averageOrderValue: orders ? cents(revenue / orders) : 0,
      revenuePerVisitor: visitors ? cents(revenue / visitors) : 0,
      takeRate: isUpsell(step) || isDownsell(step) ? ratio(t?.buyers ?? 0, visitors) : null,
      live: live.funnels.has(funnel.sfid) && (live.steps.size === 0 || live.steps.has(`${funnel.sfid}|${step.step}`)),
    };
  });
  return {
    funnel: funnel.uniqueIdentifier,
    sfid: funnel.sfid,
    visitors: tally?.visitors ?? 0,
    steps,
    live: live.funnels.has(funnel.sfid),
    lastAt: tally?.lastAt ?? null,
  };
}
