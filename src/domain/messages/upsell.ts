/**
 * What the upsell page says when the add-on needs the provider's confirmation (R-ORD-3, ours: the
 * spec does not word these), kept in the one catalogue (src/domain/messages/) so tests assert what a shopper reads.
 */
import type { ProviderMethod } from '../wallets/upsell-route.ts';

/** The heading of the explanation: 'Confirm this add-on with PayPal'. */
export const confirmHeading = (method: ProviderMethod): string => `Confirm this add-on with ${method}`;

/** Why the shopper is asked again, and what is charged. */
export function confirmExplanation(method: ProviderMethod, price: string): string {
  const why =
    method === 'PayPal'
      ? 'Your first order was a one-time PayPal payment, so PayPal needs your approval for this add-on.'
      : 'Your first order was a single Amazon Pay order, so Amazon needs your confirmation for this add-on.';
  return `${why} You approve only this add-on (${price}); your first order is not charged again.`;
}

/** The agree button in confirmation mode. */
export const confirmButton = (method: ProviderMethod): string => `Yes, confirm with ${method}`;

/** The shopper cancelled (or did not complete) the provider's confirmation. */
export const confirmCancelled = (method: ProviderMethod): string =>
  `You did not confirm the add-on with ${method}. Nothing was charged; confirm again or choose no thanks.`;

/** Status while the provider's return is being completed. */
export const CONFIRMING_ADD_ON = 'Completing your add-on…';

/** A one-click charge got no answer: the page asks the server again with the same request before saying anything. */
export const CHECKING_ADD_ON = 'Still working: confirming your add-on…';

/** The charge's outcome is still unknown after asking again: tapping yes again finishes it, never charging twice. */
export const ADD_ON_UNCONFIRMED =
  'We could not confirm your add-on yet: the connection dropped. Tap yes again to finish; you will not be charged twice.';

/** A no thanks tapped while the provider's return is being completed: it is carried out right after. */
export const NO_THANKS_WAITING = 'No thanks noted. One moment while we finish with your add-on…';

/** Amazon must know the shopper before its wallet can show (the sign-in of the first order has expired). */
export const AMAZON_SIGN_IN_AGAIN = 'Sign in with Amazon again to confirm this add-on.';

/** An offer already bought after this order (in this tab or another): shown instead of the agree button. */
export const ALREADY_ADDED = 'Already added to your order';

/** The API's refusal of a second upsell order for one offer after one order (HTTP 409). */
export const OFFER_ALREADY_ADDED = 'This offer is already part of your order';

/**
 * The one-click window has passed (domain/upsell/one-click.ts), by this tab's clock or by the
 * API's answer: shown instead of the agree button, with the way to the receipt.
 */
export const OFFER_ENDED_NOTE = 'This offer has ended: nothing was added or charged.';

/** The way on from an ended offer. */
export const SEE_RECEIPT = 'See your receipt';
