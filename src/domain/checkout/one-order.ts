/**
 * One purchase, one order: the rules of the checkout record a funnel session keeps. The record
 * holds the idempotency key (X-Request-Id) of the session's parent order from the first attempt
 * until the shopper has moved on, and the order once paid. While a paid order is recorded for the
 * session, no page of that session places another parent order; the shopper starts a new one on
 * purpose (`startedAfresh`). A record of another session counts as none (R-SES-1: a new session is
 * a new visit).
 *
 * Where the record lives: each tab keeps its own (session storage). The key of an unpaid purchase
 * names and charges nobody, so it is also shared through the device for SHARED_KEY_MINUTES: a tab
 * that opens an order page meanwhile adopts it, and two tabs paying at once pay one order. Once
 * the order is paid the key is a credential (the one-click add-ons need it), so it leaves the
 * device and stays with the tab that paid, with the order: a tab opened later starts clean.
 */

/** The API's answer (409) to a second way of paying a purchase whose parent order is paid already. */
export const ORDER_ALREADY_PLACED = 'This order is paid already';
/** The code of that answer; its body also carries the paid `order`. */
export const ORDER_ALREADY_PLACED_CODE = 'ORDER_ALREADY_PLACED';

/**
 * The API's answer (409) to a purchase key sent with another cart than the one it paid
 * (domain/checkout/purchase-cart.ts): nothing is charged, and its body carries the paid `order`.
 */
export const PURCHASE_CART_CHANGED = 'This purchase was paid for another cart';
/** The code of that answer. */
export const PURCHASE_CART_CHANGED_CODE = 'PURCHASE_CART_CHANGED';

/** What the order pages show of a paid parent order, and where the shopper goes on. */
export interface PlacedOrder {
  orderId: string;
  /** The order number the shopper sees, e.g. 'IKB-000123'. */
  name: string;
  /** The amount charged, in dollars as the API gives it. */
  total: number;
  paymentMethod: string;
  /** The page after the payment: the upsell, else the receipt. */
  onward: string;
  placedAt: string;
  /**
   * The order was paid by an earlier attempt (its answer lost) when the shopper paid another way;
   * the API took nothing for the later one (ORDER_ALREADY_PLACED).
   */
  paidEarlier?: boolean | undefined;
  /**
   * The earlier attempt paid another cart than the one the shopper then asked for
   * (PURCHASE_CART_CHANGED): the earlier order stands, the new cart was not ordered.
   */
  otherCart?: boolean | undefined;
  /** What the order holds, as the shopper reads it ('Ageless Beauty Balm, 3 jars · 90-day supply'). */
  holds?: string | undefined;
}

/** The parts of an order's items the record reads. */
export interface HeldItem {
  productId?: string | undefined;
  productName?: string | undefined;
  productVariantName?: string | undefined;
  quantity?: number | undefined;
  isBumpOffer?: boolean | undefined;
}

/** What an order holds, as the shopper reads it: 'Ageless Beauty Balm (3 jars · 90-day supply), Tea Sampler'. */
export function orderHolds(items: readonly HeldItem[]): string {
  return items
    .map((i) => {
      const variant =
        i.productVariantName && i.productVariantName !== i.productName ? ` (${i.productVariantName})` : '';
      return `${(i.quantity ?? 1) > 1 ? `${i.quantity} × ` : ''}${i.productName ?? ''}${variant}`;
    })
    .join(', ');
}

/** The products an order was placed for (not its bumps). */
export function orderProducts(items: readonly HeldItem[]): string[] {
  return [...new Set(items.flatMap((i) => (i.isBumpOffer || !i.productId ? [] : [i.productId])))];
}

/** The checkout record of one funnel session. */
export interface CheckoutRecord {
  sessionId: string;
  /** X-Request-Id of the parent order: kept across taps, reloads, tabs and unknown outcomes. */
  requestId?: string | undefined;
  placed?: PlacedOrder | undefined;
}

/** The record as it applies to `sessionId`: an empty one when it belongs to another session. */
export function recordFor(record: CheckoutRecord | undefined, sessionId: string): CheckoutRecord {
  return record && record.sessionId === sessionId ? record : { sessionId };
}

/** The paid parent order of the session, if any. */
export function placedIn(record: CheckoutRecord | undefined, sessionId: string): PlacedOrder | undefined {
  return recordFor(record, sessionId).placed;
}

/** The record with the session's idempotency key: the kept one, else `newId()`. */
export function withRequestId(
  record: CheckoutRecord | undefined,
  sessionId: string,
  newId: () => string,
): CheckoutRecord {
  const mine = recordFor(record, sessionId);
  return mine.requestId ? mine : { ...mine, requestId: newId() };
}

/**
 * The record after an attempt that definitely created no order (declined, refused field): the
 * next attempt is a new order with a new key. A paid order keeps its key.
 */
export function withoutAttempt(record: CheckoutRecord | undefined, sessionId: string): CheckoutRecord {
  const mine = recordFor(record, sessionId);
  return mine.placed ? mine : { sessionId };
}

/** The record once the parent order is paid. */
export function withPlaced(record: CheckoutRecord | undefined, sessionId: string, placed: PlacedOrder): CheckoutRecord {
  return { ...recordFor(record, sessionId), placed };
}

/** The record with the page the shopper has reached after paying (an upsell, the receipt) as the way on. */
export function withOnward(record: CheckoutRecord | undefined, sessionId: string, onward: string): CheckoutRecord {
  const mine = recordFor(record, sessionId);
  return mine.placed ? { ...mine, placed: { ...mine.placed, onward } } : mine;
}

/** The record of a shopper who starts a second purchase on purpose: nothing placed, a new key later. */
export function startedAfresh(sessionId: string): CheckoutRecord {
  return { sessionId };
}

/**
 * The key of one provider call that pays the session's parent order (executepaypalpayment,
 * captureamazon …): the parent order's key with the call's name, so each path has a key of its own
 * (a key reused on another path is refused) and the key changes whenever the parent order's does.
 */
export function callRequestId(requestId: string, call: string): string {
  return `${requestId}:${call}`;
}

/** How long an unpaid purchase's key is shared through the device after a tab last used it. */
export const SHARED_KEY_MINUTES = 30;

/** What the device keeps of an unpaid purchase: its key, for a tab opening meanwhile to adopt. */
export interface SharedKey {
  sessionId: string;
  requestId: string;
  /** When a tab last used it (ISO). */
  at: string;
}

/** True while the shared key may be adopted at `now`. */
export function sharedKeyFresh(shared: SharedKey, now: Date): boolean {
  const age = now.getTime() - new Date(shared.at).getTime();
  return age >= 0 && age <= SHARED_KEY_MINUTES * 60_000;
}

/**
 * The record a tab works with: its own once it has a key (paid or not); else the key an unpaid
 * purchase shares through the device, while fresh; else its own (none, or without a key).
 */
export function tabView(
  own: CheckoutRecord | undefined,
  shared: SharedKey | undefined,
  now: Date,
): CheckoutRecord | undefined {
  if (own?.placed || own?.requestId) return own;
  if (shared && sharedKeyFresh(shared, now)) return { sessionId: shared.sessionId, requestId: shared.requestId };
  return own;
}

/**
 * What the device shares after a tab saves `record` (its record was `before`): an unpaid key, with
 * the time; nothing once that key's order is paid or the tab let it go; another tab's key stays.
 * 'keep' leaves the device as it is.
 */
export function sharedAfter(
  record: CheckoutRecord | undefined,
  before: CheckoutRecord | undefined,
  shared: SharedKey | undefined,
  now: Date,
): SharedKey | undefined | 'keep' {
  if (record?.requestId && !record.placed)
    return { sessionId: record.sessionId, requestId: record.requestId, at: now.toISOString() };
  const mine = record?.placed ? record.requestId : before?.requestId;
  return shared && mine && shared.requestId === mine ? undefined : 'keep';
}
