/**
 * R-FLOW-4: a refused payment moves the shopper to the step's nextPageFail page, else the funnel's
 * last step (runtime/payment-failure.ts), where an order form starts prefilled from funnel state;
 * this flag, kept in session storage, tells that page why the shopper is there.
 */
import { sessionGet, sessionRemove, sessionSet } from './session-storage.ts';

const KEY = 'paymentRetry';

/** Remembers the message the shopper saw before moving to the failure page. */
export function markPaymentRetry(message: string): void {
  sessionSet(KEY, message);
}

/** The message of a payment that failed on the previous page (read once), or null. */
export function takePaymentRetry(): string | null {
  const message = sessionGet(KEY);
  sessionRemove(KEY);
  return message;
}
