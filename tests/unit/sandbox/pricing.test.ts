/** Server-side pricing rules: coupons (R-ORD-6), tax table, shipping, test cards. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { loadCatalogue } from '../../../sandbox/catalogue.ts';
import { chooseShipping, couponDiscount, priceLines, shippingChoices } from '../../../sandbox/pricing.ts';
import { taxRate } from '../../../sandbox/tax.ts';
import { cardOutcome, luhnValid } from '../../../sandbox/cards.ts';
import { Problem } from '../../../sandbox/problems.ts';
import {
  COUPON_NOT_FOR_PRODUCT,
  COUPON_NOT_FOR_SUBSCRIPTION,
  NOT_SHIPPING_TO_COUNTRY,
} from '../../../src/domain/messages.ts';

const catalogue = loadCatalogue();
const problem = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e instanceof Problem ? e.message : String(e);
  }
  return undefined;
};

describe('lines', () => {
  test('prices come from the catalogue bundle, with the subscription discount', () => {
    const [plain, sub] = priceLines(catalogue, [
      { productId: 'AgelessBeautyBalm', units: 1, quantity: 2 },
      {
        productId: 'AgelessBeautyBalm',
        units: 1,
        quantity: 1,
        subscription: { frequency: 'Month', frequencyMultiplier: 1 },
      },
    ]);
    expect(plain).toMatchObject({ unitCents: 6900, totalCents: 13800 });
    expect(sub).toMatchObject({ unitCents: 5865, subscription: { frequency: 'Month', frequencyMultiplier: 1 } });
  });
});

describe('R-ORD-6: coupons', () => {
  const tea = priceLines(catalogue, [{ productId: 'BeautyTea', units: 1, quantity: 1 }]);
  const teaSub = priceLines(catalogue, [
    { productId: 'BeautyTea', units: 1, quantity: 1, subscription: { frequency: 'Month', frequencyMultiplier: 1 } },
  ]);
  const serum = priceLines(catalogue, [{ productId: 'RetinolSerum', units: 1, quantity: 1 }]);
  test('GLOW10 takes 10 % off, not for subscriptions', () => {
    expect(couponDiscount('glow10', serum)).toMatchObject({ code: 'GLOW10', discountCents: 640 });
    expect(problem(() => couponDiscount('GLOW10', teaSub))).toBe(COUPON_NOT_FOR_SUBSCRIPTION);
  });
  test('TEA5 is only for BeautyTea', () => {
    expect(couponDiscount('TEA5', tea).discountCents).toBe(500);
    expect(problem(() => couponDiscount('TEA5', serum))).toBe(COUPON_NOT_FOR_PRODUCT);
  });
});

describe('shipping and tax', () => {
  test('shipping: one parcel at the highest bundle cost; only US and CA', () => {
    const lines = priceLines(catalogue, [
      { productId: 'BeautyTea', units: 1, quantity: 1 },
      { productId: 'RetinolSerum', units: 1, quantity: 1 },
    ]);
    expect(shippingChoices('US', lines).map((c) => c.cents)).toEqual([695, 2190]);
    expect(chooseShipping('CA', lines, undefined).cents).toBe(1690);
    expect(problem(() => shippingChoices('FR', lines))).toBe(NOT_SHIPPING_TO_COUNTRY);
  });
  test('tax table: listed states, a 5 % US default, Canadian provinces, unknown states', () => {
    expect([
      taxRate('US', 'CA'),
      taxRate('US', 'OH'),
      taxRate('US', 'DE'),
      taxRate('CA', 'ON'),
      taxRate('US', 'ZZ'),
    ]).toEqual([0.0725, 0.05, 0, 0.13, undefined]);
  });
});

describe('test cards', () => {
  test('4111… approves, …0002 declines, …0119 is a gateway error', () => {
    expect(['4111111111111111', '4000000000000002', '4000000000000119'].map(cardOutcome)).toEqual([
      'approve',
      'decline',
      'gateway-error',
    ]);
  });
  test('Luhn: changing one digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '4111111111111111'.split('');
        digits[pos] = String((Number(digits[pos]) + delta) % 10);
        return !luhnValid(digits.join(''));
      }),
    );
  });
});
