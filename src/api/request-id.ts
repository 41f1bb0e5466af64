/** The per-request unique id (R-API-2), sent as X-Request-Id; the sandbox makes calls idempotent on it. */

/** Header carrying the per-request id. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Header carrying the purchase's key on every call that creates or pays the session's parent order
 * (payments/order-key.ts): the API pays at most one parent order per purchase, whichever way of
 * paying asks first (409 ORDER_ALREADY_PLACED for the others).
 */
export const PURCHASE_ID_HEADER = 'X-Purchase-Id';

/** A new random id; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
