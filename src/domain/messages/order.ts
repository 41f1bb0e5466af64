/**
 * The order's messages of spec §8 (R-ERR-1), worded exactly as there: what the receipt says when
 * it has no order, and the coupon rules (R-ORD-6). Apart from the catalogue (`../messages.ts`,
 * which re-exports them) so the receipt does not carry every message.
 */
/** Shown when the saved order details are missing (e.g. the receipt opened directly). */
export const ORDER_INFO_MISSING = 'Sorry, but the information regarding your order is missing';
/** Coupon rule: the coupon is not valid for the product (R-ORD-6). */
export const COUPON_NOT_FOR_PRODUCT = 'Coupon can not be applied to this product';
/** Coupon rule: the coupon is not valid for a subscription (R-ORD-6). */
export const COUPON_NOT_FOR_SUBSCRIPTION = 'Coupon can not be applied to subscription';
