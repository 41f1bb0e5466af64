/**
 * What every payment method does once the parent order is paid: record it for the session (the
 * one-order guard, state/checkout.ts) with the page that comes next, then go there: the funnel's
 * next step, else the order-success page (R-FLOW-1, R-FLOW-5).
 */
import type { Order } from '../api/client.ts';
import { afterPaymentHref } from '../runtime/navigation.ts';
import { recordPlacedOrder } from '../state/checkout.ts';

/** Records the paid order and moves on; returns where it goes. */
export function finishPaidOrder(order: Order): string {
  const onward = afterPaymentHref();
  recordPlacedOrder({
    orderId: order.id,
    name: order.name,
    total: order.total,
    paymentMethod: order.paymentMethod,
    onward,
    placedAt: new Date().toISOString(),
  });
  window.location.assign(onward);
  return onward;
}
