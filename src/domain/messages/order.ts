/**
 * The order's and the API's messages of spec §8 (R-ERR-1), worded exactly as there: payments,
 * offers, what the receipt says when it has no order, the coupon rules (R-ORD-6) and the generic
 * text. Apart from the catalogue (`../messages.ts`, which re-exports them) so the pages after
 * payment do not carry every message.
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
/** Shown when the saved order details are missing (e.g. the receipt opened directly). */
export const ORDER_INFO_MISSING = 'Sorry, but the information regarding your order is missing';
/** Coupon rule: the coupon is not valid for the product (R-ORD-6). */
export const COUPON_NOT_FOR_PRODUCT = 'Coupon can not be applied to this product';
/** Coupon rule: the coupon is not valid for a subscription (R-ORD-6). */
export const COUPON_NOT_FOR_SUBSCRIPTION = 'Coupon can not be applied to subscription';
