import { describe, expect, test } from 'vitest';
import { addPeriod, nextCharge } from '../../../../src/domain/upsell/next-charge.ts';

/** A local date at noon (the receipt shows dates in the shopper's zone). */
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);
const ymd = (d: Date | null) => d && [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe('R-ORD-6, R-ORD-8: the next charge of a subscription', () => {
  test('a month later, on the same day', () => {
    expect(ymd(addPeriod(local(2026, 3, 14), 'Month', 1))).toEqual([2026, 4, 14]);
    expect(ymd(addPeriod(local(2026, 12, 5), 'Month', 1))).toEqual([2027, 1, 5]);
    expect(ymd(addPeriod(local(2026, 11, 30), 'Month', 3))).toEqual([2027, 2, 28]);
  });

  test('a shorter month ends the period on its last day', () => {
    expect(ymd(addPeriod(local(2026, 1, 31), 'Month', 1))).toEqual([2026, 2, 28]);
    expect(ymd(addPeriod(local(2028, 1, 31), 'Month', 1))).toEqual([2028, 2, 29]);
    expect(ymd(addPeriod(local(2026, 8, 31), 'Month', 1))).toEqual([2026, 9, 30]);
  });

  test('weeks and days count calendar days', () => {
    expect(ymd(addPeriod(local(2026, 12, 25), 'Week', 2))).toEqual([2027, 1, 8]);
    expect(ymd(addPeriod(local(2026, 2, 28), 'Day', 1))).toEqual([2026, 3, 1]);
    expect(addPeriod(local(2026, 2, 28), 'Year', 1)).toBeNull();
  });

  test('the amount is the subscription’s subtotal, tax and shipping', () => {
    const placed = local(2026, 5, 20);
    const next = nextCharge({
      date: placed.toISOString(),
      subscription: { frequency: 'Month', frequencyMultiplier: 1, subtotal: 249.9, tax: 15.62, shipping: 0 },
    });
    expect(next?.cents).toBe(26552);
    expect(ymd(next?.date ?? null)).toEqual([2026, 6, 20]);
  });

  test('every two months: the period counts the multiplier', () => {
    const next = nextCharge({
      date: local(2026, 5, 20).toISOString(),
      subscription: { frequency: 'Month', frequencyMultiplier: 2, subtotal: 10 },
    });
    expect(ymd(next?.date ?? null)).toEqual([2026, 7, 20]);
  });

  test('a frequency the receipt cannot count: no next charge', () => {
    expect(nextCharge({ date: local(2026, 5, 20).toISOString(), subscription: { frequency: 'Year' } })).toBeNull();
  });

  test('no subscription or no valid date: no next charge', () => {
    expect(nextCharge({ date: new Date().toISOString(), subscription: null })).toBeNull();
    expect(nextCharge({ subscription: { frequency: 'Month' } })).toBeNull();
    expect(nextCharge({ date: 'not a date', subscription: { frequency: 'Month' } })).toBeNull();
  });
});
