/**
 * The purchase rules a production API must keep too (docs/contract.md, docs/sandbox.md). Every call
 * that creates or pays a parent order carries the purchase's key in X-Purchase-Id (the storefront
 * keeps it until the shopper starts another purchase on purpose).
 *
 * - One purchase, one paid order: a second way of paying a purchase (PayPal after a card payment
 *   whose answer was lost, a card tap after Amazon Pay) is refused before anything is charged,
 *   with 409 ORDER_ALREADY_PLACED and the order that was paid.
 * - A paid purchase answers its payer only: a call that creates or pays an order under its key,
 *   from another tab than the one that paid (X-Purchase-Tab) and naming neither the paid order's
 *   email nor its name (the next person at a shared browser, whose tab adopted the key after a
 *   lost answer), is refused before anything else, also when it repeats the payment's
 *   X-Request-Id, with 409 PURCHASE_OF_ANOTHER_PAYER naming no order; the storefront then pays it
 *   under a key of its own.
 * - One key, one cart: a call of a purchase whose key paid another cart is refused before anything
 *   is charged, with 409 PURCHASE_CART_CHANGED and the order that was paid, also when it repeats
 *   the first call's X-Request-Id (which would otherwise replay the first answer). Calls of one
 *   key are answered one after another, so the answer names what the key paid.
 * - A pending order belongs to the purchase that created it: a parent order created with a key is
 *   paid, cancelled, started with a provider or read only with that key (else 403
 *   PURCHASE_KEY_REQUIRED, the same answer as for an unknown order), since its id is no secret (a
 *   provider's return address holds it).
 * - A one-click add-on belongs to the shopper who paid: every call of an upsell or downsell
 *   carries the parent purchase's key (else 403 PURCHASE_KEY_REQUIRED), and an add-on is started
 *   within ONE_CLICK_MINUTES of the parent's payment (else 410 OFFER_ENDED), before anything is
 *   charged.
 *
 * Calls without the header (other clients) are bound by none of the first three, and the orders they
 * create by none of the fourth; they cannot add to an order.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { guestOrderBase, type Order } from '../src/wire/index.ts';
import { PURCHASE_ID_HEADER, PURCHASE_TAB_HEADER } from '../src/api/request-id.ts';
import {
  fromPayer,
  type Payer,
  ORDER_ALREADY_PLACED,
  ORDER_ALREADY_PLACED_CODE,
  PURCHASE_CART_CHANGED,
  PURCHASE_CART_CHANGED_CODE,
  PURCHASE_OF_ANOTHER_PAYER,
  PURCHASE_OF_ANOTHER_PAYER_CODE,
} from '../src/domain/checkout/one-order.ts';
import {
  OFFER_ENDED,
  OFFER_ENDED_CODE,
  PURCHASE_KEY_REQUIRED,
  PURCHASE_KEY_REQUIRED_CODE,
} from '../src/domain/upsell/add-on-refusal.ts';
import { oneClickOpen } from '../src/domain/upsell/one-click.ts';
import type { SandboxContext } from './context.ts';
import { draftGuestOrder } from './guest-order.ts';
import { callName, isApiPath } from './middleware/api-path.ts';
import { getOrder, orderFacts } from './orders-store.ts';
import { badRequest, Problem } from './problems.ts';

/** The call's value of `header` (a purchase key or tab id), at most 200 characters; undefined when none. */
function purchaseHeader(c: Context, header: string): string | undefined {
  const value = c.req.header(header)?.trim();
  if (value && value.length > 200) throw badRequest(`${header}: at most 200 characters`);
  return value || undefined;
}

/** The call's purchase key, if it sent one. */
export const purchaseOf = (c: Context): string | undefined => purchaseHeader(c, PURCHASE_ID_HEADER);

/** The call's tab (X-Purchase-Tab), if it sent one. */
export const purchaseTabOf = (c: Context): string | undefined => purchaseHeader(c, PURCHASE_TAB_HEADER);

/** The paid parent order of the purchase, other than `exceptId`, if there is one. */
export function paidForPurchase(db: DatabaseSync, purchaseId: string, exceptId = ''): Order | undefined {
  const row = db
    .prepare(
      "SELECT data FROM orders WHERE purchase_id = ? AND id <> ? AND parent_id IS NULL AND status = 'Paid' ORDER BY seq LIMIT 1",
    )
    .get(purchaseId, exceptId) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Order) : undefined;
}

const alreadyPlaced = (paid: Order) =>
  new Problem(409, ORDER_ALREADY_PLACED, { code: ORDER_ALREADY_PLACED_CODE, order: paid });

/**
 * Refuses to pay a parent order for a purchase that has a paid one already (409, naming it). Run
 * it in the same synchronous stretch as the payment and `notePurchase` (node:sqlite is synchronous),
 * so two ways of paying that arrive together cannot both pass.
 */
export function assertPurchaseOpen(db: DatabaseSync, purchaseId: string | undefined, exceptId = ''): void {
  const paid = purchaseId ? paidForPurchase(db, purchaseId, exceptId) : undefined;
  if (paid) throw alreadyPlaced(paid);
}

/**
 * Records which purchase a parent order was created or paid for, and from which tab (call in the
 * transaction that writes it).
 */
export function notePurchase(
  db: DatabaseSync,
  orderId: string,
  purchaseId: string | undefined,
  tab: string | undefined,
): void {
  if (purchaseId)
    db.prepare('UPDATE orders SET purchase_id = ?, purchase_tab = COALESCE(?, purchase_tab) WHERE id = ?').run(
      purchaseId,
      tab ?? null,
      orderId,
    );
}

/**
 * Before paying the pending order `order`: its purchase (an upsell or downsell has none) must be
 * open; returns what records it, to run in the transaction that pays it.
 */
export function payingPurchase(c: Context, db: DatabaseSync, order: Order): () => void {
  const purchase = order.parrentUpsellOrderId ? undefined : purchaseOf(c);
  assertPurchaseOpen(db, purchase, order.id);
  const tab = purchase ? purchaseTabOf(c) : undefined;
  return () => notePurchase(db, order.id, purchase, tab);
}

const keyRequired = () => new Problem(403, PURCHASE_KEY_REQUIRED, { code: PURCHASE_KEY_REQUIRED_CODE });

/**
 * 403 unless the call carries the key of the purchase that paid order `parentId`; the same answer
 * for an unknown order, so that a caller without the key learns nothing about it.
 */
export function assertBuyer(c: Context, db: DatabaseSync, parentId: string): void {
  const key = purchaseOf(c);
  const paidWith = orderFacts(db, parentId)?.purchaseId;
  if (!key || !paidWith || key !== paidWith) throw keyRequired();
}

/**
 * The buyer rule for a call naming order `orderId`: an upsell or downsell only for its parent's
 * purchase; a parent order created or paid with a key only for that key. An unknown order gets the
 * same 403, so a caller without the key learns nothing; a parent order created without a key
 * (other clients) is bound to none.
 */
export function assertOrderBuyer(c: Context, db: DatabaseSync, orderId: string): void {
  const order = getOrder(db, orderId);
  if (order?.parrentUpsellOrderId) return assertBuyer(c, db, order.parrentUpsellOrderId);
  const boundTo = order && orderFacts(db, orderId)?.purchaseId;
  if (!order || (boundTo && boundTo !== purchaseOf(c))) throw keyRequired();
}

/**
 * 403 unless the call carries the key of the purchase that paid order `orderId` (for an upsell or
 * downsell, its parent's): a provider's completed payment is answered again only to the tab that
 * paid, after a lost answer. Its return address, left in the browser's history, holds the order's
 * id and reference, not the key.
 */
export function assertPaidBy(c: Context, db: DatabaseSync, orderId: string): void {
  assertBuyer(c, db, getOrder(db, orderId)?.parrentUpsellOrderId ?? orderId);
}

/** 410 once the one-click window of the parent order has passed (an order paid before the window was recorded counts as open). */
export function assertOneClickOpen(db: DatabaseSync, parentId: string, now: Date): void {
  const paidAt = orderFacts(db, parentId)?.paidAt;
  if (paidAt && !oneClickOpen(paidAt, now)) throw new Problem(410, OFFER_ENDED, { code: OFFER_ENDED_CODE });
}

/**
 * The calls that create or pay a parent order, and how each names its order: by the body's cart
 * (`pending` for a pending order, paid later), or by `orderId`.
 */
const PURCHASE_CALLS: Readonly<Record<string, 'cart' | 'pending' | 'PayPal' | 'Amazon Pay' | 'body'>> = {
  'orders/setorderguest': 'pending',
  'orders/createorder': 'pending',
  'orders/createguest': 'cart',
  'v2/orders/createTransaction': 'cart',
  'orders/createtransaction': 'body',
  'orders/executepaypalpayment': 'PayPal',
  'orders/executepaypalsubscription': 'PayPal',
  'orders/doexpresscheckout': 'PayPal',
  'orders/payamazonsub': 'Amazon Pay',
  'orders/captureamazon': 'Amazon Pay',
};

/** Who an order names. */
const payerOf = (order: Order): Payer => ({ email: order.customerEmail, name: order.customerName });

/**
 * What a call of a purchase buys and how: its cart's fingerprint (when known), its way of paying
 * (none for a pending order) and who the order it creates or pays names.
 */
interface CallCart {
  cart: string | undefined;
  method: string | undefined;
  payer: Payer;
  tab: string | undefined;
}

/** The cart and way of paying of a call that creates or pays a parent order; undefined for anything else (the route answers it). */
async function callCart(
  ctx: SandboxContext,
  c: Context,
  how: (typeof PURCHASE_CALLS)[string],
): Promise<CallCart | undefined> {
  let body: { orderType?: unknown; orderId?: unknown; paymentMethod?: unknown } | null;
  try {
    body = JSON.parse(await c.req.text()) as typeof body; // the route parses it again with its schema
  } catch {
    return undefined;
  }
  if (how === 'cart' || how === 'pending') {
    if (body?.orderType === 'Upsell' || body?.orderType === 'Downsell') return undefined;
    const parsed = z.safeParse(guestOrderBase, body);
    if (!parsed.success) return undefined;
    const { email, firstName, lastName } = parsed.data.contact;
    const payer = { email, name: `${firstName} ${lastName}` };
    try {
      const cart = draftGuestOrder(ctx, parsed.data).cart;
      return { cart, method: how === 'cart' ? parsed.data.paymentMethod : undefined, payer, tab: purchaseTabOf(c) };
    } catch {
      return undefined; // an unknown product or coupon: the route says which
    }
  }
  const orderId = typeof body?.orderId === 'string' ? body.orderId : '';
  const order = getOrder(ctx.db, orderId);
  if (!order || order.parrentUpsellOrderId) return undefined;
  const method = how === 'body' ? body?.paymentMethod : how;
  return typeof method === 'string'
    ? { cart: orderFacts(ctx.db, orderId)?.cart, method, payer: payerOf(order), tab: purchaseTabOf(c) }
    : undefined;
}

/**
 * A paid purchase answers a call that creates or pays an order under its key only when the call
 * comes from the tab whose call created or paid its order (X-Purchase-Tab), or names its payer
 * (one-order.ts `fromPayer`): anyone else learns nothing of it, not even by repeating the
 * payment's X-Request-Id.
 */
function assertPayer(db: DatabaseSync, call: CallCart, paid: Order): void {
  const fromItsTab = !!call.tab && call.tab === orderFacts(db, paid.id)?.purchaseTab;
  if (!fromItsTab && !fromPayer(payerOf(paid), call.payer))
    throw new Problem(409, PURCHASE_OF_ANOTHER_PAYER, { code: PURCHASE_OF_ANOTHER_PAYER_CODE });
}

/** The purchase's paid order refuses a call paying for another cart, or paying the same one another way. */
function assertSameCart(db: DatabaseSync, call: CallCart, paid: Order): void {
  if (call.method === undefined) return;
  const paidCart = orderFacts(db, paid.id)?.cart;
  if (call.cart && paidCart && call.cart !== paidCart)
    throw new Problem(409, PURCHASE_CART_CHANGED, { code: PURCHASE_CART_CHANGED_CODE, order: paid });
  if (call.method !== paid.paymentMethod) throw alreadyPlaced(paid);
}

/**
 * One payer, one key, one cart, before any other rule of the call: mounted ahead of the faults (a
 * slow API is still processing the call) and of the replay of a repeated X-Request-Id. A call that
 * creates or pays a parent order waits while another call of its purchase is being answered; once
 * the purchase is paid, it is refused if it comes from someone else, pays another cart, or pays
 * another way.
 */
export function purchaseRules(ctx: SandboxContext): MiddlewareHandler {
  const answering = new Map<string, Promise<void>>();
  return async (c, next) => {
    const how = c.req.method === 'POST' && isApiPath(c.req.path) ? PURCHASE_CALLS[callName(c.req.path)] : undefined;
    const purchaseId = how && purchaseOf(c);
    const call = purchaseId && how ? await callCart(ctx, c, how) : undefined;
    if (!purchaseId || !call) return next();
    while (answering.has(purchaseId)) await answering.get(purchaseId);
    let done = () => {};
    answering.set(purchaseId, new Promise<void>((resolve) => (done = resolve)));
    try {
      const paid = paidForPurchase(ctx.db, purchaseId);
      if (paid) {
        assertPayer(ctx.db, call, paid);
        assertSameCart(ctx.db, call, paid);
      }
      await next();
    } finally {
      answering.delete(purchaseId);
      done();
    }
  };
}
