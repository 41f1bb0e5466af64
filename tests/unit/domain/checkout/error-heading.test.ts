import { describe, expect, test } from 'vitest';
import { errorHeading } from '../../../../src/domain/checkout/error-heading.ts';

describe('errorHeading: the error summary names what is wrong (R-VAL-2, R-VAL-3)', () => {
  test('R-VAL-2: the address or phone wrong: the spec text', () => {
    expect(errorHeading(['phone'])).toBe('Please, enter valid address and phone number!');
    expect(errorHeading(['firstName', 'zipPostalCode'])).toBe('Please, enter valid address and phone number!');
  });

  test('R-VAL-3: only the email wrong: the email, not the address and phone', () => {
    expect(errorHeading(['email'])).toBe('Please check your email address.');
  });

  test('R-VAL-3: only billing fields wrong: the billing address', () => {
    expect(errorHeading(['billingStreet', 'billingCity'])).toBe('Please check your billing address.');
  });

  test('R-VAL-3: card, billing and email together are each named once', () => {
    expect(errorHeading(['cvv', 'billingZipPostalCode', 'email', 'number'])).toBe(
      'Please check your email address, billing address and card details.',
    );
  });

  test('R-VAL-3: two things wrong are joined with "and"', () => {
    expect(errorHeading(['email', 'expYear'])).toBe('Please check your email address and card details.');
  });

  test('R-VAL-3: any one card field wrong names the card details', () => {
    for (const field of ['number', 'nameOnCard', 'expMonth', 'expYear', 'cvv'] as const)
      expect(errorHeading([field])).toBe('Please check your card details.');
  });

  test('R-VAL-2 with others: the spec text, then the others', () => {
    expect(errorHeading(['email', 'street'])).toBe(
      'Please, enter valid address and phone number! Please also check your email address.',
    );
  });

  test('nothing wrong: no heading', () => {
    expect(errorHeading([])).toBe('');
  });
});
