/**
 * The checkout form's values and the messages shown next to fields (R-VAL-3): a field is checked
 * when it loses focus with something typed, re-checked as it changes once a message shows, and
 * selects are checked as soon as they change. The billing fields count only while "Billing address
 * is the same as shipping" is unticked.
 */
import { useState } from 'react';
import { emptyAccount } from '../../domain/checkout/account.ts';
import { BILLING_FIELDS, billingErrors, emptyBilling } from '../../domain/checkout/billing.ts';
import {
  addressErrors,
  cardErrors,
  contactErrors,
  type CheckoutValues,
  type FieldErrors,
  type FieldName,
} from '../../domain/checkout/fields.ts';
import { findCountry } from '../../domain/countries.ts';

const EMPTY_CARD = { number: '', nameOnCard: '', expMonth: '', expYear: '', cvv: '' };
const CHOICES: readonly FieldName[] = ['country', 'state', 'billingCountry', 'billingState', 'expMonth', 'expYear'];
/** Each country field and the state field its list feeds. */
const STATE_OF: Partial<Record<FieldName, 'state' | 'billingState'>> = {
  country: 'state',
  billingCountry: 'billingState',
};

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

/** Values, shown errors and the handlers the fieldsets call. */
export function useFields(defaultCountry: string) {
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...emptyAccount(defaultCountry),
    ...emptyBilling(defaultCountry),
    ...EMPTY_CARD,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  function set(name: FieldName, value: string) {
    const next = { ...values, [name]: value };
    const state = STATE_OF[name];
    if (state && !findCountry(value)?.states[next[state]]) next[state] = '';
    setValues(next);
    if (errors[name] || CHOICES.includes(name)) setErrors(withField(errors, name, allErrors(next, new Date())[name]));
  }

  function blur(name: FieldName) {
    if (values[name].trim() || errors[name]) setErrors(withField(errors, name, allErrors(values, new Date())[name]));
  }

  /** Ticks or unticks "Billing address is the same as shipping"; ticked, the billing messages go. */
  function setBillingSame(same: boolean) {
    setValues({ ...values, billingSame: same });
    if (same)
      setErrors(Object.fromEntries(Object.entries(errors).filter(([k]) => !BILLING_FIELDS.includes(k as FieldName))));
  }

  return { values, setValues, errors, setErrors, set, blur, setBillingSame };
}
