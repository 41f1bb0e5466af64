import { describe, expect, test } from 'vitest';
import { walletCart } from '../../../../src/domain/wallets/cart.ts';
import { walletCartKey, toldForCart, withToldPrice } from '../../../../src/payments/wallet-price.ts';
import { balm, teaBump } from '../checkout/fixtures.ts';

const bumps = [teaBump, { sfid: 'BUMP-PRIORITY', price: 12 }];

describe('walletCart', () => {
  test("R-PAY-6: the page's bundle when the shopper chose nothing; the estimate is price plus shipping", () => {
    expect(walletCart(balm, 1, bumps, {})).toEqual({
      items: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }],
      bumpOfferIds: [],
      subscription: false,
      estimatedTotal: 75.95,
    });
  });

  test('R-ORD-4: the stored selection (bundle, subscription, bumps, coupon) when it is for this product', () => {
    const cart = walletCart(balm, 1, bumps, {
      selectedProduct: {
        id: 'AgelessBeautyBalm',
        units: 3,
        subscription: { frequency: 'Month', frequencyMultiplier: 1 },
      },
      selectedBumpOffersIds: ['BUMP-TEA-SAMPLER', 'UNKNOWN'],
      coupon: { code: 'GLOW10', discount: 5 },
    });
    expect(cart.items).toEqual([
      {
        productId: 'AgelessBeautyBalm',
        units: 3,
        quantity: 1,
        subscription: { frequency: 'Month', frequencyMultiplier: 1 },
      },
    ]);
    expect(cart).toMatchObject({ bumpOfferIds: ['BUMP-TEA-SAMPLER'], coupon: 'GLOW10', subscription: true });
    expect(cart.estimatedTotal).toBe(155.4); // 177 × 0.85 = 150.45, + 9.95 bump − 5 coupon
  });

  test("a selection for another product is not this page's cart", () => {
    const cart = walletCart(balm, 6, bumps, { selectedProduct: { id: 'BeautyTea', units: 3 } });
    expect(cart.items).toEqual([{ productId: 'AgelessBeautyBalm', units: 6, quantity: 1 }]);
  });

  test('an unknown plan is a one-time purchase', () => {
    const cart = walletCart(balm, 1, bumps, {
      selectedProduct: {
        id: 'AgelessBeautyBalm',
        units: 1,
        subscription: { frequency: 'Week', frequencyMultiplier: 9 },
      },
    });
    expect(cart.subscription).toBe(false);
  });
});

describe('a told price on the wallet cart', () => {
  const cart = walletCart(balm, 1, bumps, {});
  test('R-PAY-6: the sheet shows and sends the API figure before tax for the cart it priced; the page estimate is kept to name that cart', () => {
    const told = toldForCart(cart, 8195);
    expect(told).toEqual({ cartKey: walletCartKey(cart), pageCents: 7595, nowCents: 8195 });
    const shown = withToldPrice(cart, told);
    expect(shown).toEqual({ ...cart, estimatedTotal: 81.95, pageTotal: 75.95 });
    // A second change is told against the page's own estimate, so it goes on standing for this cart.
    expect(withToldPrice(cart, toldForCart(shown, 8495)).estimatedTotal).toBe(84.95);
  });

  test('R-PAY-6: another cart (a bump ticked, another bundle, a coupon) is the page estimate again', () => {
    const told = toldForCart(cart, 8195);
    expect(withToldPrice(cart, null)).toBe(cart);
    expect(
      withToldPrice(walletCart(balm, 1, bumps, { selectedBumpOffersIds: ['BUMP-PRIORITY'] }), told).pageTotal,
    ).toBeUndefined();
    expect(withToldPrice(walletCart(balm, 3, bumps, {}), told).pageTotal).toBeUndefined();
    expect(
      withToldPrice(walletCart(balm, 1, bumps, { coupon: { code: 'GLOW10', discount: 5 } }), told).pageTotal,
    ).toBeUndefined();
  });
});
