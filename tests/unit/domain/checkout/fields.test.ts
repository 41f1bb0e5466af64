import { describe, expect, test } from 'vitest';
import {
  addressErrors,
  CARD_EXPIRED,
  cardErrors,
  contactErrors,
  INVALID_CARD_NUMBER,
  INVALID_PHONE,
  isClean,
} from '../../../../src/domain/checkout/fields.ts';
import { NOT_SHIPPING_TO_COUNTRY } from '../../../../src/domain/messages.ts';
import { INVALID_EMAIL } from '../../../../src/domain/validators.ts';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Main St',
  apartment: '',
  city: 'Springfield',
  state: 'IL',
  zipPostalCode: '62701',
  country: 'US',
};
const card = { number: '4111 1111 1111 1111', nameOnCard: 'Ada Lovelace', expMonth: '12', expYear: '2030', cvv: '123' };
const now = new Date(2026, 5, 15);

describe('R-VAL-3, R-VAL-1: contact', () => {
  test('R-VAL-3: required and email pattern', () => {
    expect(contactErrors({ email: '', phone: '' })).toEqual({
      email: 'Enter your email address',
      phone: 'Enter your phone number',
    });
    expect(contactErrors({ email: 'ada@', phone: '555' })).toEqual({ email: INVALID_EMAIL, phone: INVALID_PHONE });
  });

  test('R-VAL-1: a phone of too few digits is told the rule', () => {
    expect(contactErrors({ email: 'ada@example.com', phone: '555 0102' }).phone).toBe(
      'Enter a phone number of 10 to 15 digits, like (555) 010-2030',
    );
  });

  test('R-VAL-1: a phone typed with punctuation is fine once cleaned', () => {
    expect(isClean(contactErrors({ email: 'ada@example.com', phone: '+1 (555) 010-2030' }))).toBe(true);
  });
});

describe('R-VAL-3, R-ORD-10: address', () => {
  test('a complete US address passes', () => {
    expect(addressErrors(address)).toEqual({});
  });

  test('R-VAL-3: every required field says what to enter', () => {
    const errors = addressErrors({ ...address, firstName: ' ', street: '', city: '', state: '', zipPostalCode: '' });
    expect(errors).toEqual({
      firstName: 'Enter your first name',
      street: 'Enter your street address',
      city: 'Enter your city',
      state: 'Select your state',
      zipPostalCode: 'Enter your ZIP code',
    });
    expect(addressErrors({ ...address, lastName: '' })).toEqual({ lastName: 'Enter your last name' });
  });

  test('R-VAL-3: the ZIP and postal code patterns follow the country', () => {
    expect(addressErrors({ ...address, zipPostalCode: '1234' }).zipPostalCode).toMatch(/ZIP/);
    expect(addressErrors({ ...address, country: 'CA', state: 'ON', zipPostalCode: 'K1A 0B1' })).toEqual({});
    expect(addressErrors({ ...address, country: 'CA', state: 'IL', zipPostalCode: 'K1A 0B1' }).state).toMatch(
      /province/,
    );
  });

  test("R-ORD-10: a country outside the list gets 'we don't ship to Your country'", () => {
    expect(addressErrors({ ...address, country: 'GB', state: '', zipPostalCode: 'SW1A 1AA' })).toEqual({
      country: NOT_SHIPPING_TO_COUNTRY,
    });
  });
});

describe('R-PAY-1, R-VAL-4: card', () => {
  test('the sandbox test cards pass', () => {
    for (const number of ['4111 1111 1111 1111', '4000 0000 0000 0002', '4000000000000119'])
      expect(cardErrors({ ...card, number }, now)).toEqual({});
  });

  test('Luhn, expiry and security code are checked', () => {
    expect(cardErrors({ ...card, number: '4111 1111 1111 1112' }, now).number).toBe(INVALID_CARD_NUMBER);
    expect(cardErrors({ ...card, expMonth: '5', expYear: '2026' }, now).expMonth).toBe(CARD_EXPIRED);
    expect(cardErrors({ ...card, expMonth: '6', expYear: '2026' }, now)).toEqual({});
    expect(cardErrors({ ...card, cvv: '12' }, now).cvv).toBe('Enter the 3-digit security code');
    expect(cardErrors({ ...card, number: '3782 822463 10005', cvv: '123' }, now).cvv).toBe(
      'Enter the 4-digit security code',
    );
  });

  test('R-VAL-4: a wrong card number and a past expiry are told in plain words', () => {
    expect(cardErrors({ ...card, number: '4111 1111 1111 1112', expMonth: '1', expYear: '2026' }, now)).toEqual({
      number: 'Enter a valid card number',
      expMonth: 'This card has expired',
    });
  });

  test('R-VAL-3: a month chosen without a year asks for the year; the month is not called expired', () => {
    expect(cardErrors({ ...card, expMonth: '5', expYear: '' }, now)).toEqual({ expYear: 'Select your expiry year' });
  });

  test('R-VAL-3: empty card fields each say what to enter', () => {
    expect(cardErrors({ number: '', nameOnCard: '', expMonth: '', expYear: '', cvv: '' }, now)).toEqual({
      number: 'Enter your card number',
      nameOnCard: 'Enter your name on card',
      expMonth: 'Select your expiry month',
      expYear: 'Select your expiry year',
      cvv: 'Enter your security code',
    });
  });
});

describe('isClean', () => {
  test('clean only without any message', () => {
    expect(isClean({})).toBe(true);
    expect(isClean({ cvv: 'Enter your security code' })).toBe(false);
  });
});
