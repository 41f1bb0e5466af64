/**
 * One purchase, one paid order, whatever the way of paying: every call that creates or pays a
 * parent order carries the purchase's key in X-Purchase-Id (the storefront keeps it until the
 * shopper starts another purchase on purpose). A purchase pays one parent order: a second way of
 * paying it (PayPal after a card payment whose answer was lost, a card tap after Amazon Pay) is
 * refused before anything is charged, with 409 ORDER_ALREADY_PLACED and the order that was paid.
 * A production API must keep this rule too (docs/sandbox.md). Calls without the header (upsells,
 * other clients) are not bound by it.
 */
import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Order } from '../src/wire/index.ts';
import { PURCHASE_ID_HEADER } from '../src/api/request-id.ts';
import { ORDER_ALREADY_PLACED, ORDER_ALREADY_PLACED_CODE } from '../src/domain/checkout/one-order.ts';
import { badRequest, Problem } from './problems.ts';

/** The call's purchase key, if it sent one. */
export function purchaseOf(c: Context): string | undefined {
  const id = c.req.header(PURCHASE_ID_HEADER)?.trim();
  if (id && id.length > 200) throw badRequest(`${PURCHASE_ID_HEADER}: at most 200 characters`);
  return id || undefined;
}

/** The paid parent order of the purchase, other than `exceptId`, if there is one. */
export function paidForPurchase(db: DatabaseSync, purchaseId: string, exceptId = ''): Order | undefined {
  const row = db
    .prepare(
      "SELECT data FROM orders WHERE purchase_id = ? AND id <> ? AND parent_id IS NULL AND status = 'Paid' ORDER BY seq LIMIT 1",
    )
    .get(purchaseId, exceptId) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Order) : undefined;
}

/**
 * Refuses to pay a parent order for a purchase that has a paid one already (409, naming it). Run
 * it in the same synchronous stretch as the payment and `notePurchase` (node:sqlite is synchronous),
 * so two ways of paying that arrive together cannot both pass.
 */
export function assertPurchaseOpen(db: DatabaseSync, purchaseId: string | undefined, exceptId = ''): void {
  const paid = purchaseId ? paidForPurchase(db, purchaseId, exceptId) : undefined;
  if (paid) throw new Problem(409, ORDER_ALREADY_PLACED, { code: ORDER_ALREADY_PLACED_CODE, order: paid });
}

/** Records which purchase a parent order was paid for (call in the transaction that pays it). */
export function notePurchase(db: DatabaseSync, orderId: string, purchaseId: string | undefined): void {
  if (purchaseId) db.prepare('UPDATE orders SET purchase_id = ? WHERE id = ?').run(purchaseId, orderId);
}

/**
 * Before paying the pending order `order`: its purchase (an upsell or downsell has none) must be
 * open; returns what records it, to run in the transaction that pays it.
 */
export function payingPurchase(c: Context, db: DatabaseSync, order: Order): () => void {
  const purchase = order.parrentUpsellOrderId ? undefined : purchaseOf(c);
  assertPurchaseOpen(db, purchase, order.id);
  return () => notePurchase(db, order.id, purchase);
}
