/**
 * R-SES-7: the purchase events of a receipt: one per order (the first order, then each upsell or
 * downsell), each carrying newOrExisting from the account's order count. A failed count is
 * logged and reported as 'unKnown'; the events are sent anyway.
 */
import { customerKind, purchaseOrder } from '../../domain/upsell/purchase.ts';
import type { ReceiptData } from '../../domain/upsell/receipt.ts';
import type { NewOrExisting } from '../../domain/order.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { emit } from '../../runtime/events.ts';

/** New or existing for the first order of `data`. */
async function newOrExistingOf(data: ReceiptData): Promise<NewOrExisting> {
  const { order } = data;
  if (!order.accountId) return 'unKnown';
  const own = data.upsells.filter((u) => u.parrentUpsellOrderId === order.id).length;
  try {
    return customerKind(await api().getOrderCount(order.accountId, order.id), own);
  } catch (error) {
    await api().logServer('error', 'getOrderCount failed', error);
    return 'unKnown';
  }
}

/** Emits the purchase events; resolves with the newOrExisting they carried. */
export async function sendPurchaseEvents(data: ReceiptData): Promise<NewOrExisting> {
  const kind = await newOrExistingOf(data);
  for (const order of [data.order, ...data.upsells]) {
    emit({ event: 'purchase', newOrExisting: kind, ecommerce: purchaseOrder(order, kind) });
  }
  return kind;
}
