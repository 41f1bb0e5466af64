/**
 * R-PAY-2, R-QP-3: finishing a PayPal full-page return on the order page. `paypal` → execute the
 * payment; `paypalsubscription` → execute the subscription (or cancel it); `paypalnvp` → the
 * express checkout: getexpresscheckoutdetail, doexpresscheckout (with statsInfo) and, for a
 * subscription, createrecurringpayment. Express-checkout errors are the whole error body. The
 * pending order stays in session storage until it is paid, and every pay call carries the parent
 * order's key, so a return whose answer was lost is finished by a reload, as one order.
 */
import type { Order } from '../api/client.ts';
import type { PayPalReturn } from '../domain/wallets/paypal-return.ts';
import { ORDER_INFO_MISSING } from '../domain/messages.ts';
import { browserApiClient as api } from '../api/env.ts';
import { pagePort } from '../state/page-port.ts';
import { afterPaidOrder, outcomeUnknown, payParentOrder, withPurchaseKey } from './order-key.ts';
import { forgetPending, pendingOrder } from './pending.ts';
import { executePayPal } from './paypal-execute.ts';
import { paidEarlier } from './paid-order.ts';

/** How a return ended; `unknown`: no answer came, so the payment may be done and a reload finishes it. */
export type PayPalReturnOutcome =
  | { kind: 'paid'; order: Order }
  | { kind: 'cancelled' }
  | { kind: 'failed'; method: string; error: unknown; unknown: boolean };

/** The error the shopper should read: the API's error text, or the whole body for the express calls. */
const reason = (error: unknown): unknown => (error as { error?: unknown } | null)?.error ?? error;

async function expressCheckout(orderId: string, token: string, PayerID: string, subscription: boolean) {
  let step = 'getExpressCheckoutDetail';
  try {
    // With the purchase's key: once paid, the payer's details are told to this purchase only.
    await api().getExpressCheckoutDetail({ token }, withPurchaseKey());
    step = 'doExpressCheckout';
    const statsInfo = pagePort().statsInfo();
    const order = await payParentOrder(
      (o) => api().doExpressCheckout({ orderId, token, PayerID, statsInfo }, o),
      'doexpresscheckout',
    );
    // An order an earlier try had paid (not this PayPal checkout) gets no PayPal subscription.
    if (!subscription || paidEarlier(order)) return order;
    step = 'createRecurringPayment';
    // The order is paid by now: a refused subscription keeps the order's key (no second order on the next try).
    await afterPaidOrder((o) => api().createRecurringPayment({ orderId, token, PayerID }, o), 'createrecurringpayment');
    return { ...order, subscribed: true };
  } catch (error) {
    throw Object.assign(new Error(step), { step, body: reason(error), unknown: outcomeUnknown(error) });
  }
}

/** R-QP-3: completes (or cancels) the PayPal payment the shopper returned from. */
export async function completePayPalReturn(ret: PayPalReturn): Promise<PayPalReturnOutcome> {
  const pending = pendingOrder('PayPal');
  if (ret.action === 'cancel') {
    forgetPending();
    // A subscription is cancelled only from the tab that started it: a crafted or remembered
    // cancel address must not end someone's billing agreement.
    if (pending && ret.flow === 'subscription')
      await api()
        .cancelPaypalSubscription({ subscriptionId: ret.token }, withPurchaseKey())
        .catch(() => undefined);
    return { kind: 'cancelled' };
  }
  if (!pending) return { kind: 'failed', method: 'PayPal return', error: ORDER_INFO_MISSING, unknown: false };
  const { orderId } = pending;
  try {
    const order =
      ret.flow === 'express'
        ? await expressCheckout(orderId, ret.token, ret.PayerID, pending.subscription)
        : await executePayPal(
            orderId,
            ret.flow === 'payment'
              ? { flow: 'payment', paymentId: ret.paymentId ?? '', PayerID: ret.PayerID }
              : { flow: 'subscription', subscriptionId: ret.token },
          );
    forgetPending();
    return { kind: 'paid', order };
  } catch (error) {
    const step = (error as { step?: string }).step;
    if (step) {
      const { body, unknown } = error as { body: unknown; unknown: boolean };
      return { kind: 'failed', method: step, error: body, unknown };
    }
    const method = `executePaypal${ret.flow === 'payment' ? 'Payment' : 'Subscription'}`;
    return { kind: 'failed', method, error, unknown: outcomeUnknown(error) };
  }
}
