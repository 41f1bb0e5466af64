/**
 * The X-Request-Id of the current checkout attempt, kept in session storage so that a second
 * click, Enter then click, or a reload during submit sends the same id and the commerce API
 * creates one order. Cleared once the order is confirmed or definitely refused.
 */
import { newRequestId } from '../../api/request-id.ts';
import { sessionGet, sessionRemove, sessionSet } from '../../runtime/safe-storage.ts';

const KEY = 'checkoutRequestId';

/** The attempt's id: the one kept from an unfinished attempt, else a new one (kept). */
export function attemptRequestId(): string {
  const kept = sessionGet(KEY);
  if (kept) return kept;
  const id = newRequestId();
  sessionSet(KEY, id);
  return id;
}

/** Forgets the id: the next attempt is a new order. */
export function endAttempt(): void {
  sessionRemove(KEY);
}
