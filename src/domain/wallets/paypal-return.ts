/**
 * PayPal flows and the full-page return (R-PAY-2, R-QP-3). A one-time selection pays by PayPal
 * payment, a subscription by PayPal subscription, both approved in PayPal's in-context window;
 * in-app browsers, where that window cannot open, use the classic express checkout with a
 * full-page redirect (plus a recurring profile for a subscription). Every flow may come back by
 * full-page return with `paypal`, `paypalsubscription` or `paypalnvp`, `action`, `token`,
 * `PayerID` and (payments) `paymentId`.
 */

/** The PayPal flows of R-PAY-2. */
export type PayPalFlow = 'payment' | 'subscription' | 'express';

/** R-PAY-2: which flow pays for this selection in this browser. */
export function paypalFlow(options: { subscription: boolean; inAppBrowser: boolean }): PayPalFlow {
  if (options.inAppBrowser) return 'express';
  return options.subscription ? 'subscription' : 'payment';
}

/** R-QP-3: the return flag each flow comes back with. */
export const PAYPAL_RETURN_FLAG: Readonly<Record<PayPalFlow, string>> = {
  payment: 'paypal',
  subscription: 'paypalsubscription',
  express: 'paypalnvp',
};

/** R-QP-3: every PayPal return parameter, removed from the address once handled. */
export const PAYPAL_RETURN_PARAMS = [
  'paypal',
  'paypalsubscription',
  'paypalnvp',
  'action',
  'paymentId',
  'token',
  'PayerID',
];

/** A full-page return from PayPal. */
export type PayPalReturn =
  | { flow: PayPalFlow; action: 'cancel'; token: string }
  | { flow: PayPalFlow; action: 'success'; token: string; PayerID: string; paymentId?: string };

/** R-QP-3: the PayPal return in a query string, or null when there is none (or it is incomplete). */
export function readPayPalReturn(query: URLSearchParams): PayPalReturn | null {
  const flow = (Object.keys(PAYPAL_RETURN_FLAG) as PayPalFlow[]).find(
    (f) => query.get(PAYPAL_RETURN_FLAG[f]) === 'true',
  );
  const token = query.get('token');
  const action = query.get('action');
  if (!flow || !token) return null;
  if (action === 'cancel') return { flow, action, token };
  const PayerID = query.get('PayerID');
  const paymentId = query.get('paymentId');
  if (action !== 'success') return null;
  if (flow === 'payment' && !paymentId) return null;
  if (flow !== 'subscription' && !PayerID) return null;
  return { flow, action, token, PayerID: PayerID ?? '', ...(paymentId && { paymentId }) };
}

/** The address without the given query parameters (for history.replaceState once handled). */
export function withoutParams(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
