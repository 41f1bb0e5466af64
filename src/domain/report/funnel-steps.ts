/**
 * Per funnel and step: views, visitors, continued to a later step, drop-off, orders placed on
 * the step, revenue, average order value, revenue per visitor and, for upsell and downsell
 * steps, the take rate (visitors who bought the offer / visitors of the step).
 */
import { isDownsell, isUpsell } from '../funnel/step-kinds.ts';
import type { MainFunnel } from '../funnel/types.ts';
import type { SessionOrder, StepView } from './events.ts';
import { cents, ratio, revenueOf } from './money.ts';

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
}

/** One funnel's steps. */
export interface FunnelReport {
  funnel: string;
  sfid: string;
  visitors: number;
  steps: StepReport[];
}

/** The step figures of one funnel from its views and the paid orders placed on its pages. */
export function funnelReport(
  funnel: MainFunnel,
  views: readonly StepView[],
  orders: readonly SessionOrder[],
): FunnelReport {
  const mine = views.filter((v) => v.funnel === funnel);
  const bySession = new Map<string, StepView[]>();
  for (const v of mine) bySession.set(v.session, [...(bySession.get(v.session) ?? []), v]);
  const steps = funnel.defaultFunnels.map((step): StepReport => {
    const here = mine.filter((v) => v.step === step);
    const firstSeen = new Map<string, number>();
    for (const v of here) if (!firstSeen.has(v.session)) firstSeen.set(v.session, v.at);
    const continued = [...firstSeen].filter(([session, at]) =>
      (bySession.get(session) ?? []).some((v) => v.step !== step && v.at >= at),
    ).length;
    const sfids = new Set(step.variants.map((v) => v.sfid));
    const placed = orders.filter(
      (o) =>
        o.paid &&
        o.order.statsInfo?.funnelSTPId !== undefined &&
        sfids.has(o.order.statsInfo.funnelSTPId) &&
        (o.order.statsInfo.mainFunnelId ?? funnel.sfid) === funnel.sfid,
    );
    const visitors = firstSeen.size;
    const revenue = revenueOf(placed);
    const offerStep = isUpsell(step) || isDownsell(step);
    const buyers = new Set(placed.map((o) => o.session)).size;
    return {
      step: step.step,
      name: step.name,
      type: step.type,
      views: here.filter((v) => v.eventType === PAGE_VIEW).length,
      visitors,
      continued,
      dropOff: visitors - continued,
      dropOffRate: ratio(visitors - continued, visitors),
      orders: placed.length,
      revenue,
      averageOrderValue: placed.length ? cents(revenue / placed.length) : 0,
      revenuePerVisitor: visitors ? cents(revenue / visitors) : 0,
      takeRate: offerStep ? ratio(buyers, visitors) : null,
    };
  });
  return {
    funnel: funnel.uniqueIdentifier,
    sfid: funnel.sfid,
    visitors: new Set(mine.map((v) => v.session)).size,
    steps,
  };
}
