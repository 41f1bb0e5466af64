import { describe, expect, test } from 'vitest';
import { cartLine, orderItemsOf, selectionOf, startingLine } from '../../../../src/domain/checkout/cart.ts';
import { balm, peel } from './fixtures.ts';

describe('the checkout cart line', () => {
  test('R-ORD-6: a subscription line is priced with the plan discount and keeps its frequency', () => {
    const line = cartLine(balm, 3, { frequency: 'Month', frequencyMultiplier: 2 });
    expect(line).toMatchObject({ units: 3, listCents: 17700, priceCents: 15045, shippingCents: 0 });
    expect(line.subscription).toEqual({
      frequency: 'Month',
      frequencyMultiplier: 2,
      label: 'Every 2 months',
      discountPercent: 15,
    });
    expect(orderItemsOf(line)).toEqual([
      {
        productId: 'AgelessBeautyBalm',
        units: 3,
        quantity: 1,
        subscription: { frequency: 'Month', frequencyMultiplier: 2 },
      },
    ]);
  });

  test('a plan the product does not sell is a one-time purchase; an unknown bundle is the first', () => {
    const line = cartLine(balm, 12, { frequency: 'Week', frequencyMultiplier: 1 });
    expect(line).toMatchObject({ units: 1, priceCents: 6900, subscription: undefined });
    expect(orderItemsOf(line)).toEqual([{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }]);
  });

  test("the order form starts with the selection when it is for the page's product", () => {
    const selection = selectionOf(cartLine(balm, 6, { frequency: 'Month', frequencyMultiplier: 1 }));
    expect(startingLine(balm, 1, selection)).toMatchObject({ units: 6, priceCents: 24990 });
  });

  test("a selection for another product is ignored by an order form: the page's own bundle", () => {
    const selection = selectionOf(cartLine(peel, 3));
    expect(startingLine(balm, 1, selection)).toMatchObject({ productId: 'AgelessBeautyBalm', units: 1 });
  });

  test('the payment-retry cart keeps the selection of any catalogue product', () => {
    const selection = selectionOf(cartLine(peel, 3));
    const line = startingLine(balm, undefined, selection, { anyProduct: true, catalogue: [balm, peel] });
    expect(line).toMatchObject({ productId: 'multiacid', units: 3, priceCents: 12600 });
  });

  test('prices come from the catalogue, never from the stored selection', () => {
    const line = startingLine(balm, 1, { id: 'AgelessBeautyBalm', units: 3, price: 0.01 });
    expect(line.priceCents).toBe(17700);
  });

  test('R-ORD-4: the stored selection holds no more than product, bundle, prices and plan', () => {
    expect(selectionOf(cartLine(balm, 3))).toEqual({
      id: 'AgelessBeautyBalm',
      sfid: 'P-ABB-001',
      name: 'Ageless Beauty Balm',
      units: 3,
      price: 177,
      shippingCost: 0,
      subscription: undefined,
    });
  });
  test('R-ORD-6: a plan kept for a product no longer sold by subscription is a one-time purchase', () => {
    const line = cartLine(peel, 3, { frequency: 'Month', frequencyMultiplier: 1 });
    expect(line).toMatchObject({ units: 3, priceCents: 12600, listCents: 12600, subscription: undefined });
  });

  test("without a stored selection the order form starts with the page's own bundle", () => {
    expect(startingLine(balm, 3, undefined)).toMatchObject({ productId: 'AgelessBeautyBalm', units: 3 });
  });

  test("the payment-retry cart without a catalogue starts with the page's own product", () => {
    const selection = selectionOf(cartLine(peel, 3));
    expect(startingLine(balm, 6, selection, { anyProduct: true })).toMatchObject({
      productId: 'AgelessBeautyBalm',
      units: 6,
    });
  });

  test('R-ORD-4: the stored selection keeps the shipping cost in dollars', () => {
    expect(selectionOf(cartLine(balm, 1))).toMatchObject({ price: 69, shippingCost: 6.95 });
  });
});
