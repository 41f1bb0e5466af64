/**
 * R-FLOW-4: after a refused payment, whatever the way of paying, the spec's message first, then the
 * step's nextPageFail, else the funnel's last step (navigation.ts `failPage`), which is told why the
 * shopper comes (state/payment-retry.ts); where that is this page, the shopper stays to try again.
 * Loaded when a payment fails: the card form, the wallet buttons (through the page port), the
 * provider returns and the upsell import it then.
 */
import { PAYMENT_FAILED } from '../domain/messages/order.ts';
import { paymentRefused } from '../domain/payment-refused.ts';
import { markPaymentRetry } from '../state/payment-retry.ts';
import { handleError } from './errors.ts';
import { failPage, go, type NavTarget } from './navigation.ts';

/** How long the message shows before the shopper is taken to the failure page. */
export const FAIL_NOTICE_MS = 2500;

/** After the message has been on screen a moment, on to the failure page, which says why. */
export function leaveForFailPage(target: NavTarget, message: string): void {
  markPaymentRetry(message);
  window.setTimeout(() => go(target), FAIL_NOTICE_MS);
}

/**
 * A failed payment whose message is on screen: when the payment service refused it, on to the
 * failure page (true); a cancel, a lost answer or a provider's own error leaves the shopper here.
 */
export function leaveIfRefused(error: unknown): boolean {
  const target = paymentRefused(error) ? failPage() : null;
  if (target) leaveForFailPage(target, PAYMENT_FAILED);
  return !!target;
}

/** A wallet payment failed: the error handler's server log and message (R-ERR-2), then as leaveIfRefused. */
export function paymentFailed(method: string, error: unknown): void {
  handleError(method, error);
  leaveIfRefused(error);
}
