import { describe, expect, test } from 'vitest';
import { orderFailure } from '../../../../src/domain/checkout/order-failure.ts';
import {
  ADDRESS_INVALID,
  NOT_SHIPPING_TO_COUNTRY,
  PAYMENT_FAILED,
  PAYMENT_SERVICE_UNAVAILABLE,
} from '../../../../src/domain/messages.ts';

describe('R-FLOW-4, §8: a failed order attempt', () => {
  test('R-FLOW-4: a declined card (402) is a payment failure', () => {
    const failure = orderFailure({ status: 402, kind: 'http', error: PAYMENT_FAILED });
    expect(failure).toEqual({ kind: 'declined', message: PAYMENT_FAILED });
  });

  test('§8: a gateway error, a 500 or a time-out: service unavailable (an unknown outcome)', () => {
    for (const call of [
      { status: 502, kind: 'http', error: PAYMENT_SERVICE_UNAVAILABLE },
      { status: 500, kind: 'http', error: PAYMENT_SERVICE_UNAVAILABLE },
      { status: 0, kind: 'timeout', error: PAYMENT_SERVICE_UNAVAILABLE },
      { status: 0, kind: 'network' },
    ]) {
      const failure = orderFailure(call);
      expect(failure).toEqual({ kind: 'unavailable', message: PAYMENT_SERVICE_UNAVAILABLE });
    }
  });

  test('R-VAL-2: an address the API refuses is shown next to its field', () => {
    expect(orderFailure({ status: 400, error: "shippingAddress.State: 'ZZ' is not a state of US" })).toEqual({
      kind: 'field',
      field: 'state',
      message: ADDRESS_INVALID,
    });
    expect(orderFailure({ status: 400, error: NOT_SHIPPING_TO_COUNTRY })).toMatchObject({ field: 'country' });
  });

  test('a card the gateway refuses as invalid or expired is shown next to the card fields', () => {
    expect(orderFailure({ status: 400, error: 'card.number: not a valid card number' })).toMatchObject({
      field: 'number',
    });
    expect(orderFailure({ status: 400, error: 'card.expYear: the card has expired' })).toMatchObject({
      field: 'expMonth',
    });
  });

  test('anything else keeps its words, or the service text when it has none', () => {
    expect(orderFailure({ status: 403, error: 'Invalid or missing XSRF token' })).toEqual({
      kind: 'other',
      message: 'Invalid or missing XSRF token',
    });
    expect(orderFailure({ status: 400 })).toEqual({ kind: 'other', message: PAYMENT_SERVICE_UNAVAILABLE });
  });
});
