import { describe, expect, test } from 'vitest';
import {
  bundleOf,
  discountedCents,
  offerOptions,
  popularUnits,
} from '../../../../src/domain/checkout/offer-options.ts';
import { shownPrice } from '../../../../src/domain/checkout/shown-price.ts';
import type { Bundle } from '../../../../src/domain/checkout/catalogue.ts';
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

  test('R-ORD-6: with subscribe-and-save, each card shows the subscription total, its per-unit price and the saving it gives', () => {
    const [one, three, six] = offerOptions(balm);
    expect(shownPrice(one!, true)).toEqual({
      totalCents: 5865,
      perUnitCents: 5865,
      savedCents: 1035,
      savedPercent: 15,
    });
    expect(shownPrice(three!, true)).toEqual({
      totalCents: 15045,
      perUnitCents: 5015,
      savedCents: 5655,
      savedPercent: 27,
    });
    expect(shownPrice(six!, true)).toEqual({
      totalCents: 24990,
      perUnitCents: 4165,
      savedCents: 16410,
      savedPercent: 40,
    });
    // One-time: the bundle's own figures.
    expect(shownPrice(three!, false)).toEqual({
      totalCents: 17700,
      perUnitCents: 5900,
      savedCents: 3000,
      savedPercent: 14,
    });
    expect(shownPrice(one!, false)).toEqual({ totalCents: 6900, perUnitCents: 6900, savedCents: 0, savedPercent: 0 });
  });

  test('R-ORD-6: subscribe chosen for a product without a plan shows the one-time figures', () => {
    const [one] = offerOptions(peel);
    expect(shownPrice(one!, true).totalCents).toBe(one!.priceCents);
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
  test('R-ORD-6: savings count against the 1-unit bundle wherever it is listed', () => {
    const bundles = [balm.bundles[1]!, balm.bundles[0]!, balm.bundles[2]!];
    const [three, one, six] = offerOptions({ ...balm, bundles });
    expect(one).toMatchObject({ units: 1, savedCents: 0, savedPercent: 0 });
    expect(three).toMatchObject({ units: 3, savedCents: 3000, savedPercent: 14 });
    expect(six).toMatchObject({ units: 6, savedCents: 12000, savedPercent: 29 });
  });

  test('R-ORD-6: without a 1-unit bundle, savings count against the unit price of the first bundle', () => {
    const bundles: Bundle[] = [
      { units: 3, price: 50, shippingCost: 0, label: '3 jars' },
      { units: 6, price: 90, shippingCost: 0, label: '6 jars' },
    ];
    const [three, six] = offerOptions({ ...peel, bundles });
    // 3 units at $50.00 are $16.67 each, rounded: the first bundle itself saves nothing.
    expect(three).toMatchObject({ units: 3, perUnitCents: 1667, savedCents: 0, savedPercent: 0 });
    expect(six).toMatchObject({ units: 6, savedCents: 1002, savedPercent: 10 });
  });

  test('R-ORD-6: a free single unit makes no bundle a saving', () => {
    const bundles: Bundle[] = [
      { units: 1, price: 0, shippingCost: 4.95, label: 'Free sample' },
      { units: 3, price: 60, shippingCost: 0, label: '3 jars' },
    ];
    const options = offerOptions({ ...peel, bundles });
    expect(options.map((o) => [o.savedCents, o.savedPercent])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  test('the bundle of a size, else the first; a product without bundles is refused', () => {
    expect(bundleOf(balm, 6).price).toBe(294);
    expect(bundleOf(balm, 2).units).toBe(1);
    expect(() => bundleOf({ bundles: [] }, 1)).toThrow('a product without bundles');
  });
});
