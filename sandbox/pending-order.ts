/** The order a provider call pays: it must exist (400) and still be pending (409). */
import type { DatabaseSync } from 'node:sqlite';
import type { Order } from '../src/wire/index.ts';
import { getOrder } from './orders-store.ts';
import { badRequest, Problem } from './problems.ts';

/** The pending order with this id. */
export function pendingOrder(db: DatabaseSync, orderId: string): Order {
  const order = getOrder(db, orderId);
  if (!order) throw badRequest(`orderId: unknown order '${orderId}'`);
  if (order.status !== 'Pending') throw new Problem(409, `orderId: the order is already ${order.status.toLowerCase()}`);
  return order;
}

/** `url` with extra query parameters; works for paths and absolute URLs. */
export function withParams(url: string, params: Record<string, string>): string {
  const absolute = /^https?:\/\//.test(url);
  const u = new URL(url, 'http://sandbox.invalid');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return absolute ? u.toString() : `${u.pathname}${u.search}${u.hash}`;
}
