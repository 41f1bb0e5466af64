/** The coupon rules' messages of spec §8 (R-ORD-6), apart so the pages that price an order carry only them. */

/** Coupon rule: the coupon is not valid for the product (R-ORD-6). */
export const COUPON_NOT_FOR_PRODUCT = 'Coupon can not be applied to this product';
/** Coupon rule: the coupon is not valid for a subscription (R-ORD-6). */
export const COUPON_NOT_FOR_SUBSCRIPTION = 'Coupon can not be applied to subscription';
