/**
 * Stats records and orders resolved against the funnel configuration: which funnel, step and
 * variant each page event shows, which destination split each destination event records, and
 * which session each order belongs to (an upsell inherits its parent's session).
 */
import type { Destination, FunnelStep, MainFunnel, Variant } from '../funnel/types.ts';
import type { ReportOrder, StatsRecord } from './records.ts';

/** A page event placed on its step. */
export interface StepView {
  session: string;
  eventType: string;
  at: number;
  funnel: MainFunnel;
  step: FunnelStep;
  variant: Variant;
  splitTestingPageId: string | undefined;
}

/** A destination event (R-SES-4, destination variant). */
export interface DestinationView {
  session: string;
  at: number;
  destinationId: string;
  splitTestingId: string | undefined;
}

/** An order with its session and time. */
export interface SessionOrder {
  order: ReportOrder;
  session: string | undefined;
  at: number;
  paid: boolean;
  /** A first order (not an upsell or downsell). */
  parent: boolean;
}

const isDestinationEvent = (r: StatsRecord) => r.variant === 'destination' || r.body.funnelSTFId !== undefined;

/** Page events whose variant is one of the configured funnels' variants. */
export function stepViews(records: readonly StatsRecord[], funnels: readonly MainFunnel[]): StepView[] {
  const places = new Map<string, { funnel: MainFunnel; step: FunnelStep; variant: Variant }>();
  for (const funnel of funnels)
    for (const step of funnel.defaultFunnels)
      for (const variant of step.variants) places.set(`${funnel.sfid}|${variant.sfid}`, { funnel, step, variant });
  const views: StepView[] = [];
  for (const r of records) {
    const b = r.body;
    if (isDestinationEvent(r) || !b.sessionId || !b.funnelSTPId) continue;
    const place = places.get(`${b.mainFunnelId ?? ''}|${b.funnelSTPId}`);
    if (!place) continue;
    views.push({
      session: b.sessionId,
      eventType: b.eventType,
      at: Date.parse(r.createdAt),
      splitTestingPageId: b.splitTestingPageId,
      ...place,
    });
  }
  return views.sort((a, b) => a.at - b.at);
}

/** Destination events of configured destinations. */
export function destinationViews(
  records: readonly StatsRecord[],
  destinations: readonly Destination[],
): DestinationView[] {
  const known = new Set(destinations.map((d) => d.sfid));
  return records
    .filter((r) => isDestinationEvent(r) && r.body.sessionId && known.has(r.body.destinationId ?? ''))
    .map((r) => ({
      session: r.body.sessionId ?? '',
      at: Date.parse(r.createdAt),
      destinationId: r.body.destinationId ?? '',
      splitTestingId: r.body.splitTestingId || undefined,
    }))
    .sort((a, b) => a.at - b.at);
}

/** Orders with their session: their own statsInfo, else their parent's. */
export function sessionOrders(orders: readonly ReportOrder[]): SessionOrder[] {
  const byId = new Map(orders.map((o) => [o.id, o]));
  const sessionOf = (o: ReportOrder, depth = 0): string | undefined => {
    if (o.statsInfo?.sessionId) return o.statsInfo.sessionId;
    const parent = o.parrentUpsellOrderId ? byId.get(o.parrentUpsellOrderId) : undefined;
    return parent && depth < 5 ? sessionOf(parent, depth + 1) : undefined;
  };
  return orders.map((order) => ({
    order,
    session: sessionOf(order),
    at: Date.parse(order.date),
    paid: order.status === 'Paid',
    parent: !order.parrentUpsellOrderId,
  }));
}

/** Paid orders grouped by session. */
export function paidOrdersBySession(orders: readonly SessionOrder[]): Map<string, SessionOrder[]> {
  const map = new Map<string, SessionOrder[]>();
  for (const o of orders) {
    if (!o.paid || !o.session) continue;
    map.set(o.session, [...(map.get(o.session) ?? []), o]);
  }
  return map;
}
