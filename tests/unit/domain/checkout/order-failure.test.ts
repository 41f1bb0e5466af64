import { describe, expect, test } from 'vitest';
import { CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_PHONE } from '../../../../src/domain/checkout/fields.ts';
import { orderFailure } from '../../../../src/domain/checkout/order-failure.ts';
import {
  ADDRESS_INVALID,
  NOT_SHIPPING_TO_COUNTRY,
  PAYMENT_FAILED,
  PAYMENT_SERVICE_UNAVAILABLE,
} from '../../../../src/domain/messages.ts';
import { INVALID_EMAIL } from '../../../../src/domain/validators.ts';

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
      { status: 200, kind: 'invalid-response' },
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
    expect(orderFailure({ status: 400, error: NOT_SHIPPING_TO_COUNTRY })).toEqual({
      kind: 'field',
      field: 'country',
      message: NOT_SHIPPING_TO_COUNTRY,
    });
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
    expect(orderFailure({ status: 400, error: '   ' })).toEqual({
      kind: 'other',
      message: PAYMENT_SERVICE_UNAVAILABLE,
    });
    expect(orderFailure({ status: 400, error: { code: 'X' } })).toEqual({
      kind: 'other',
      message: PAYMENT_SERVICE_UNAVAILABLE,
    });
  });

  test("R-FLOW-4: a declined payment keeps the gateway's own words when it gives some", () => {
    expect(orderFailure({ status: 402, kind: 'http', error: 'Your card has insufficient funds' })).toEqual({
      kind: 'declined',
      message: 'Your card has insufficient funds',
    });
  });

  // Every path of the order payload the form has a field for, with what the shopper reads next to it.
  const paths = [
    ['shippingAddress.State', 'state', ADDRESS_INVALID],
    ['billingAddress.State', 'state', ADDRESS_INVALID],
    ['shippingAddress.ZipPostal', 'zipPostalCode', ADDRESS_INVALID],
    ['billingAddress.City', 'city', ADDRESS_INVALID],
    ['shippingAddress.Address', 'street', ADDRESS_INVALID],
    ['billingAddress.Apartment', 'apartment', 'Check your apartment, suite, etc.'],
    ['shippingAddress.Country', 'country', NOT_SHIPPING_TO_COUNTRY],
    ['contact.email', 'email', INVALID_EMAIL],
    ['contact.phone', 'phone', INVALID_PHONE],
    ['contact.firstName', 'firstName', 'Check your first name'],
    ['contact.lastName', 'lastName', 'Check your last name'],
    ['card.number', 'number', INVALID_CARD_NUMBER],
    ['card.expMonth', 'expMonth', CARD_EXPIRED],
    ['card.expYear', 'expMonth', CARD_EXPIRED],
    ['card.cvv', 'cvv', 'Check your security code'],
    ['card.nameOnCard', 'nameOnCard', 'Check your name on card'],
  ] as const;

  test.each(paths)('R-VAL-2: a refused %s is shown next to the %s field', (path, field, message) => {
    expect(orderFailure({ status: 400, error: `${path}: not accepted` })).toEqual({ kind: 'field', field, message });
  });

  // A longer path that holds one of the form's (another field of the API's, or one nested deeper)
  // is not that field: the shopper would be told to fix what is right.
  test.each(paths)('R-VAL-2: a path around %s names no field of the form', (path) => {
    expect(orderFailure({ status: 400, error: `${path}Code: not accepted` }).kind).toBe('other');
    expect(orderFailure({ status: 400, error: `upsells.0.${path}: not accepted` }).kind).toBe('other');
  });

  test('R-VAL-2: a field without words of its own says what is missing or too long, in its words', () => {
    expect(orderFailure({ status: 400, error: 'card.cvv: required' })).toMatchObject({
      field: 'cvv',
      message: 'Enter your security code',
    });
    expect(orderFailure({ status: 400, error: 'contact.firstName: at most 100 characters' })).toMatchObject({
      field: 'firstName',
      message: 'Your first name can be at most 100 characters',
    });
    expect(orderFailure({ status: 400, error: 'card.nameOnCard' })).toMatchObject({
      field: 'nameOnCard',
      message: 'Check your name on card',
    });
  });

  // Only the API's wording of the field's own length limit is read as one: a limit on a part of the
  // field is not the field's, and naming it as such would tell the shopper a wrong limit.
  test('R-VAL-2: a reason that limits only part of the field is not read as its length limit', () => {
    for (const reason of ['each word at most 20 characters', 'at most 20 characters per word'])
      expect(orderFailure({ status: 400, error: `card.nameOnCard: ${reason}` }), reason).toMatchObject({
        field: 'nameOnCard',
        message: 'Check your name on card',
      });
  });
});
