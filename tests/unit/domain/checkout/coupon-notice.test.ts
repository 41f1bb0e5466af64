import { describe, expect, test } from 'vitest';
import { couponDroppedNotice } from '../../../../src/domain/checkout/coupon-notice.ts';
import {
  COUPON_NOT_FOR_PRODUCT,
  COUPON_NOT_FOR_SUBSCRIPTION,
  SOMETHING_WENT_WRONG,
} from '../../../../src/domain/messages.ts';

describe('couponDroppedNotice: a kept coupon no longer granted is never dropped without a word (R-ORD-6)', () => {
  test('refused for a subscription: says so in plain words', () => {
    expect(couponDroppedNotice('GLOW10', COUPON_NOT_FOR_SUBSCRIPTION)).toBe(
      "Your coupon GLOW10 no longer applies: it can't be used on a subscription, so it was removed.",
    );
  });

  test('refused for the product', () => {
    expect(couponDroppedNotice('TEA5', COUPON_NOT_FOR_PRODUCT)).toBe(
      "Your coupon TEA5 no longer applies: it can't be used on this product, so it was removed.",
    );
  });

  test('the check failed: the reason, and that it can be applied again', () => {
    expect(couponDroppedNotice('GLOW10', SOMETHING_WENT_WRONG)).toBe(
      "We couldn't check your coupon GLOW10 again (Something went wrong), so it was removed. You can apply it again.",
    );
  });
});
