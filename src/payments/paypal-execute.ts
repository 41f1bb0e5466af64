/**
 * R-PAY-2: the calls that pay a PayPal pending order once the shopper approved it, in PayPal's
 * window or by a full-page return. Each carries the parent order's key for that call
 * (order-key.ts), so a retry, a second approval or a reload after a lost answer replays the paid
 * order instead of paying another.
 */
import type { Order } from '../api/client.ts';
import { browserApiClient as api } from '../api/env.ts';
import { pagePort } from '../state/page-port.ts';
import { payParentOrder } from './order-key.ts';

/** What PayPal approved: a one-time payment (paymentId, PayerID) or a subscription. */
export type PayPalApproval =
  { flow: 'payment'; paymentId: string; PayerID: string } | { flow: 'subscription'; subscriptionId: string };

/** POST executepaypalpayment or executepaypalsubscription (with statsInfo) → the paid order. */
export function executePayPal(orderId: string, approval: PayPalApproval): Promise<Order> {
  const statsInfo = pagePort().statsInfo();
  if (approval.flow === 'subscription') {
    const { subscriptionId } = approval;
    return payParentOrder(
      (o) => api().executePaypalSubscription({ orderId, subscriptionId, statsInfo }, o),
      'executepaypalsubscription',
    );
  }
  const { paymentId, PayerID } = approval;
  return payParentOrder(
    (o) => api().executePaypalPayment({ orderId, paymentId, PayerID, statsInfo }, o),
    'executepaypalpayment',
  );
}
