/**
 * R-ORD-3: a one-click offer belongs to the shopper who paid, for a while. An add-on is charged
 * to the parent order's payment only when the call carries the parent purchase's key
 * (X-Purchase-Id, known only to the tab that paid), and only within ONE_CLICK_MINUTES of the
 * parent's payment; after that the offer has ended and nothing is charged. The API enforces both
 * (the sandbox: sandbox/purchase.ts); the offer page reads the same window off its own clock, so a
 * shopper back after it sees that the offer has ended before tapping.
 */

/**
 * How long after the parent order is paid its one-click offers stay open. Shopify's post-purchase
 * offers allow 60 minutes and FunnelKit's 15; 30 covers the offers of a funnel with time to read.
 */
export const ONE_CLICK_MINUTES = 30;

/** The API's refusal of an add-on whose call does not carry the parent purchase's key (HTTP 403). */
export const PURCHASE_KEY_REQUIRED = 'Only the browser that paid for this order can add to it';
/** The code of that refusal. */
export const PURCHASE_KEY_REQUIRED_CODE = 'PURCHASE_KEY_REQUIRED';

/** The API's refusal of an add-on asked for after the one-click window (HTTP 410). */
export const OFFER_ENDED = 'This offer has ended';
/** The code of that refusal. */
export const OFFER_ENDED_CODE = 'OFFER_ENDED';

/** When the one-click offers of a parent order paid at `paidAt` end. */
export function oneClickEnds(paidAt: Date): Date {
  return new Date(paidAt.getTime() + ONE_CLICK_MINUTES * 60_000);
}

/** True while an add-on to an order paid at `paidAt` may still be charged at `now`. */
export function oneClickOpen(paidAt: Date, now: Date): boolean {
  const ends = oneClickEnds(paidAt).getTime();
  return Number.isNaN(ends) || now.getTime() <= ends;
}

/** The API's answer that an add-on cannot be charged here: 'ended' (the window passed, or the key is missing); else null. */
export function addOnRefusal(status: number, code: unknown): 'ended' | null {
  if (status === 410 && code === OFFER_ENDED_CODE) return 'ended';
  if (status === 403 && code === PURCHASE_KEY_REQUIRED_CODE) return 'ended';
  return null;
}
