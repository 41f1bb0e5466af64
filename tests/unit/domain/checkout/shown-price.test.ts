import { describe, expect, test } from 'vitest';
import { offerOptions } from '../../../../src/domain/checkout/offer-options.ts';
import { shownPrice } from '../../../../src/domain/checkout/shown-price.ts';
import { balm } from './fixtures.ts';

describe('R-ORD-6: what a package’s card says for the chosen way of buying', () => {
  test('R-ORD-6: a free package (a price of 0, as the manifest allows) saves nothing, and shows 0 %, not NaN', () => {
    const [free] = offerOptions({
      ...balm,
      bundles: [{ units: 1, price: 0, shippingCost: 4.95, label: 'Free sample' }],
    });
    expect(shownPrice(free!, false)).toEqual({ totalCents: 0, perUnitCents: 0, savedCents: 0, savedPercent: 0 });
  });
});
