import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  decimalAmount,
  formatShipping,
  formatUSD,
  fromCents,
  orderTotals,
  percentDiscount,
  sumCents,
  toCents,
} from '../../../src/domain/money.ts';

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

describe('percentDiscount', () => {
  test('rounds half up to the cent', () => {
    expect(percentDiscount(1999, 15)).toBe(300); // 299.85
    expect(percentDiscount(1999, 10)).toBe(200); // 199.9
    expect(percentDiscount(1000, 12.5)).toBe(125);
    expect(percentDiscount(1, 50)).toBe(1); // 0.5 → 1
  });
  test('is between 0 and the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.double({ min: -50, max: 150, noNaN: true }), (amount, pct) => {
        const d = percentDiscount(amount, pct);
        expect(Number.isInteger(d)).toBe(true);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe('orderTotals', () => {
  test('the sample upsell order: 19.99 + 1.99 shipping + 1.40 tax', () => {
    expect(orderTotals({ items: [{ price: 19.99, quantity: 1 }], shipping: 1.99, tax: 1.4 })).toEqual({
      subtotalCents: 1999,
      shippingCents: 199,
      taxCents: 140,
      discountCents: 0,
      totalCents: 2338,
    });
  });
  test('quantities multiply cent prices, without float drift', () => {
    const t = orderTotals({
      items: [
        { price: 0.1, quantity: 3 },
        { price: 19.99, quantity: 6 },
      ],
    });
    expect(t.subtotalCents).toBe(30 + 11994);
    expect(t.totalCents).toBe(12024);
  });
  test('a discount larger than the products never touches shipping or tax', () => {
    const t = orderTotals({ items: [{ price: 10, quantity: 1 }], shipping: 5, tax: 1, discount: 25 });
    expect(t.discountCents).toBe(1000);
    expect(t.totalCents).toBe(600);
  });
  test('refuses negative amounts and fractional quantities', () => {
    expect(() => orderTotals({ items: [{ price: -1, quantity: 1 }] })).toThrow(/Price/);
    expect(() => orderTotals({ items: [], shipping: -1 })).toThrow(/Shipping/);
    expect(() => orderTotals({ items: [], tax: -0.01 })).toThrow(/Tax/);
    expect(() => orderTotals({ items: [], discount: -5 })).toThrow(/Discount/);
    expect(() => orderTotals({ items: [{ price: 1, quantity: 1.5 }] })).toThrow(/Quantity/);
  });
  test('an empty order is all zeros', () => {
    expect(orderTotals({ items: [] }).totalCents).toBe(0);
  });

  const dollars = fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100);
  test('totals are never negative and always equal the sum of their parts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: dollars, quantity: fc.integer({ min: 0, max: 12 }) }), { maxLength: 8 }),
        dollars,
        dollars,
        dollars,
        (items, shipping, tax, discount) => {
          const t = orderTotals({ items, shipping, tax, discount });
          for (const v of Object.values(t)) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents + t.taxCents - t.discountCents);
          expect(t.subtotalCents).toBe(sumCents(...items.map((i) => toCents(i.price) * i.quantity)));
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
        },
      ),
    );
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
