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
 * device and stays with the tab that paid, with the order: a tab opened later starts clean, and a
 * tab that still holds a copy of a key the device dropped never shares it again.
 *
 * A key a tab has sent to pay with stays shared (`sent`): when the answer is lost, a second tab of
 * the shopper must pay with it, or the shopper pays twice. The next person at the browser adopts
 * it too: the API answers a paid purchase's payer only (PURCHASE_OF_ANOTHER_PAYER to anyone else,
 * who then pays under a key of their own), and a tab that adopts a sent key never adds to its
 * order: its add-ons get no purchase key (`addOnKey`).
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

/**
 * The API's answer (409) to a call that would create or pay an order under a purchase key whose
 * purchase is paid, from someone who is not its payer (`fromPayer`): nothing is charged and the
 * answer names no order. A key left on a shared device after a lost answer reaches the next
 * person's tab; their own purchase then takes a key of its own (payments/order-key.ts). The words
 * are for the one who sees them: the shopper whose own tab paid, then tried a wallet that names
 * someone else.
 */
export const PURCHASE_OF_ANOTHER_PAYER = 'This purchase was paid on an earlier try: nothing more was charged';
/** The code of that answer. */
export const PURCHASE_OF_ANOTHER_PAYER_CODE = 'PURCHASE_OF_ANOTHER_PAYER';

/** Who a call or an order names: its contact email and full name. */
export interface Payer {
  email: string;
  name: string;
}

/**
 * True when a call naming `caller` comes from `payer`, the one a purchase's paid order names: the
 * same email or the same full name (case and spaces aside). The shopper's own second tab after a
 * lost answer types the same details; a wallet there may hand over another email (Google Pay's
 * account), rarely another name. The next person at the browser brings both of their own.
 */
export function fromPayer(payer: Payer, caller: Payer): boolean {
  const plain = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(payer.email) === plain(caller.email) || plain(payer.name) === plain(caller.name);
}

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
  /**
   * The key was adopted from the device after another tab had sent a payment with it: the order
   * it pays may be someone else's, so its one-click add-ons are refused (`addOnKey`).
   */
  sentElsewhere?: boolean | undefined;
}

/** The record as it applies to `sessionId`: an empty one when it belongs to another session. */
export function recordFor(record: CheckoutRecord | undefined, sessionId: string): CheckoutRecord {
  return record && record.sessionId === sessionId ? record : { sessionId };
}

/**
 * The key the session's add-ons carry (X-Purchase-Id), proof that this tab paid the parent order:
 * none when the tab adopted a key another tab had sent to pay with.
 */
export function addOnKey(record: CheckoutRecord | undefined, sessionId: string): string | undefined {
  const mine = recordFor(record, sessionId);
  return mine.sentElsewhere ? undefined : mine.requestId;
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
 * The key that follows `requestId` once a tab lets it go: `<key>.2`, `<key>.3` … Every tab of the
 * purchase that held the key comes to the same next one, so a tab still holding a key another tab
 * let go, told so by the API's kept answer (a decline replayed), pays the order that tab paid, not
 * a second one. As secret as the key it follows.
 */
export function nextRequestId(requestId: string): string {
  const [first, n] = chainOf(requestId);
  return `${first}.${n + 1}`;
}

/** A key as its purchase's first key and its place after it (1 for the first). */
function chainOf(requestId: string): [string, number] {
  const [, first, n] = /^(.+)\.(\d+)$/.exec(requestId) ?? [];
  return first && n ? [first, Number(n)] : [requestId, 1];
}

/** True when `later` follows `requestId` (nextRequestId, once or more). */
export function followsRequestId(later: string, requestId: string): boolean {
  const [[first, n], [laterFirst, laterN]] = [chainOf(requestId), chainOf(later)];
  return first === laterFirst && laterN > n;
}

/**
 * The record after an attempt that definitely created no order (declined, refused field): the
 * next attempt is a new order, with the key that follows this one (`nextRequestId`). A paid order
 * keeps its key; a key adopted after another tab sent it stays so marked (`addOnKey`).
 */
export function withoutAttempt(record: CheckoutRecord | undefined, sessionId: string): CheckoutRecord {
  const mine = recordFor(record, sessionId);
  if (mine.placed || !mine.requestId) return mine.placed ? mine : { sessionId };
  return { sessionId, requestId: nextRequestId(mine.requestId), ...(mine.sentElsewhere && { sentElsewhere: true }) };
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
  /** A tab has sent a call paying with it: its order may be paid, the answer lost. */
  sent?: boolean | undefined;
}

/** True while the shared key may be adopted at `now`. */
export function sharedKeyFresh(shared: SharedKey, now: Date): boolean {
  const age = now.getTime() - new Date(shared.at).getTime();
  return age >= 0 && age <= SHARED_KEY_MINUTES * 60_000;
}

/**
 * The record a tab works with: its own once it has a key (paid or not), unless the device shares
 * a key that follows it (another tab let this one go: `withoutAttempt`); else the key an unpaid
 * purchase shares through the device, while fresh (marked `sentElsewhere` once sent to pay with,
 * or when the tab's own was); else its own (none, or without a key).
 */
export function tabView(
  own: CheckoutRecord | undefined,
  shared: SharedKey | undefined,
  now: Date,
): CheckoutRecord | undefined {
  const behind =
    own?.requestId && shared?.sessionId === own.sessionId && followsRequestId(shared.requestId, own.requestId);
  if (own?.placed || (own?.requestId && !behind)) return own;
  if (shared && sharedKeyFresh(shared, now))
    return {
      sessionId: shared.sessionId,
      requestId: shared.requestId,
      ...((shared.sent || own?.sentElsewhere) && { sentElsewhere: true }),
    };
  return own;
}

/**
 * What the device shares after a tab saves `record` (its record was `before`): an unpaid key, with
 * the time; nothing once that key's order is paid or the tab let it go; another tab's key stays.
 * 'keep' leaves the device as it is; a key sent to pay with stays marked so. A tab that lets the
 * device's key go shares the one that follows it, for the other tabs to follow. A key this tab
 * held that the device no longer shares stays in the tab, and so does the key that follows it:
 * the device dropped it because a tab paid with it or let it go, and this tab's copy still looks
 * unpaid (a stale second tab, reopened). Shared again, the next person's new tab would adopt a
 * paid purchase, and with it the shopper's order and one-click offers.
 */
export function sharedAfter(
  record: CheckoutRecord | undefined,
  before: CheckoutRecord | undefined,
  shared: SharedKey | undefined,
  now: Date,
): SharedKey | undefined | 'keep' {
  if (record?.requestId && !record.placed) {
    const held = shared?.requestId === record.requestId;
    const was = before?.requestId;
    // The tab's key (this one, or one it let go for this) is no longer the device's: not shared again.
    const dropped =
      was && shared?.requestId !== was && (was === record.requestId || followsRequestId(record.requestId, was));
    if (dropped && !held) return 'keep';
    const sent = held && shared.sent;
    return { sessionId: record.sessionId, requestId: record.requestId, at: now.toISOString(), ...(sent && { sent }) };
  }
  const mine = record?.placed ? record.requestId : before?.requestId;
  return shared && mine && shared.requestId === mine ? undefined : 'keep';
}

/**
 * What the device shares once a tab sends a call that pays the purchase of `requestId`: that key,
 * marked sent, so a tab that adopts it later replays the payment but gets no purchase key for
 * add-ons (`addOnKey`). Another tab's key stays.
 */
export function sharedOnPaying(requestId: string, shared: SharedKey | undefined): SharedKey | 'keep' {
  return shared?.requestId === requestId && !shared.sent ? { ...shared, sent: true } : 'keep';
}
