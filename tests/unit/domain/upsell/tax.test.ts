import { describe, expect, test } from 'vitest';
import { offerTotal, parentTaxRate, upsellTaxRate, upsellTotalTax } from '../../../../src/domain/upsell/tax.ts';

const TEXAS = { Country: 'US', State: 'TX' };

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

  test('rounded to the cent; the checkout’s quoted rate wins when it gives the parent’s tax', () => {
    expect(upsellTotalTax(29, { tax: 11.68, subtotal: 186.95 })).toBe(1.81);
    expect(upsellTotalTax(29, { tax: 11.68, subtotal: 186.95 }, 0.0625)).toBe(1.81);
    expect(upsellTotalTax(19.99, {}, Number.NaN)).toBe(0);
  });

  test('a negative quoted rate is never used, even where it rounds to the parent’s tax', () => {
    // $100 taxed nothing: a rate of -0.001 % rounds to 0 cents on it, but takes a cent off $1000.
    expect(upsellTotalTax(1000, { tax: 0, subtotal: 100 }, -0.00001)).toBe(0);
  });

  test('a quoted rate that does not give the parent’s tax (another address) is not used', () => {
    expect(upsellTaxRate({ tax: 11.68, subtotal: 186.95 }, 0.04)).toBeCloseTo(0.0625, 4);
    expect(upsellTotalTax(29, { tax: 11.68, subtotal: 186.95 }, 0.04)).toBe(1.81);
  });

  test('the quoted rate is exact where the parent’s effective rate is a cent off', () => {
    const parent = { tax: 1.5, subtotal: 10 }; // 15 % exactly on $10.00
    expect(upsellTotalTax(0.1, parent, 0.14975)).toBe(0.01); // 1.4975 cents → 1
    expect(upsellTaxRate({ tax: 1.5, subtotal: 10 }, 0.14975)).toBe(0.14975);
    expect(upsellTotalTax(0.1, parent)).toBe(0.02); // 1.5 cents → 2 at the effective 15 %
  });
});

describe('R-ORD-3: the total an offer shows before the tap', () => {
  test('with the parent’s address: the offer, shipping and the tax the API will charge', () => {
    expect(
      offerTotal({ offerPrice: 29, shippingCost: 0 }, { tax: 11.06, subtotal: 177, shippingAddress: TEXAS }),
    ).toEqual({ taxKnown: true, taxCents: 181, totalCents: 3081 });
    expect(
      offerTotal(
        { offerPrice: 29, shippingCost: 1.99 },
        { tax: 26.51, subtotal: 177, shippingAddress: { Country: 'CA', State: 'QC' } },
        0.14975,
      ),
    ).toEqual({ taxKnown: true, taxCents: 434, totalCents: 3533 });
  });

  test('a state without tax is known: the total is the price', () => {
    expect(
      offerTotal(
        { offerPrice: 29, shippingCost: 0 },
        { tax: 0, subtotal: 177, shippingAddress: { Country: 'US', State: 'OR' } },
      ),
    ).toEqual({ taxKnown: true, taxCents: 0, totalCents: 2900 });
  });

  test('without the order or its address: price and shipping, "+ tax"', () => {
    expect(offerTotal({ offerPrice: 29, shippingCost: 0 }, undefined)).toEqual({ taxKnown: false, totalCents: 2900 });
    expect(
      offerTotal({ offerPrice: 29, shippingCost: 1.5 }, { tax: 11.06, subtotal: 177, shippingAddress: null }),
    ).toEqual({
      taxKnown: false,
      totalCents: 3050,
    });
  });
});
