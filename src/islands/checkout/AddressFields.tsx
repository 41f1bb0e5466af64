/**
 * Shipping address fieldset (R-ORD-10): names, then the place (PlaceFields: country, street,
 * city, state or province, ZIP or postal code; US by default; another country gets the §8 'we
 * don't ship' message). `problem`: the message of a quote that failed for it (QuoteProblem.tsx).
 */
import type { ReactNode } from 'react';
import { COUNTRIES } from '../../domain/countries.ts';
import { bind, type FormBinding } from './binding.ts';
import { TextField } from './Field.tsx';
import { PlaceFields } from './PlaceFields.tsx';

/** The select's value for a country outside the list. */
export const OTHER_COUNTRY = 'OTHER';

/** The countries we ship to. */
export const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.value, label: c.label }));
const shippingCountries = [...COUNTRY_OPTIONS, { value: OTHER_COUNTRY, label: 'Another country' }];

/** The shipping address. */
export function AddressFields({ form, problem }: { form: FormBinding; problem?: ReactNode }) {
  return (
    <fieldset className="fieldset">
      <legend>Shipping address</legend>
      <div className="field-row">
        <TextField
          {...bind(form, 'firstName')}
          label="First name"
          name="firstName"
          autoComplete="shipping given-name"
        />
        <TextField {...bind(form, 'lastName')} label="Last name" name="lastName" autoComplete="shipping family-name" />
      </div>
      <PlaceFields form={form} section="shipping" countries={shippingCountries} />
      {problem}
    </fieldset>
  );
}
