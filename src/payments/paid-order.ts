/**
 * What every payment method does once the parent order is paid: record it for the session (the
 * one-order guard, state/order-record.ts) with the page that comes next, then go there: the
 * funnel's next step past offers of what the order holds, else the order-success page (R-FLOW-1,
 * R-FLOW-5), as the page port says (state/page-port.ts: payments do not import the runtime).
 */
import type { Order } from '../api/client.ts';
import { boughtProducts } from '../domain/funnel/held-offers.ts';
import { recordPlacedOrder } from '../state/order-record.ts';
import { pagePort } from '../state/page-port.ts';

/** Records the paid order and moves on; returns where it goes. */
export function finishPaidOrder(order: Order): string {
  const onward = pagePort().afterPaymentHref(boughtProducts([order]));
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
