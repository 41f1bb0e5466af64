import { describe, expect, test } from 'vitest';
import {
  billingDetailsOf,
  billingErrors,
  billingValues,
  emptyBilling,
  SELECT_BILLING_COUNTRY,
} from '../../../../src/domain/checkout/billing.ts';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { cardOrderPayload } from '../../../../src/domain/checkout/order-payload.ts';
import { balm } from './fixtures.ts';

const billing = {
  ...emptyBilling('US'),
  billingSame: false,
  billingStreet: ' 9 Elm St ',
  billingApartment: '',
  billingCity: 'Ottawa',
  billingState: 'on',
  billingZipPostalCode: 'k1a0b1',
  billingCountry: 'CA',
};

describe('§3 billing address', () => {
  test('R-ORD-10: same as shipping by default, and an empty place in the default country', () => {
    expect(emptyBilling().billingCountry).toBe('US');
    const { billingSame, billingCountry, ...place } = emptyBilling('CA');
    expect([billingSame, billingCountry]).toEqual([true, 'CA']);
    expect(Object.keys(place)).toHaveLength(5);
    expect(new Set(Object.values(place))).toEqual(new Set(['']));
  });
  test('R-VAL-3: while the same as shipping, the billing fields are not checked', () => {
    expect(billingErrors(emptyBilling('US'))).toEqual({});
  });
  test('R-VAL-3, R-ORD-10: a billing address of its own is checked like shipping, under the billing names', () => {
    expect(billingErrors(billing)).toEqual({});
    const empty = billingErrors({ ...emptyBilling('US'), billingSame: false });
    expect(empty).toEqual({
      billingStreet: 'Enter your street address',
      billingCity: 'Enter your city',
      billingState: 'Select your state',
      billingZipPostalCode: 'Enter your ZIP code',
    });
    expect(billingErrors({ ...billing, billingState: 'IL' }).billingState).toBeDefined();
    expect(billingErrors({ ...billing, billingZipPostalCode: '62701' }).billingZipPostalCode).toBeDefined();
    expect(billingErrors({ ...billing, billingCountry: 'GB' })).toEqual({ billingCountry: SELECT_BILLING_COUNTRY });
  });
});

describe('R-ORD-1: the order carries both addresses', () => {
  const values = {
    email: 'ada@example.com',
    phone: '+1 (555) 010-2030',
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '12 Harbor Way',
    apartment: 'Apt 4',
    city: 'Springfield',
    state: 'IL',
    zipPostalCode: '62701',
    country: 'US',
    number: '4111 1111 1111 1111',
    nameOnCard: 'Ada Lovelace',
    expMonth: '03',
    expYear: '2031',
    cvv: '123',
  };
  const shipping = {
    Address: '12 Harbor Way',
    Apartment: 'Apt 4',
    City: 'Springfield',
    State: 'IL',
    ZipPostal: '62701',
    Country: 'US',
  };
  const choices = { line: cartLine(balm, 1), bumpOfferIds: [] };

  test('a billing address of its own is sent as billingAddress; shipping stays the ship-to address', () => {
    const payload = cardOrderPayload({ ...values, ...billing }, choices);
    expect(payload.shippingAddress).toEqual(shipping);
    expect(payload.billingAddress).toEqual({
      Address: '9 Elm St',
      City: 'Ottawa',
      State: 'ON',
      ZipPostal: 'K1A 0B1',
      Country: 'CA',
    });
  });
  test('ticked "same as shipping", the billing fields typed before are ignored', () => {
    const payload = cardOrderPayload({ ...values, ...billing, billingSame: true }, choices);
    expect(payload.billingAddress).toEqual(shipping);
  });
});

describe('R-ORD-4: a billing address of its own is kept for a reload', () => {
  test('kept: the unticked box and the fields typed; nothing while it is the shipping address', () => {
    expect(billingDetailsOf(billing)).toEqual({
      billingSame: false,
      billingStreet: ' 9 Elm St ',
      billingCity: 'Ottawa',
      billingState: 'on',
      billingZipPostalCode: 'k1a0b1',
      billingCountry: 'CA',
    });
    expect(billingDetailsOf({ ...billing, billingSame: true })).toBeUndefined();
    expect(billingDetailsOf({ ...emptyBilling('US'), billingSame: false })).toEqual({
      billingSame: false,
      billingCountry: 'US',
    });
  });

  test('restored over the form it starts from, and only the billing part of it', () => {
    const base = { ...emptyBilling('CA'), email: 'ann@example.com' };
    expect(billingValues(billingDetailsOf(billing), base)).toEqual(billing);
    expect(billingValues(undefined, base)).toEqual(emptyBilling('CA'));
    expect(billingValues({ billingSame: false, billingCity: '' }, base)).toEqual({
      ...emptyBilling('CA'),
      billingSame: false,
    });
    expect(billingValues({ billingCity: 'Oslo' }, base), 'a box not kept stays as it was').toMatchObject({
      billingSame: true,
      billingCity: 'Oslo',
    });
  });
});
