/**
 * R-PAY-2, R-QP-3: finishing a PayPal full-page return on the order page. `paypal` → execute the
 * payment; `paypalsubscription` → execute the subscription (or cancel it); `paypalnvp` → the
 * express checkout: getexpresscheckoutdetail, doexpresscheckout (with statsInfo) and, for a
 * subscription, createrecurringpayment. Express-checkout errors are the whole error body.
 */
import type { Order } from '../api/client.ts';
import type { PayPalReturn } from '../domain/wallets/paypal-return.ts';
import { ORDER_INFO_MISSING } from '../domain/messages.ts';
import { browserApiClient as api } from '../api/env.ts';
import { pagePort } from '../state/page-port.ts';
import { forgetPending, pendingOrder } from './pending.ts';

/** How a return ended. */
export type PayPalReturnOutcome =
  { kind: 'paid'; order: Order } | { kind: 'cancelled' } | { kind: 'failed'; method: string; error: unknown };

/** The error the shopper should read: the API's error text, or the whole body for the express calls. */
const reason = (error: unknown): unknown => (error as { error?: unknown } | null)?.error ?? error;

async function expressCheckout(orderId: string, token: string, PayerID: string, subscription: boolean) {
  let step = 'getExpressCheckoutDetail';
  try {
    await api().getExpressCheckoutDetail({ token });
    step = 'doExpressCheckout';
    const order = await api().doExpressCheckout({ orderId, token, PayerID, statsInfo: pagePort().statsInfo() });
    if (!subscription) return order;
    step = 'createRecurringPayment';
    await api().createRecurringPayment({ orderId, token, PayerID });
    return { ...order, subscribed: true };
  } catch (error) {
    throw Object.assign(new Error(step), { step, body: reason(error) });
  }
}

/** R-QP-3: completes (or cancels) the PayPal payment the shopper returned from. */
export async function completePayPalReturn(ret: PayPalReturn): Promise<PayPalReturnOutcome> {
  const pending = pendingOrder('PayPal');
  if (ret.action === 'cancel') {
    forgetPending();
    if (ret.flow === 'subscription')
      await api()
        .cancelPaypalSubscription({ subscriptionId: ret.token })
        .catch(() => undefined);
    return { kind: 'cancelled' };
  }
  if (!pending) return { kind: 'failed', method: 'PayPal return', error: ORDER_INFO_MISSING };
  const { orderId } = pending;
  try {
    let order: Order;
    if (ret.flow === 'payment')
      order = await api().executePaypalPayment({
        orderId,
        paymentId: ret.paymentId ?? '',
        PayerID: ret.PayerID,
        statsInfo: pagePort().statsInfo(),
      });
    else if (ret.flow === 'subscription')
      order = await api().executePaypalSubscription({
        orderId,
        subscriptionId: ret.token,
        statsInfo: pagePort().statsInfo(),
      });
    else order = await expressCheckout(orderId, ret.token, ret.PayerID, pending.subscription);
    forgetPending();
    return { kind: 'paid', order };
  } catch (error) {
    const step = (error as { step?: string }).step;
    if (step) return { kind: 'failed', method: step, error: (error as { body: unknown }).body };
    return { kind: 'failed', method: `executePaypal${ret.flow === 'payment' ? 'Payment' : 'Subscription'}`, error };
  }
}
