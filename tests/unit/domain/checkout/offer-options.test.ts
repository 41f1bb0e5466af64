import { describe, expect, test } from 'vitest';
import { discountedCents, offerOptions, popularUnits } from '../../../../src/domain/checkout/offer-options.ts';
import { balm, peel } from './fixtures.ts';

describe('R-ORD-6: offer selector options', () => {
  test('R-ORD-6: each bundle with per-unit price, savings against single units and the subscription price', () => {
    const [one, three, six] = offerOptions(balm);
    expect(one).toMatchObject({ units: 1, priceCents: 6900, perUnitCents: 6900, savedCents: 0, savedPercent: 0 });
    expect(three).toMatchObject({
      units: 3,
      priceCents: 17700,
      perUnitCents: 5900,
      savedCents: 3000,
      savedPercent: 14,
    });
    expect(six).toMatchObject({ units: 6, priceCents: 29400, perUnitCents: 4900, savedCents: 12000, savedPercent: 29 });
    expect(three!.subscriptionCents).toBe(15045);
    expect(one!.shippingCents).toBe(695);
  });

  test('R-ORD-6: a product without a plan has no subscription price', () => {
    expect(offerOptions(peel).every((o) => o.subscriptionCents === undefined)).toBe(true);
  });

  test('the subscription discount rounds to the cent as the commerce API does', () => {
    expect(discountedCents(6900, 15)).toBe(5865);
    expect(discountedCents(2900, 20)).toBe(2320);
    expect(discountedCents(999, 15)).toBe(849);
  });

  test('3 units is the popular choice when sold, else the first bundle', () => {
    expect(popularUnits(balm)).toBe(3);
    expect(popularUnits({ bundles: [{ units: 1, price: 1, shippingCost: 0, label: 'x' }] })).toBe(1);
  });
});
