/**
 * What every payment method does once the parent order is paid: record it for the session (the
 * one-order guard, state/order-record.ts) with the page that comes next, then go there: the
 * funnel's next step past offers of what the order holds, else the order-success page (R-FLOW-1,
 * R-FLOW-5), as the page port says (state/page-port.ts: payments do not import the runtime).
 */
import type { Order } from '../api/client.ts';
import { orderHolds } from '../domain/checkout/one-order.ts';
import { boughtProducts } from '../domain/funnel/held-offers.ts';
import { purchaseKey, recordPlacedOrder } from '../state/order-record.ts';
import { pagePort } from '../state/page-port.ts';
import type { OrderDetails } from '../state/types.ts';

/** Orders the API named as paid by an earlier attempt: true when that attempt paid another cart. */
const earlier = new WeakMap<Order, boolean>();

/**
 * Marks an order the API named as paid by an earlier attempt of the purchase (order-key.ts), for
 * another cart when `otherCart`; returns it.
 */
export function markPaidEarlier(order: Order, otherCart = false): Order {
  earlier.set(order, otherCart);
  return order;
}

/** Whether the order was paid by an earlier attempt, the payment just made not taken. */
export const paidEarlier = (order: Order): boolean => earlier.has(order);

/**
 * §3 orderDetails of the paid order for the pages after it: the order, its way of paying, the
 * first offer, and (ours) the purchase's key its add-ons need and when this tab saw it paid.
 */
export function paidOrderDetails(order: Order): OrderDetails {
  const paidAt = new Date().toISOString();
  return { order, paymentMethod: order.paymentMethod, upsellIndex: 0, purchaseId: purchaseKey(), paidAt };
}

/**
 * Records the paid order and moves on; true when it does. An order an earlier attempt had paid
 * (`paidEarlier`: this payment was not taken) is recorded and not moved past: the order page then
 * says so, with the way on, so the shopper is never left thinking this payment went through.
 */
export function finishPaidOrder(order: Order): boolean {
  const onward = pagePort().afterPaymentHref(boughtProducts([order]));
  const earlierTry = paidEarlier(order);
  recordPlacedOrder({
    orderId: order.id,
    name: order.name,
    total: order.total,
    paymentMethod: order.paymentMethod,
    onward,
    placedAt: new Date().toISOString(),
    holds: orderHolds(order.orderItems),
    ...(earlierTry && { paidEarlier: true }),
    ...(earlier.get(order) && { otherCart: true }),
  });
  if (!earlierTry) window.location.assign(onward);
  return !earlierTry;
}
