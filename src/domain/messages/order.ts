/**
 * The payment's and the API's messages of spec §8 (R-ERR-1), worded exactly as there: payments,
 * offers and the generic text. Apart from the catalogue (`../messages.ts`, which re-exports them)
 * so the pages after payment do not carry every message; the receipt's and the coupon's are
 * smaller modules still (`receipt.ts`, `coupon.ts`).
 */
/** The generic toast text when an error carries no words of its own (R-ERR-2). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/** Shown when a payment is declined or fails. */
export const PAYMENT_FAILED = 'Sorry, but your payment failed';
/** Shown when a payment provider cannot be reached. */
export const PAYMENT_SERVICE_UNAVAILABLE = 'Sorry, but Payment Service is not available!';
/** Shown when an upsell or downsell offer cannot be loaded. */
export const ONE_TIME_OFFER_NOT_FOUND = "Sorry, but we couldn't find One time Offer information";
/** Shown when an offer cannot be loaded. */
export const OFFER_NOT_FOUND = "Sorry, but we couldn't find Offer information";
// What the receipt says without an order, re-exported here for the upsell that says it too.
export { ORDER_INFO_MISSING } from './receipt.ts';
