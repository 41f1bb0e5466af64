/**
 * PayPal (R-PAY-2): the JS SDK loaded with @paypal/paypal-js when its button is about to be seen,
 * and the button's flows. A one-time cart pays by PayPal payment (createpaypalpayment, approved
 * in PayPal's window, executepaypalpayment with statsInfo); a subscription by PayPal subscription
 * (createpaypalsubscription, executepaypalsubscription, cancelpaypalsubscription when the shopper
 * cancels); in-app browsers use the express checkout with a full-page redirect (setexpresscheckout
 * → PayPal → the order page's return, paypal-return.ts). PayPal does not hand back the shopper's
 * details here, so the pending order is made from the form's details (accountDetails).
 */
import { loadScript, type PayPalButtonsComponentOptions, type PayPalNamespace } from '@paypal/paypal-js';
import { PAYPAL_CLIENT_ID } from 'astro:env/client';
import type { Order } from '../api/client.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import type { WalletCustomer } from '../domain/wallets/customer.ts';
import { PAYPAL_RETURN_PARAMS, withoutParams, type PayPalFlow } from '../domain/wallets/paypal-return.ts';
import { browserApiClient as api } from '../api/env.ts';
import { executePayPal } from './paypal-execute.ts';
import { withPurchaseKey } from './order-key.ts';
import { forgetPending, pendingOrder, rememberPending } from './pending.ts';
import { withinProviderWait } from './script.ts';
import { savePendingOrder } from './wallet-order.ts';

/** R-PAY-2: loads the PayPal JS SDK for a flow (subscriptions need vault and intent=subscription), or gives up (§3). */
export async function loadPayPal(flow: PayPalFlow): Promise<PayPalNamespace> {
  const paypal = await withinProviderWait(
    loadScript({
      clientId: PAYPAL_CLIENT_ID,
      currency: 'USD',
      components: 'buttons',
      intent: flow === 'subscription' ? 'subscription' : 'capture',
      vault: flow === 'subscription',
      commit: true,
    }),
    'the PayPal SDK',
  );
  if (!paypal?.Buttons) throw new Error('PayPal is not available');
  return paypal;
}

/** Where PayPal sends the shopper back: this page without an earlier return's parameters. */
export function paypalReturnUrl(): string {
  return new URL(withoutParams(window.location.href, PAYPAL_RETURN_PARAMS), window.location.origin).href;
}

/** What the button asks of the page while it runs. */
export interface PayPalHandlers {
  /** The cart and customer now; null customer when the form's details are missing (the click is refused). */
  current(): { cart: WalletCart; customer: WalletCustomer | null };
  /** The form's details are missing. */
  onMissingDetails(): void;
  /** The shopper paid: the paid order. */
  onPaid(order: Order): void;
  /** The shopper cancelled at PayPal. */
  onCancel(): void;
  /** A call or the SDK failed (the error as the API gives it). */
  onError(method: string, error: unknown): void;
  /** The express checkout is leaving for PayPal's page. */
  onRedirect(): void;
}

/** Creates the pending order and the PayPal payment or subscription (with the purchase's key); returns the token to approve. */
async function startPayment(flow: PayPalFlow, cart: WalletCart, customer: WalletCustomer): Promise<string> {
  const order = await savePendingOrder(cart, customer, 'PayPal');
  const urls = { orderId: order.id, returnUrl: paypalReturnUrl(), cancelUrl: paypalReturnUrl() };
  const base = { method: 'PayPal' as const, orderId: order.id, subscription: cart.subscription, flow };
  if (flow === 'subscription') {
    const created = await api().createPaypalSubscription(urls, withPurchaseKey());
    rememberPending({ ...base, reference: created.subscriptionId });
    return created.subscriptionId;
  }
  if (flow === 'express') {
    const set = await api().setExpressCheckout({ ...urls, recurring: cart.subscription }, withPurchaseKey());
    rememberPending({ ...base, reference: set.token });
    window.location.assign(set.approvalUrl);
    return set.token;
  }
  const created = await api().createPaypalPayment(urls, withPurchaseKey());
  rememberPending({ ...base, reference: created.paymentId });
  return created.token;
}

/** R-PAY-2: the approved in-context payment or subscription, paid (executepaypal… with statsInfo). */
export async function approvePayPal(
  flow: PayPalFlow,
  data: { orderID: string; payerID?: string | null; paymentID?: string | null; subscriptionID?: string | null },
): Promise<Order> {
  const pending = pendingOrder('PayPal');
  if (!pending) throw new Error('no pending PayPal order');
  const order = await executePayPal(
    pending.orderId,
    flow === 'subscription'
      ? { flow, subscriptionId: data.subscriptionID ?? pending.reference ?? data.orderID }
      : { flow: 'payment', paymentId: data.paymentID ?? pending.reference ?? '', PayerID: data.payerID ?? '' },
  );
  forgetPending();
  return order;
}

/** R-PAY-2: the shopper cancelled; a created subscription is cancelled too (cancelpaypalsubscription). */
export async function cancelPayPal(flow: PayPalFlow, subscriptionId?: string): Promise<void> {
  const pending = pendingOrder('PayPal');
  forgetPending();
  const id = pending?.reference ?? subscriptionId;
  if (flow === 'subscription' && id) await api().cancelPaypalSubscription({ subscriptionId: id }, withPurchaseKey());
}

/** R-PAY-2: the options of `paypal.Buttons` for a flow. */
export function paypalButtonOptions(flow: PayPalFlow, h: PayPalHandlers): PayPalButtonsComponentOptions {
  const create = async () => {
    const { cart, customer } = h.current();
    if (!customer) throw new Error('missing details');
    try {
      return await startPayment(flow, cart, customer);
    } catch (error) {
      h.onError(flow === 'subscription' ? 'createPaypalSubscription' : 'createPaypalPayment', error);
      throw error;
    }
  };
  const options: PayPalButtonsComponentOptions = {
    style: { layout: 'horizontal', label: 'paypal', tagline: false, height: 45 },
    onClick: async (_data, actions) => {
      const { cart, customer } = h.current();
      if (!customer) {
        h.onMissingDetails();
        return actions.reject();
      }
      if (flow !== 'express') return actions.resolve();
      // Express checkout leaves the page for PayPal instead of opening its window.
      h.onRedirect();
      try {
        await startPayment('express', cart, customer);
      } catch (error) {
        h.onError('setExpressCheckout', (error as { error?: unknown }).error ?? error);
      }
      return actions.reject();
    },
    onApprove: async (data) => {
      try {
        h.onPaid(await approvePayPal(flow, data));
      } catch (error) {
        h.onError(flow === 'subscription' ? 'executePaypalSubscription' : 'executePaypalPayment', error);
      }
    },
    onCancel: async (data) => {
      h.onCancel();
      await cancelPayPal(flow, typeof data.orderID === 'string' ? data.orderID : undefined).catch((error: unknown) =>
        h.onError('cancelPaypalSubscription', error),
      );
    },
    onError: (error) => h.onError('PayPal', error),
  };
  if (flow === 'subscription') options.createSubscription = create;
  else options.createOrder = create;
  return options;
}
