/**
 * R-FLOW-4: a declined card payment moves the shopper to the step's nextPageFail page, where the
 * form starts prefilled from funnel state; this flag, kept in session storage, tells that page why
 * the shopper is there.
 */
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';

const KEY = 'paymentRetry';

/** Remembers the message the shopper saw before moving to the retry page. */
export function markPaymentRetry(message: string): void {
  sessionSet(KEY, message);
}

/** The message of a payment that failed on the previous page (read once), or null. */
export function takePaymentRetry(): string | null {
  const message = sessionGet(KEY);
  sessionRemove(KEY);
  return message;
}
