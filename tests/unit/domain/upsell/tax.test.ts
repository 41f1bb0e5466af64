import { describe, expect, test } from 'vitest';
import { parentTaxRate, upsellTotalTax } from '../../../../src/domain/upsell/tax.ts';

describe('R-ORD-3: the totalTax of an upsell', () => {
  test('the parent order’s rate on merchandise after discount', () => {
    expect(parentTaxRate({ tax: 11.68, subtotal: 186.95 })).toBeCloseTo(0.0625, 4);
    expect(parentTaxRate({ tax: 9, subtotal: 200, discount: 20 })).toBeCloseTo(0.05, 6);
  });

  test('no tax, no subtotal or a full discount: rate 0', () => {
    expect(parentTaxRate({})).toBe(0);
    expect(parentTaxRate({ tax: 0, subtotal: 50 })).toBe(0);
    expect(parentTaxRate({ tax: 1, subtotal: 10, discount: 10 })).toBe(0);
  });

  test('rounded to the cent; the checkout rate wins over the parent’s', () => {
    expect(upsellTotalTax(29, { tax: 11.68, subtotal: 186.95 })).toBe(1.81);
    expect(upsellTotalTax(29, { tax: 11.68, subtotal: 186.95 }, 0.04)).toBe(1.16);
    expect(upsellTotalTax(19.99, {}, Number.NaN)).toBe(0);
  });
});
