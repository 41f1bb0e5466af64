/**
 * R-ORD-6: what the coupon field says when a coupon kept from before (funnel state) is no longer
 * granted for the cart, for example after the shopper went back and chose a subscription. The
 * coupon is never dropped without a word: the API's refusal is told in the shopper's words.
 */
import { COUPON_NOT_FOR_PRODUCT, COUPON_NOT_FOR_SUBSCRIPTION } from '../messages.ts';

/** Why a kept coupon went, as the coupon field says it. */
export function couponDroppedNotice(code: string, refusal: string): string {
  if (refusal === COUPON_NOT_FOR_SUBSCRIPTION)
    return `Your coupon ${code} no longer applies: it can't be used on a subscription, so it was removed.`;
  if (refusal === COUPON_NOT_FOR_PRODUCT)
    return `Your coupon ${code} no longer applies: it can't be used on this product, so it was removed.`;
  return `We couldn't check your coupon ${code} again (${refusal}), so it was removed. You can apply it again.`;
}
