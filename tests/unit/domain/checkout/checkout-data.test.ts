import { expect, test } from 'vitest';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { checkoutData } from '../../../../src/domain/checkout/checkout-data.ts';
import { balm } from './fixtures.ts';

test('R-ORD-9: checkout data of a subscription choice', () => {
  const line = cartLine(balm, 3, { frequency: 'Month', frequencyMultiplier: 1 });
  expect(checkoutData(line, 'IkariaBeauty', 'offer-selector', 'os221215a_ap')).toEqual({
    product: { name: 'Ageless Beauty Balm', sfid: 'P-ABB-001' },
    standardPrice: 177,
    orderFormBrand: { uniqueName: 'IkariaBeauty' },
    name: '3 jars · 90-day supply',
    viewType: 'offer-selector',
    formType: 'subscription',
    route: 'os221215a_ap',
    offerPrice: 150.45,
    shippingCost: 0,
    subscriptionPrice: 150.45,
  });
});

test('R-ORD-9: a one-time choice has no subscription price', () => {
  const data = checkoutData(cartLine(balm, 1), 'IkariaBeauty', 'offer-selector', 'os221215a_ap');
  expect(data).toMatchObject({
    formType: 'one-time',
    offerPrice: 69,
    shippingCost: 6.95,
    subscriptionPrice: undefined,
  });
});
