/**
 * The checkout form's rules (R-VAL-3): its empty values, every problem of its values, how a change
 * or a blur updates the messages shown, and which fields the first step of the two-step form holds.
 * A field is checked when it loses focus with something typed, re-checked as it changes once a
 * message shows, and selects are checked as soon as they change. The billing fields count only while
 * "Billing address is the same as shipping" is unticked.
 */
import { findCountry } from '../countries.ts';
import { emptyAccount } from './account.ts';
import { BILLING_FIELDS, billingErrors, emptyBilling } from './billing.ts';
import {
  addressErrors,
  cardErrors,
  contactErrors,
  type CheckoutValues,
  type FieldErrors,
  type FieldName,
} from './fields.ts';

/** Fields of the first step of the two-step form (contact and address). */
export const STEP_ONE_FIELDS: readonly FieldName[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'street',
  'apartment',
  'city',
  'state',
  'zipPostalCode',
];

/** True for a field of the first step. */
export const onStepOne = (name: string): boolean => STEP_ONE_FIELDS.includes(name as FieldName);

const CHOICES: readonly FieldName[] = ['country', 'state', 'billingCountry', 'billingState', 'expMonth', 'expYear'];
/** Each country field and the state field its list feeds. */
const STATE_OF: Partial<Record<FieldName, 'state' | 'billingState'>> = {
  country: 'state',
  billingCountry: 'billingState',
};

/** An empty form in the default country (R-ORD-10), billing the same as shipping. */
export const emptyValues = (defaultCountry: string): CheckoutValues => ({
  ...emptyAccount(defaultCountry),
  ...emptyBilling(defaultCountry),
  number: '',
  nameOnCard: '',
  expMonth: '',
  expYear: '',
  cvv: '',
});

/** Every problem of the form. */
export const allErrors = (v: CheckoutValues, now: Date): FieldErrors => ({
  ...contactErrors(v),
  ...addressErrors(v),
  ...billingErrors(v),
  ...cardErrors(v, now),
});

function withField(errors: FieldErrors, name: FieldName, message: string | undefined): FieldErrors {
  const { [name]: _dropped, ...rest } = errors;
  return message ? { ...rest, [name]: message } : rest;
}

/** The values after a change; a new country empties a state its list does not have. */
export function changed(values: CheckoutValues, name: FieldName, value: string): CheckoutValues {
  const next = { ...values, [name]: value };
  const state = STATE_OF[name];
  if (state && !findCountry(value)?.states[next[state]]) next[state] = '';
  return next;
}

/** The messages after `name` changed (`next`: the values now) or, with `blurred`, lost focus. */
export function recheck(errors: FieldErrors, next: CheckoutValues, name: FieldName, blurred = false): FieldErrors {
  const due = blurred ? !!next[name].trim() || !!errors[name] : !!errors[name] || CHOICES.includes(name);
  return due ? withField(errors, name, allErrors(next, new Date())[name]) : errors;
}

/** The messages once "same as shipping" is ticked: the billing ones go. */
export const withoutBilling = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => !BILLING_FIELDS.includes(k as FieldName)));
