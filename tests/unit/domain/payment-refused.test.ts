/** R-FLOW-4: which failed payments send the shopper to the failure page. */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { paymentRefused } from '../../../src/domain/payment-refused.ts';

const PAYMENT_FAILED = 'Sorry, but your payment failed';

describe('R-FLOW-4: a refused payment', () => {
  test('the payment service declined it: 402, or its §8 text as an API error, an error body or a text', () => {
    expect(paymentRefused(new ApiError({ kind: 'http', status: 402, error: 'Card declined', message: '' }))).toBe(true);
    expect(paymentRefused(new ApiError({ kind: 'http', status: 404, error: PAYMENT_FAILED, message: '' }))).toBe(true);
    expect(paymentRefused({ error: PAYMENT_FAILED, code: 'INVALID_TOKEN' })).toBe(true); // PayPal express body
    expect(paymentRefused(PAYMENT_FAILED)).toBe(true); // Amazon's resultCode=Failure
  });

  test('not a refusal: no answer, a server failure, another refusal of the API, a provider error, nothing', () => {
    expect(paymentRefused(new ApiError({ kind: 'timeout', status: 0, error: undefined, message: 'timed out' }))).toBe(
      false,
    );
    expect(paymentRefused(new ApiError({ kind: 'http', status: 502, error: PAYMENT_FAILED, message: '' }))).toBe(false);
    expect(
      paymentRefused(new ApiError({ kind: 'http', status: 400, error: 'card.number: invalid', message: '' })),
    ).toBe(false);
    expect(paymentRefused(new Error('PayPal window closed'))).toBe(false);
    expect(paymentRefused('Sorry, but the information regarding your order is missing')).toBe(false);
    expect(paymentRefused(undefined)).toBe(false);
    expect(paymentRefused(null)).toBe(false); // a promise may be rejected with null
  });
});
