import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  cardBrand,
  cardDigits,
  cvvLength,
  expiryYears,
  isExpired,
  isValidCardNumber,
  isValidCvv,
  luhnValid,
} from '../../../src/domain/card.ts';

// Test cards: approved, declined, processing error; all Luhn-valid Visa numbers.
const TEST_CARDS = ['4111111111111111', '4000000000000002', '4000000000000119'];

describe('R-VAL-4: expiry years', () => {
  test('R-VAL-4: 13 entries from the current year', () => {
    const years = expiryYears(new Date(2025, 5, 15));
    expect(years).toHaveLength(13);
    expect(years[0]).toBe(2025);
    expect(years[12]).toBe(2037);
  });
  test('R-VAL-4: consecutive years for any date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (now) => {
        const years = expiryYears(now);
        expect(years[0]).toBe(now.getFullYear());
        years.forEach((y, i) => expect(y).toBe(now.getFullYear() + i));
      }),
    );
  });
});

describe('R-PAY-1: card numbers', () => {
  test.each(TEST_CARDS)('R-PAY-1: test card %s is a valid Visa', (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe('Visa');
    expect(isValidCardNumber(number)).toBe(true);
  });
  test('R-PAY-1: Luhn rejects a changed digit and non-digits, ignores spaces and dashes', () => {
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111 1111-1111 1111')).toBe(true);
    expect(luhnValid('4111x11111111111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
  test.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['371449635398431', 'Amex'],
    ['343434343434343', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['6500000000000002', 'Discover'],
    ['6445644564456445', 'Discover'],
    ['6221260000000000', 'Discover'],
    ['3530111333300000', null],
    ['5655555555554444', null],
    ['', null],
  ])('R-PAY-1: %s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
  test('R-PAY-1: the brand shows as soon as its prefix is typed', () => {
    expect(cardBrand('51')).toBe('Mastercard');
    expect(cardBrand('2720')).toBe('Mastercard');
    expect(cardBrand('649')).toBe('Discover');
    expect(cardBrand('622925')).toBe('Discover');
    expect(cardBrand('5')).toBeNull();
  });
  test('R-PAY-1: a number with anything but digits, spaces and dashes has no digits to read', () => {
    expect(cardDigits('4111-1111 1111')).toBe('411111111111');
    expect(cardDigits('4111 1111x')).toBeNull();
    expect(cardDigits('x4111 1111')).toBeNull();
    expect(cardBrand('4111 1111 1111 111x')).toBeNull();
  });
  test('R-PAY-1: a number must have its brand length', () => {
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(isValidCardNumber('6011111111111117')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true); // a 13-digit Visa
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('41111111111111111')).toBe(false); // 17 digits, Luhn aside
    expect(isValidCardNumber('3530111333300000')).toBe(false); // JCB: not accepted
  });
});

describe('R-PAY-1: CVV', () => {
  test('R-PAY-1: Amex has 4 digits, the rest 3', () => {
    expect(cvvLength('Amex')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(cvvLength(null)).toBe(3);
    expect(isValidCvv('1234', 'Amex')).toBe(true);
    expect(isValidCvv('123', 'Amex')).toBe(false);
    expect(isValidCvv('123', 'Mastercard')).toBe(true);
    expect(isValidCvv('12a', 'Visa')).toBe(false);
    expect(isValidCvv(' 123 ', 'Visa')).toBe(true); // the spaces around it are not typed digits
  });
});

describe('R-PAY-1: expiry', () => {
  const now = new Date(2025, 5, 15); // 15 June 2025, local time
  test.each([
    [6, 2025, false],
    [5, 2025, true],
    [1, 2026, false],
    [12, 2024, true],
    [7, 25, false],
    [5, 25, true],
    [0, 2030, true],
    [13, 2030, true],
    [12, 2025, false],
    [7, 100, true],
  ])('R-PAY-1: %i/%i expired: %s', (month, year, expired) => {
    expect(isExpired(month, year, now)).toBe(expired);
  });
  test('R-PAY-1: a card is good through the last day of its month', () => {
    expect(isExpired(6, 2025, new Date(2025, 5, 30, 23, 59))).toBe(false);
    expect(isExpired(6, 2025, new Date(2025, 6, 1, 0, 0))).toBe(true);
  });
});
