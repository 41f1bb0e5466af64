import { describe, expect, test } from 'vitest';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { checkoutTotals, shownTotals } from '../../../../src/domain/checkout/totals.ts';
import { balm, teaBump } from './fixtures.ts';

describe('the order summary matches what the commerce API charges', () => {
  test('line + bump − coupon + shipping + tax, in cents', () => {
    // Server: GLOW10 = 10 % of merchandise (6900 → 690); tax 5 % of (6900 + 995 − 690) = 360.25 → 360.
    const totals = checkoutTotals({
      line: cartLine(balm, 1),
      bumps: [teaBump],
      discountCents: 690,
      shippingCents: 695,
      taxCents: 360,
    });
    expect(totals).toEqual({
      subtotalCents: 7895,
      discountCents: 690,
      shippingCents: 695,
      taxCents: 360,
      totalCents: 8260,
      complete: true,
    });
  });

  test('before the API answers: the bundle shipping, no tax, not complete', () => {
    const totals = checkoutTotals({ line: cartLine(balm, 1), bumps: [], shippingCents: null, taxCents: null });
    expect(totals).toMatchObject({ shippingCents: 695, taxCents: null, totalCents: 7595, complete: false });
  });

  test('complete only once both shipping and tax have come back: a total with either missing is not what is charged', () => {
    const summary = (shippingCents: number | null | undefined, taxCents: number | null) =>
      checkoutTotals({ line: cartLine(balm, 1), bumps: [], shippingCents, taxCents }).complete;
    expect(summary(695, 360)).toBe(true);
    expect(summary(0, 0)).toBe(true);
    expect(summary(695, null)).toBe(false);
    expect(summary(null, 360)).toBe(false);
    expect(summary(undefined, 360)).toBe(false);
  });

  test('a discount never exceeds the product line', () => {
    const totals = checkoutTotals({
      line: cartLine(balm, 1),
      bumps: [],
      discountCents: 99999,
      shippingCents: 0,
      taxCents: 0,
    });
    expect(totals.totalCents).toBe(0);
  });
});

describe('R-ORD-6: shipping is shown as it will be charged, or as calculated from the address', () => {
  const before = checkoutTotals({ line: cartLine(balm, 1), bumps: [], shippingCents: null, taxCents: null });
  test('in the US the bundle’s standard shipping counts before the quote', () => {
    expect(shownTotals(before, 'US', false)).toEqual({ totals: before, shippingKnown: true });
  });
  test('in Canada shipping is not counted (nor shown free) until the API has quoted it', () => {
    expect(shownTotals(before, 'CA', false)).toEqual({
      totals: { ...before, shippingCents: 0, totalCents: 6900 },
      shippingKnown: false,
    });
    const quoted = checkoutTotals({ line: cartLine(balm, 1), bumps: [], shippingCents: 1690, taxCents: null });
    expect(shownTotals(quoted, 'CA', true)).toEqual({ totals: quoted, shippingKnown: true });
  });
});
