/**
 * R-VAL-3: how the checkout form's messages follow the shopper: a field is checked when it loses
 * focus with something typed, re-checked as it changes once a message shows, and a select is
 * checked as soon as it changes; a new country empties a state its list does not have; the billing
 * messages go when "same as shipping" is ticked again.
 */
import { describe, expect, test } from 'vitest';
import { emptyAccount } from '../../../../src/domain/checkout/account.ts';
import type { CheckoutValues, FieldName } from '../../../../src/domain/checkout/fields.ts';
import {
  STEP_ONE_FIELDS,
  changed,
  emptyValues,
  onStepOne,
  recheck,
  withoutBilling,
} from '../../../../src/domain/checkout/form.ts';
import { NOT_SHIPPING_TO_COUNTRY } from '../../../../src/domain/messages.ts';
import { INVALID_EMAIL } from '../../../../src/domain/validators.ts';
import { typed } from '../../state/checkout-doubles.ts';

const filled: CheckoutValues = { ...emptyValues('US'), ...typed };
const ownBilling: CheckoutValues = {
  ...filled,
  billingSame: false,
  billingStreet: '1 Main St',
  billingCity: 'Austin',
  billingState: 'TX',
  billingZipPostalCode: '78701',
};

describe('R-VAL-3: the two-step form', () => {
  test('the first step holds the contact and the shipping address, not the card or the billing address', () => {
    const contactAndAddress = Object.keys(emptyAccount('US'));
    for (const field of contactAndAddress) expect(onStepOne(field)).toBe(true);
    for (const field of ['number', 'nameOnCard', 'expMonth', 'expYear', 'cvv', 'billingStreet', 'billingState'])
      expect(onStepOne(field)).toBe(false);
    expect([...STEP_ONE_FIELDS].sort()).toEqual(contactAndAddress.sort());
  });

  test('an empty form: the default country for shipping and billing, billing the same, no card', () => {
    expect(emptyValues('CA')).toMatchObject({
      country: 'CA',
      billingCountry: 'CA',
      billingSame: true,
      number: '',
      nameOnCard: '',
      expMonth: '',
      expYear: '',
      cvv: '',
    });
  });
});

describe('R-VAL-3, R-ORD-10: a new country empties a state its list does not have', () => {
  test('shipping: Texas goes with a move to Canada, stays with the United States', () => {
    expect(changed(filled, 'country', 'CA')).toMatchObject({ country: 'CA', state: '' });
    expect(changed({ ...filled, state: 'TX' }, 'country', 'US')).toMatchObject({ country: 'US', state: 'TX' });
    expect(changed(filled, 'country', 'ZZ')).toMatchObject({ country: 'ZZ', state: '' });
  });

  test('billing: the billing state follows the billing country only', () => {
    const moved = changed(ownBilling, 'billingCountry', 'CA');
    expect(moved).toMatchObject({ billingCountry: 'CA', billingState: '', state: filled.state });
  });

  test('another field changes alone', () => {
    expect(changed(filled, 'city', 'Chicago')).toEqual({ ...filled, city: 'Chicago' });
  });
});

describe('R-VAL-3: when a message shows', () => {
  test('typing into a field without a message says nothing yet', () => {
    const next = { ...filled, email: 'ada@' };
    expect(recheck({}, next, 'email')).toEqual({});
  });

  test('leaving a field with something typed checks it; leaving it empty or blank does not', () => {
    expect(recheck({}, { ...filled, email: 'ada@' }, 'email', true)).toEqual({ email: INVALID_EMAIL });
    expect(recheck({}, { ...filled, email: '' }, 'email', true)).toEqual({});
    expect(recheck({}, { ...filled, email: '   ' }, 'email', true)).toEqual({});
  });

  test('once a message shows, each change checks again: it goes when fixed, and stays when leaving it empty', () => {
    const shown = { email: INVALID_EMAIL, phone: 'x' };
    expect(recheck(shown, filled, 'email')).toEqual({ phone: 'x' });
    expect(recheck(shown, { ...filled, email: '' }, 'email', true)).toEqual({
      email: 'Enter your email address',
      phone: 'x',
    });
  });

  const choices: [FieldName, Partial<CheckoutValues>][] = [
    ['country', { country: 'ZZ' }],
    ['state', { state: '' }],
    ['billingCountry', { billingCountry: 'ZZ' }],
    ['billingState', { billingState: '' }],
    ['expMonth', { expMonth: '' }],
    ['expYear', { expYear: '' }],
  ];
  test.each(choices)('a select (%s) is checked as soon as it changes', (field, value) => {
    expect(recheck({}, { ...ownBilling, ...value }, field)).toHaveProperty(field);
  });

  test('a country outside the list is named at once', () => {
    expect(recheck({}, { ...filled, country: 'ZZ' }, 'country')).toEqual({ country: NOT_SHIPPING_TO_COUNTRY });
  });
});

describe('R-VAL-3: "same as shipping" ticked again', () => {
  test('the billing messages go, the others stay', () => {
    const errors = { billingStreet: 'a', billingCity: 'b', billingCountry: 'c', email: 'd', cvv: 'e' };
    expect(withoutBilling(errors)).toEqual({ email: 'd', cvv: 'e' });
  });
});
