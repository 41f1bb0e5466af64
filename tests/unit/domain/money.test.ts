import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { decimalAmount, formatShipping, formatUSD, fromCents, sumCents, toCents } from '../../../src/domain/money.ts';

describe('cents conversion', () => {
  test.each([
    [19.99, 1999],
    [49.99, 4999],
    [1.99, 199],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [0, 0],
    [-0, 0],
  ])('toCents(%d) = %i', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });
  test('toCents refuses NaN and Infinity', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow('Not an amount of money: NaN');
  });
  test('cents round-trip through dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
  test('formatUSD prints what Intl.NumberFormat en-US USD prints, for every whole number of cents (property)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.integer({ min: -1e12, max: 1e12 })),
        (cents) => {
          expect(formatUSD(cents)).toBe(intl.format(cents / 100));
        },
      ),
      { numRuns: 2000 },
    );
    expect(formatUSD(-0), 'no minus sign on nothing, where Intl prints -$0.00').toBe('$0.00');
    expect(formatUSD(-0.4), 'nor on less than half a cent owed').toBe('$0.00');
  });
  test('formatUSD shows dollars with two decimals', () => {
    expect(formatUSD(1999)).toBe('$19.99');
    expect(formatUSD(0)).toBe('$0.00');
    expect(formatUSD(123456)).toBe('$1,234.56');
    expect(formatUSD(-500)).toBe('-$5.00');
  });
  test('sumCents adds, and is 0 for nothing', () => {
    expect(sumCents(1999, 199, 1)).toBe(2199);
    expect(sumCents()).toBe(0);
  });
});

describe('amounts as text', () => {
  test('decimalAmount: cents as the plain decimal a payment sheet takes', () => {
    expect(decimalAmount(1999)).toBe('19.99');
    expect(decimalAmount(900)).toBe('9.00');
    expect(decimalAmount(0)).toBe('0.00');
  });
  test("formatShipping: 'FREE' at 0, else the amount in dollars", () => {
    expect(formatShipping(0)).toBe('FREE');
    expect(formatShipping(695)).toBe('$6.95');
  });
});
