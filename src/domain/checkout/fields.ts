/**
 * The checkout form's fields and their rules (R-VAL-1, R-VAL-3, R-VAL-4, R-ORD-10): contact,
 * shipping address, billing address (when it differs) and card. Each check returns a message per
 * field that is wrong, none when fine. Every limit the API applies to a field (`wire/limits.ts`)
 * is one of its rules, in the field's own words, so what the form passes the API takes.
 */
import { cardBrand, cvvLength, isExpired, isValidCardNumber, isValidCvv } from '../card.ts';
import { findCountry } from '../countries.ts';
import { NOT_SHIPPING_TO_COUNTRY } from '../messages.ts';
import { isValidPhone } from '../phone.ts';
import { LIMITS } from '../../wire/limits.ts';
import { atMost, email, postalCodeRules, required, requiredChoice, stateRules, validate } from '../validators.ts';

/** Contact fields. */
export interface ContactValues {
  email: string;
  phone: string;
}

/** Shipping address fields, named as accountDetails names them (§3). */
export interface AddressValues {
  firstName: string;
  lastName: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zipPostalCode: string;
  country: string;
}

/** The place part of an address (no names): what a billing address asks for. */
export type PlaceValues = Omit<AddressValues, 'firstName' | 'lastName'>;

/**
 * §3 billing address parts: the same as shipping (the default) or a place of their own; the name
 * on the card names the payer, so no names are asked again.
 */
export interface BillingValues {
  billingSame: boolean;
  billingStreet: string;
  billingApartment: string;
  billingCity: string;
  billingState: string;
  billingZipPostalCode: string;
  billingCountry: string;
}

/** Card fields; never stored. */
export interface CardValues {
  number: string;
  nameOnCard: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

/** Every field of the checkout form. */
export type CheckoutValues = ContactValues & AddressValues & BillingValues & CardValues;
/** A field's name (a text field or select; billingSame is the checkbox that shows the billing fields). */
export type FieldName = Exclude<keyof CheckoutValues, 'billingSame'>;
/** Messages by field; a field without one is fine. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Message when the phone number is not 10 to 15 digits (R-VAL-1 cleaning first). */
export const INVALID_PHONE = 'Enter a phone number of 10 to 15 digits, like (555) 010-2030';
/** Message for a card number that fails the brand, length or Luhn check. */
export const INVALID_CARD_NUMBER = 'Enter a valid card number';
/** Message for an expired card. */
export const CARD_EXPIRED = 'This card has expired';

const problems = (entries: [FieldName, string | null][]): FieldErrors =>
  Object.fromEntries(entries.filter((e): e is [FieldName, string] => e[1] !== null));

/** R-VAL-3, R-VAL-1: email and phone. */
export function contactErrors(v: ContactValues): FieldErrors {
  return problems([
    ['email', validate(v.email, [required('email address'), email])],
    ['phone', validate(v.phone, [required('phone number'), (p) => (isValidPhone(p) ? null : INVALID_PHONE)])],
  ]);
}

/** R-VAL-3, R-ORD-10: the place of an address, by its field names; `unknownCountry` is the message for a country outside the list. */
export function placeErrors(v: PlaceValues, unknownCountry: string): Partial<Record<keyof PlaceValues, string>> {
  const known = findCountry(v.country) !== undefined;
  const found: [keyof PlaceValues, string | null][] = [
    ['street', validate(v.street, [required('street address'), atMost('Your street address', LIMITS.street)])],
    ['apartment', validate(v.apartment, [atMost('Your apartment, suite, etc.', LIMITS.apartment)])],
    ['city', validate(v.city, [required('city'), atMost('Your city', LIMITS.city)])],
    ['country', known ? null : unknownCountry],
    ['state', known ? validate(v.state, stateRules(v.country)) : null],
    ['zipPostalCode', known ? validate(v.zipPostalCode, postalCodeRules(v.country)) : null],
  ];
  return Object.fromEntries(found.filter((e) => e[1] !== null));
}

/** R-VAL-3, R-ORD-10: the shipping address; a country outside the list gets the §8 message. */
export function addressErrors(v: AddressValues): FieldErrors {
  return {
    ...problems([
      ['firstName', validate(v.firstName, [required('first name'), atMost('Your first name', LIMITS.name)])],
      ['lastName', validate(v.lastName, [required('last name'), atMost('Your last name', LIMITS.name)])],
    ]),
    ...placeErrors(v, NOT_SHIPPING_TO_COUNTRY),
  };
}

/** R-PAY-1, R-VAL-4: number (brand, length, Luhn), name, expiry (not past) and security code. */
export function cardErrors(v: CardValues, now: Date): FieldErrors {
  const brand = cardBrand(v.number);
  const month = Number(v.expMonth);
  const year = Number(v.expYear);
  const chosen = v.expMonth !== '' && v.expYear !== '';
  return problems([
    [
      'number',
      validate(v.number, [required('card number'), (n) => (isValidCardNumber(n) ? null : INVALID_CARD_NUMBER)]),
    ],
    ['nameOnCard', validate(v.nameOnCard, [required('name on card'), atMost('The name on the card', LIMITS.name)])],
    [
      'expMonth',
      validate(v.expMonth, [requiredChoice('expiry month')]) ??
        (chosen && isExpired(month, year, now) ? CARD_EXPIRED : null),
    ],
    ['expYear', validate(v.expYear, [requiredChoice('expiry year')])],
    [
      'cvv',
      validate(v.cvv, [
        required('security code'),
        (c) => (isValidCvv(c, brand) ? null : `Enter the ${cvvLength(brand)}-digit security code`),
      ]),
    ],
  ]);
}

/** True when the errors hold no message. */
export const isClean = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;
