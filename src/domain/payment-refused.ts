/**
 * R-FLOW-4: whether a failed payment was refused by the payment service (declined: HTTP 402, or
 * the §8 text as the error), as opposed to one whose outcome is unknown (no answer, a server
 * failure: it may have gone through), a field the API refused, or a shopper who cancelled. Only a
 * refusal sends the shopper to the failure page.
 */
import { outcomeUnknown, type FailedCall } from './checkout/unknown-outcome.ts';
import { PAYMENT_FAILED } from './messages/order.ts';

/** True for a refusal: the error (an API error, a provider's error body, or a §8 text) says the payment was declined. */
export function paymentRefused(error: unknown): boolean {
  if (typeof error === 'string') return error === PAYMENT_FAILED;
  if (typeof error !== 'object' || error === null || outcomeUnknown(error as FailedCall)) return false;
  const { status, error: text } = error as FailedCall;
  return status === 402 || text === PAYMENT_FAILED;
}
