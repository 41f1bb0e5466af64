/** The per-request unique id (R-API-2), sent as X-Request-Id; the sandbox makes calls idempotent on it. */

/** Header carrying the per-request id. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Header carrying the purchase's key on every call that creates or pays the session's parent order
 * (payments/order-key.ts): the API pays at most one parent order per purchase, whichever way of
 * paying asks first (409 ORDER_ALREADY_PLACED for the others).
 */
export const PURCHASE_ID_HEADER = 'X-Purchase-Id';

/**
 * Header carrying the tab's own random id beside the purchase's key, on the calls that create or
 * pay the parent order: the API remembers which tab's call paid, and answers that tab as the payer
 * whatever its later calls name (a wallet whose account names someone else after a lost answer).
 * Kept in the tab's session storage only, so another tab of the device never has it.
 */
export const PURCHASE_TAB_HEADER = 'X-Purchase-Tab';

/**
 * A new random id: 128 random bits as 32 hex digits, with no separator. Not a UUID on purpose: one
 * UUID in 200 has digit groups a card number is written in (`…0730-4980-8507-0…`), so the save
 * path's card redaction (state/redact.ts) would drop it and the purchase's key would not be kept.
 * (getRandomValues also works outside a secure context, where randomUUID does not.)
 */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
