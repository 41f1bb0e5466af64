import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cartFingerprint,
  purchaseCart,
  type PurchaseCartInput,
} from '../../../../src/domain/checkout/purchase-cart.ts';

const cart: PurchaseCartInput = {
  orderItems: [
    { productId: 'AgelessBeautyBalm', units: 3, quantity: 1 },
    { productId: 'SkinRenewElixir', units: 1, subscription: { frequency: 'Month', frequencyMultiplier: 2 } },
  ],
  bumpOfferIds: ['BUMP-TEA-SAMPLER', 'BUMP-PRIORITY'],
  coupon: ' glow10 ',
  shippingOptionId: 'standard',
  shipTo: { Country: 'US', State: 'il' },
};
const print = (input: PurchaseCartInput) => cartFingerprint(purchaseCart(input));

describe('one purchase key, one cart: the cart fingerprint', () => {
  test('the same cart listed in another order, or a code in other case, is the same cart', () => {
    expect(
      print({
        ...cart,
        orderItems: [...cart.orderItems].reverse(),
        bumpOfferIds: ['BUMP-PRIORITY', 'BUMP-TEA-SAMPLER', 'BUMP-PRIORITY'],
        coupon: 'GLOW10',
        shipTo: { Country: 'us', State: 'IL' },
      }),
    ).toBe(print(cart));
  });

  test('another package, quantity, plan, bump, coupon, shipping method or state is another cart', () => {
    const [balm, elixir] = cart.orderItems as [PurchaseCartInput['orderItems'][0], PurchaseCartInput['orderItems'][0]];
    for (const changed of [
      { orderItems: [{ ...balm, units: 6 }, elixir] },
      { orderItems: [{ ...balm, quantity: 2 }, elixir] },
      { orderItems: [balm, { ...elixir, subscription: undefined }] },
      { bumpOfferIds: ['BUMP-PRIORITY'] },
      { coupon: undefined },
      { shippingOptionId: 'express' },
      { shipTo: { Country: 'CA', State: 'QC' } },
    ])
      expect(print({ ...cart, ...changed }), JSON.stringify(changed)).not.toBe(print(cart));
  });

  test('the cart is read in one canonical form: codes in capitals, a plan as frequency × multiplier, nothing missing', () => {
    expect(purchaseCart(cart)).toEqual({
      lines: [
        { productId: 'AgelessBeautyBalm', units: 3, quantity: 1, plan: null },
        { productId: 'SkinRenewElixir', units: 1, quantity: 1, plan: 'Month×2' },
      ],
      bumpOfferIds: ['BUMP-PRIORITY', 'BUMP-TEA-SAMPLER'],
      coupon: 'GLOW10',
      shippingOptionId: 'standard',
      shipTo: { country: 'US', state: 'IL' },
    });
    const bare = { orderItems: [{ productId: 'BeautyTea', units: 1 }], shipTo: { Country: 'GB', State: ' ' } };
    expect(purchaseCart(bare)).toEqual({
      lines: [{ productId: 'BeautyTea', units: 1, quantity: 1, plan: null }],
      bumpOfferIds: [],
      coupon: null,
      shippingOptionId: null,
      shipTo: { country: 'GB', state: '' },
    });
    expect(purchaseCart({ ...bare, shipTo: { Country: '', State: '' } }).shipTo).toEqual({ country: '', state: '' });
  });

  test('a plan without a multiplier is one of each; bumps left out are none; another plan, country or state alone is another cart', () => {
    const [balm, elixir] = cart.orderItems as [PurchaseCartInput['orderItems'][0], PurchaseCartInput['orderItems'][0]];
    const monthly = (frequencyMultiplier?: number) => ({
      ...cart,
      orderItems: [balm, { ...elixir, subscription: { frequency: 'Month', frequencyMultiplier } }],
    });
    expect(print(monthly())).toBe(print(monthly(1)));
    expect(print(monthly(1))).not.toBe(print(monthly(2)));
    expect(print({ ...cart, bumpOfferIds: undefined })).toBe(print({ ...cart, bumpOfferIds: [] }));
    expect(print({ ...cart, shipTo: { Country: 'CA', State: 'IL' } })).not.toBe(print(cart));
    expect(print({ ...cart, shipTo: { Country: 'US', State: 'CA' } })).not.toBe(print(cart));
  });

  test('property: a fingerprint does not depend on the order of lines and bumps (seeded)', () => {
    const line = fc.record({
      productId: fc.constantFrom('AgelessBeautyBalm', 'SkinRenewElixir', 'BeautyTea'),
      units: fc.integer({ min: 1, max: 6 }),
      quantity: fc.integer({ min: 1, max: 3 }),
    });
    const seed = Date.now() % 100_000;
    console.log(`purchase-cart property seed ${seed}`);
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.array(fc.constantFrom('A', 'B', 'C')),
        (lines, bumps) => {
          const a = { ...cart, orderItems: lines, bumpOfferIds: bumps };
          const b = { ...cart, orderItems: [...lines].reverse(), bumpOfferIds: [...bumps].reverse() };
          expect(print(a)).toBe(print(b));
        },
      ),
      { seed },
    );
  });
});
