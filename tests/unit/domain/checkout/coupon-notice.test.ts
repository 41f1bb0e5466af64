import { describe, expect, test } from 'vitest';
import {
  COUPON_CHECK_FAILED,
  couponCheckFailure,
  couponDroppedNotice,
} from '../../../../src/domain/checkout/coupon-notice.ts';
import { ApiError } from '../../../../src/api/errors.ts';
import {
  COUPON_NOT_FOR_PRODUCT,
  COUPON_NOT_FOR_SUBSCRIPTION,
  PAYMENT_SERVICE_UNAVAILABLE,
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

  test('refused for another reason: the API’s words', () => {
    expect(couponDroppedNotice('GLOW10', 'Coupon expired')).toBe(
      'Your coupon GLOW10 no longer applies (Coupon expired), so it was removed.',
    );
  });
});

describe('couponCheckFailure: only the API’s answer refuses a coupon (R-ORD-6)', () => {
  const http = (status: number, error: string) => new ApiError({ kind: 'http', status, error, message: error });

  test('R-ORD-6: a 400 naming the coupon rule is a refusal', () => {
    expect(couponCheckFailure(http(400, COUPON_NOT_FOR_PRODUCT))).toEqual({
      kind: 'refused',
      refusal: COUPON_NOT_FOR_PRODUCT,
    });
    expect(couponCheckFailure(http(422, COUPON_NOT_FOR_SUBSCRIPTION))).toMatchObject({ kind: 'refused' });
  });

  test('R-ORD-6: no answer (network, time-out), a server failure or an unreadable answer is not a refusal', () => {
    const none = (kind: 'network' | 'timeout' | 'invalid-response', status = 0) =>
      new ApiError({ kind, status, error: SOMETHING_WENT_WRONG, message: SOMETHING_WENT_WRONG });
    expect(couponCheckFailure(none('network'))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(none('timeout'))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(none('invalid-response', 200))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(http(500, PAYMENT_SERVICE_UNAVAILABLE))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(http(503, SOMETHING_WENT_WRONG))).toEqual({ kind: 'unanswered' });
  });

  test('R-ORD-6: client errors that are not about the coupon (sign-in, anti-forgery, proxy sign-in, time-out, rate limit) are not a refusal', () => {
    for (const status of [401, 403, 407, 408, 429])
      expect(couponCheckFailure(http(status, 'nope'))).toEqual({ kind: 'unanswered' });
  });

  test("R-ORD-6: a 4xx without the API's words (a proxy's or a firewall's page) is not a refusal", () => {
    for (const status of [400, 404, 405, 413])
      expect(
        couponCheckFailure(new ApiError({ kind: 'http', status, error: 'Something went wrong', message: 'x' })),
      ).toEqual({
        kind: 'unanswered',
      });
  });

  test('R-ORD-6: a refusal needs words: a 4xx whose error is blank or not text is not a refusal', () => {
    expect(couponCheckFailure(http(400, '   '))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(new ApiError({ kind: 'http', status: 400, error: undefined, message: 'x' }))).toEqual({
      kind: 'unanswered',
    });
    expect(couponCheckFailure({ kind: 'http', status: 400, error: { code: 7 } })).toEqual({ kind: 'unanswered' });
  });

  test('R-ORD-6: only a 4xx is a refusal: a 2xx or 3xx with words is not', () => {
    expect(couponCheckFailure(http(200, 'Coupon expired'))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(http(302, 'Found'))).toEqual({ kind: 'unanswered' });
  });

  test('R-ORD-6: a failure that is not an HTTP answer is no refusal, even with a 4xx status and words', () => {
    for (const kind of ['network', 'timeout', 'invalid-response'] as const)
      expect(couponCheckFailure(new ApiError({ kind, status: 400, error: 'Coupon expired', message: 'x' }))).toEqual({
        kind: 'unanswered',
      });
  });

  test('R-ORD-6: an error without a kind is read by its status and words', () => {
    expect(couponCheckFailure({ status: 400, error: 'Coupon expired' })).toEqual({
      kind: 'refused',
      refusal: 'Coupon expired',
    });
    expect(couponCheckFailure({ status: '400', error: 'Coupon expired' })).toEqual({ kind: 'unanswered' });
  });

  test('R-ORD-6: anything that is not an API error is not a refusal; the field then says to try again', () => {
    expect(couponCheckFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unanswered' });
    expect(couponCheckFailure(undefined)).toEqual({ kind: 'unanswered' });
    expect(COUPON_CHECK_FAILED).toBe("We couldn't check your coupon just now. Please try again.");
  });
});
