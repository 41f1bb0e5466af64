/**
 * R-ORD-3: how the API refuses an add-on that one-click no longer allows (one-click.ts), before
 * anything is charged. Apart from the window's rule, so the offer page's first load carries only
 * that; the charge's code, loaded when the shopper reaches for the offer, reads these.
 */

/** The API's refusal of an add-on whose call does not carry the parent purchase's key (HTTP 403). */
export const PURCHASE_KEY_REQUIRED = 'Only the browser that paid for this order can add to it';
/** The code of that refusal. */
export const PURCHASE_KEY_REQUIRED_CODE = 'PURCHASE_KEY_REQUIRED';

/** The API's refusal of an add-on asked for after the one-click window (HTTP 410). */
export const OFFER_ENDED = 'This offer has ended';
/** The code of that refusal. */
export const OFFER_ENDED_CODE = 'OFFER_ENDED';

/** The API's answer that an add-on cannot be charged here: 'ended' (the window passed, or the key is missing); else null. */
export function addOnRefusal(status: number, code: unknown): 'ended' | null {
  if (status === 410 && code === OFFER_ENDED_CODE) return 'ended';
  if (status === 403 && code === PURCHASE_KEY_REQUIRED_CODE) return 'ended';
  return null;
}
