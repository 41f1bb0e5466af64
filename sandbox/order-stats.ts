/**
 * The statsInfo each order was sent with (session, variant, funnel), kept beside the order so the
 * split-test report can tie an order to the session that saw a variant. The contract Order has no
 * such field; `/__sandbox/api/orders` adds it as `statsInfo` (null when none was sent).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Order, StatsInfo } from '../src/wire/index.ts';

/** Remembers the statsInfo of a new order (call inside the order's transaction). */
export function recordStatsInfo(db: DatabaseSync, orderId: string, statsInfo: StatsInfo | undefined): void {
  if (statsInfo)
    db.prepare('INSERT INTO order_stats (order_id, body) VALUES (?, ?)').run(orderId, JSON.stringify(statsInfo));
}

/** The orders with the statsInfo each was sent with. */
export function withStatsInfo(db: DatabaseSync, orders: Order[]): (Order & { statsInfo: StatsInfo | null })[] {
  const find = db.prepare('SELECT body FROM order_stats WHERE order_id = ?');
  return orders.map((order) => {
    const row = find.get(order.id) as { body: string } | undefined;
    return { ...order, statsInfo: row ? (JSON.parse(row.body) as StatsInfo) : null };
  });
}
