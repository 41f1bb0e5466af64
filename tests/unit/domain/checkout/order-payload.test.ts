import { expect, test } from 'vitest';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { cardOrderPayload } from '../../../../src/domain/checkout/order-payload.ts';
import { balm } from './fixtures.ts';

const values = {
  email: ' ada@example.com ',
  phone: '+1 (555) 010-2030',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Main St',
  apartment: '',
  city: 'Toronto',
  state: 'on',
  zipPostalCode: 'k1a0b1',
  country: 'CA',
  number: '4111 1111 1111 1111',
  nameOnCard: 'Ada Lovelace',
  expMonth: '03',
  expYear: '2031',
  cvv: '123',
};

test('R-ORD-1, R-VAL-1: the createguest body of a card checkout', () => {
  const line = cartLine(balm, 3, { frequency: 'Month', frequencyMultiplier: 1 });
  const payload = cardOrderPayload(values, {
    line,
    bumpOfferIds: ['BUMP-TEA-SAMPLER'],
    coupon: 'GLOW10',
    shippingOptionId: 'express',
  });
  const address = { Address: '1 Main St', City: 'Toronto', State: 'ON', ZipPostal: 'K1A 0B1', Country: 'CA' };
  expect(payload).toEqual({
    contact: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '1 555 0102030' },
    billingAddress: address,
    shippingAddress: address,
    orderItems: [
      {
        productId: 'AgelessBeautyBalm',
        units: 3,
        quantity: 1,
        subscription: { frequency: 'Month', frequencyMultiplier: 1 },
      },
    ],
    bumpOfferIds: ['BUMP-TEA-SAMPLER'],
    coupon: 'GLOW10',
    shippingOptionId: 'express',
    paymentMethod: 'Credit Card',
    orderSource: 'Funnel',
    card: { number: '4111111111111111', expMonth: 3, expYear: 2031, cvv: '123', nameOnCard: 'Ada Lovelace' },
  });
});

test('no coupon, no shipping option, no apartment: the keys are left out', () => {
  const payload = cardOrderPayload({ ...values, apartment: ' ' }, { line: cartLine(balm, 1), bumpOfferIds: [] });
  expect(payload).not.toHaveProperty('coupon');
  expect(payload).not.toHaveProperty('shippingOptionId');
  expect(payload.shippingAddress).not.toHaveProperty('Apartment');
});

test('R-ORD-1: what the shopper typed is sent without the spaces around it, codes in capitals', () => {
  const spaced = {
    ...values,
    firstName: ' Ada ',
    lastName: ' Lovelace ',
    street: ' 1 Main St ',
    apartment: ' Apt 4 ',
    city: ' Chicago ',
    state: ' il ',
    zipPostalCode: ' 60601 ',
    country: ' us ',
    cvv: ' 123 ',
    nameOnCard: ' Ada Lovelace ',
  };
  const payload = cardOrderPayload(spaced, { line: cartLine(balm, 1), bumpOfferIds: [] });
  expect(payload.shippingAddress).toEqual({
    Address: '1 Main St',
    Apartment: 'Apt 4',
    City: 'Chicago',
    State: 'IL',
    ZipPostal: '60601',
    Country: 'US',
  });
  expect(payload.contact).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  expect(payload.card).toMatchObject({ cvv: '123', nameOnCard: 'Ada Lovelace' });
});

test('R-ORD-1: only a Canadian postal code is put in A1A 1A1 form; another country’s is sent as typed', () => {
  const address = (country: string, zipPostalCode: string) =>
    cardOrderPayload({ ...values, country, zipPostalCode }, { line: cartLine(balm, 1), bumpOfferIds: [] })
      .shippingAddress.ZipPostal;
  expect(address('CA', 'k1a0b1')).toBe('K1A 0B1');
  expect(address('GB', 'W1A1AA')).toBe('W1A1AA');
});
