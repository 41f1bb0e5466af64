/**
 * Order vocabulary and rules (R-ORD-2, R-ORD-3, R-SES-7): sources, types, the payload of an
 * upsell or downsell order linked to its parent, new-or-existing customers.
 */
import { ORDER_SOURCES, type OrderSource, type OrderType } from '../wire/vocabulary.ts';

/** R-ORD-2: the order sources and types are wire words (src/wire/vocabulary.ts). */
export { ORDER_SOURCES, ORDER_TYPES, type OrderSource, type OrderType } from '../wire/vocabulary.ts';

/** R-ORD-2: the source sent when none is given (orders/setorderguest, orders/createorder). */
export const DEFAULT_ORDER_SOURCE: OrderSource = 'Cart';

/** R-ORD-2: the source given, when it is one of the three, else 'Cart'. */
export function orderSourceOrDefault(source: string | null | undefined): OrderSource {
  return ORDER_SOURCES.find((s) => s === source) ?? DEFAULT_ORDER_SOURCE;
}

/** R-ORD-2: the types of an order that follows a Standard order. */
export type FollowUpOrderType = Exclude<OrderType, 'Standard'>;

/** The parts of an already placed order that a follow-up order needs. */
export interface ParentOrder {
  id: string;
  orderType?: OrderType | undefined;
  parrentUpsellOrderId?: string | null | undefined;
  orderSource?: string | undefined;
}

/** The part of an upsell offer (spec §3) that an order needs. */
export interface OfferForOrder {
  sfid: string;
}

/**
 * R-ORD-3: the body of POST orders/createguest for an upsell or downsell (the shape of
 * `upsellOrderRequest` in src/wire/orders.ts). The server stores `parent` as the new order's
 * parrentUpsellOrderId.
 */
export interface UpsellOrderPayload<P extends string = string> {
  orderType: FollowUpOrderType;
  parent: string;
  upsells: string[];
  paymentMethod: P;
  orderSource: OrderSource;
  totalTax: number;
}

/**
 * R-ORD-2: the Standard order a follow-up order hangs from. Every Upsell and Downsell links to the
 * funnel's first (Standard) order, also when bought after another upsell, so the chain is one level
 * deep and the card on file is always the first order's.
 */
export function rootOrderId(order: ParentOrder): string {
  if (order.orderType && order.orderType !== 'Standard' && order.parrentUpsellOrderId) {
    return order.parrentUpsellOrderId;
  }
  return order.id;
}

/** R-ORD-2, R-ORD-3: the payload buying one upsell or downsell offer after `parent`. */
export function upsellOrderPayload<P extends string>(
  parent: ParentOrder,
  offer: OfferForOrder,
  kind: FollowUpOrderType,
  paymentMethod: P,
  totalTax = 0,
): UpsellOrderPayload<P> {
  return {
    orderType: kind,
    parent: rootOrderId(parent),
    upsells: [offer.sfid],
    paymentMethod,
    orderSource: orderSourceOrDefault(parent.orderSource),
    totalTax,
  };
}

/** R-SES-7: whether the buyer had ordered before, as purchase events report it. */
export type NewOrExisting = 'new' | 'existing' | 'unKnown';

/**
 * R-SES-7: from the GET /alternproxy/getOrderCount response (`{ count }`, or the bare count):
 * 'existing' when the count is above 0, 'new' when it is 0, 'unKnown' for anything else
 * (a failure passed as an Error, a missing, negative, fractional or non-numeric count).
 * A numeric string such as '3' counts as numeric.
 */
export function newOrExisting(countResponse: unknown): NewOrExisting {
  const raw =
    typeof countResponse === 'object' && countResponse !== null && 'count' in countResponse
      ? countResponse.count
      : countResponse;
  const count = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(count) || count < 0) return 'unKnown';
  return count > 0 ? 'existing' : 'new';
}
