/**
 * The order a provider call pays: it must exist (400) and still be pending (409); an upsell or
 * downsell whose offer another order after the same parent has paid already is refused (409
 * OFFER_ALREADY_ADDED): one offer, one charge.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Order } from '../src/wire/index.ts';
import { OFFER_ALREADY_ADDED } from '../src/domain/messages/upsell.ts';
import { getOrder, paidFollowUp } from './orders-store.ts';
import { badRequest, Problem } from './problems.ts';

/** 409: the offer is bought already after this parent; names the paid order. */
export const offerAlreadyAdded = (paid: Order) =>
  new Problem(409, OFFER_ALREADY_ADDED, { code: 'OFFER_ALREADY_ADDED', orderId: paid.id });

/** Refuses a second paid upsell or downsell of any of `sfids` after `parentId` (all but `exceptId`). */
export function assertOffersOpen(db: DatabaseSync, parentId: string, sfids: readonly string[], exceptId = ''): void {
  for (const sfid of sfids) {
    const paid = paidFollowUp(db, parentId, sfid, exceptId);
    if (paid) throw offerAlreadyAdded(paid);
  }
}

/** The pending order with this id. */
export function pendingOrder(db: DatabaseSync, orderId: string): Order {
  const order = getOrder(db, orderId);
  if (!order) throw badRequest(`orderId: unknown order '${orderId}'`);
  // A paid upsell paid again (a second tab's confirmation of the same one) is its offer bought already.
  if (order.status === 'Paid' && order.parrentUpsellOrderId) throw offerAlreadyAdded(order);
  if (order.status !== 'Pending') throw new Problem(409, `orderId: the order is already ${order.status.toLowerCase()}`);
  if (order.parrentUpsellOrderId)
    assertOffersOpen(
      db,
      order.parrentUpsellOrderId,
      order.orderItems.map((i) => i.productVariantId),
      order.id,
    );
  return order;
}

/** `url` with extra query parameters; works for paths and absolute URLs. */
export function withParams(url: string, params: Record<string, string>): string {
  const absolute = /^https?:\/\//.test(url);
  const u = new URL(url, 'http://sandbox.invalid');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}
