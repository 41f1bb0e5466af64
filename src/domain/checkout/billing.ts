/**
 * The billing address (§3 billing address parts): the same as the shipping address unless the
 * shopper unticks "Billing address is the same as shipping"; then its own place, checked by the
 * same rules and lists as shipping (R-VAL-3, R-ORD-10).
 */
import { DEFAULT_COUNTRY } from '../countries.ts';
import { placeErrors, type BillingValues, type FieldErrors, type FieldName, type PlaceValues } from './fields.ts';

/** Message for a billing country outside the list (the list has only the countries we ship to). */
export const SELECT_BILLING_COUNTRY = 'Select your country';

/** The billing field of each place field. */
export const BILLING_FIELD = {
  street: 'billingStreet',
  apartment: 'billingApartment',
  city: 'billingCity',
  state: 'billingState',
  zipPostalCode: 'billingZipPostalCode',
  country: 'billingCountry',
} as const satisfies Record<keyof PlaceValues, FieldName>;

/** The billing fields, in the order the form shows them. */
export const BILLING_FIELDS: readonly FieldName[] = Object.values(BILLING_FIELD);

/** Same as shipping, and an empty place in the default country for when it is not. */
export function emptyBilling(defaultCountry = DEFAULT_COUNTRY): BillingValues {
  return {
    billingSame: true,
    billingStreet: '',
    billingApartment: '',
    billingCity: '',
    billingState: '',
    billingZipPostalCode: '',
    billingCountry: defaultCountry,
  };
}

/**
 * What the funnel state keeps of the billing part, for a reload (ours: §3 has no place for it):
 * the unticked box and the place fields typed. Kept in the tab only, as the shipping address is.
 */
export type BillingDetails = Partial<BillingValues>;

/** The billing part to keep: nothing while it is the shipping address, else the box and the fields typed. */
export function billingDetailsOf(v: BillingValues): BillingDetails | undefined {
  if (v.billingSame) return undefined;
  const out: BillingDetails = { billingSame: false };
  for (const field of Object.values(BILLING_FIELD)) if (v[field].trim() !== '') out[field] = v[field];
  return out;
}

/** The billing part (only) a form starts from: `base`'s, with what was kept over it. */
export function billingValues(kept: BillingDetails | undefined, base: BillingValues): BillingValues {
  const out: BillingValues = { ...emptyBilling(), billingSame: kept?.billingSame ?? base.billingSame };
  for (const field of Object.values(BILLING_FIELD)) {
    const value = kept?.[field];
    out[field] = typeof value === 'string' && value !== '' ? value : base[field];
  }
  return out;
}

/** The billing place under the place field names. */
export function billingPlace(v: BillingValues): PlaceValues {
  return {
    street: v.billingStreet,
    apartment: v.billingApartment,
    city: v.billingCity,
    state: v.billingState,
    zipPostalCode: v.billingZipPostalCode,
    country: v.billingCountry,
  };
}

/** The billing fields' problems; none while the billing address is the shipping address. */
export function billingErrors(v: BillingValues): FieldErrors {
  if (v.billingSame) return {};
  const found = placeErrors(billingPlace(v), SELECT_BILLING_COUNTRY);
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(found) as [keyof PlaceValues, string][])
    out[BILLING_FIELD[field]] = message;
  return out;
}
