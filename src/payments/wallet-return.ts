/**
 * The order page's handling of a provider's full-page return (R-QP-3, R-QP-4): PayPal's
 * `paypal` / `paypalsubscription` / `paypalnvp` return and Amazon's confirmation result. A paid
 * order goes to the funnel state and the next step; a cancel leaves a message and the shopper on
 * the form; a failure goes to the shared error handler (the whole body for express checkout) and,
 * refused, to the failure page (R-FLOW-4). A
 * pay call whose answer was lost leaves the return's parameters in the address (and the pending
 * order in session storage) and says so: a reload finishes the same order with the same key.
 * Only an answer strips the parameters.
 */
import { readAmazonResult, AMAZON_RESULT_PARAMS } from '../domain/wallets/amazon-return.ts';
import { PAYMENT_UNCONFIRMED } from '../domain/messages/wallet-return.ts';
import { COMPLETING_PAYMENT, PAYPAL_CANCELLED } from '../domain/messages/wallets.ts';
import { PAYPAL_RETURN_PARAMS, readPayPalReturn, withoutParams } from '../domain/wallets/paypal-return.ts';
import { pagePort } from '../state/page-port.ts';
import { AmazonOrderError } from './amazon-order-error.ts';
import { completeAmazonReturn } from './amazon-order.ts';
import { outcomeUnknown } from './order-key.ts';
import { completePayPalReturn } from './paypal-return.ts';
import { finishOrder } from './wallet-order.ts';

const clean = (names: readonly string[]) =>
  window.history.replaceState(window.history.state, '', withoutParams(window.location.href, names));

/** Completes the provider return in this page's address, if there is one; `status` shows progress. */
export async function handleWalletReturn(status: HTMLElement | null): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  const paypal = readPayPalReturn(query);
  if (paypal) {
    say(COMPLETING_PAYMENT);
    const outcome = await completePayPalReturn(paypal);
    if (outcome.kind === 'failed' && outcome.unknown) return say(PAYMENT_UNCONFIRMED);
    clean(PAYPAL_RETURN_PARAMS);
    // An order an earlier attempt paid stays on this page, whose panel says so.
    if (outcome.kind === 'paid') return void (finishOrder(outcome.order) || say(''));
    say(outcome.kind === 'cancelled' ? PAYPAL_CANCELLED : '');
    if (outcome.kind === 'failed') pagePort().paymentFailed(outcome.method, outcome.error);
    return;
  }
  const amazon = readAmazonResult(query);
  if (amazon) {
    say(COMPLETING_PAYMENT);
    try {
      const order = await completeAmazonReturn(amazon);
      clean(AMAZON_RESULT_PARAMS);
      if (!finishOrder(order)) say('');
    } catch (error) {
      const e = error instanceof AmazonOrderError ? error : new AmazonOrderError('captureAmazon', error);
      if (outcomeUnknown(e.reason)) return say(PAYMENT_UNCONFIRMED);
      clean(AMAZON_RESULT_PARAMS);
      say('');
      pagePort().paymentFailed(e.method, e.reason);
    }
  }
}
