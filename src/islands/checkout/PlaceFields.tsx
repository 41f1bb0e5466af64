/**
 * The place part of an address (R-ORD-10): country, street, apartment, city, a state or province
 * select for the chosen country and the ZIP or postal code. The shipping and billing fieldsets
 * share it: the same labels, lists and rules, with their own field names and autofill section.
 */
import { BILLING_FIELD } from '../../domain/checkout/billing.ts';
import type { FieldName, PlaceValues } from '../../domain/checkout/fields.ts';
import { findCountry } from '../../domain/countries.ts';
import { bind, type FormBinding } from './binding.ts';
import { SelectField, TextField } from './Field.tsx';

/** Which address: its field names and its autocomplete section. */
export type AddressSection = 'shipping' | 'billing';

const NAMES: Record<AddressSection, Record<keyof PlaceValues, FieldName>> = {
  shipping: {
    street: 'street',
    apartment: 'apartment',
    city: 'city',
    state: 'state',
    zipPostalCode: 'zipPostalCode',
    country: 'country',
  },
  billing: BILLING_FIELD,
};

interface Props {
  form: FormBinding;
  section: AddressSection;
  countries: readonly { value: string; label: string }[];
}

/** Country, street, apartment, city, state and ZIP of one address. */
export function PlaceFields({ form, section, countries }: Props) {
  const n = NAMES[section];
  const country = findCountry(form.values[n.country]);
  const isCanada = country?.value === 'CA';
  const states = Object.entries(country?.states ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <>
      <SelectField
        {...bind(form, n.country)}
        label="Country"
        name={n.country}
        autoComplete={`${section} country`}
        options={countries}
      />
      <TextField
        {...bind(form, n.street)}
        label="Street address"
        name={n.street}
        autoComplete={`${section} address-line1`}
      />
      <TextField
        {...bind(form, n.apartment)}
        label={
          <>
            Apartment, suite, etc. <span className="field__hint">(optional)</span>
          </>
        }
        name={n.apartment}
        autoComplete={`${section} address-line2`}
        required={false}
      />
      <TextField {...bind(form, n.city)} label="City" name={n.city} autoComplete={`${section} address-level2`} />
      <div className="field-row">
        <SelectField
          {...bind(form, n.state)}
          label={isCanada ? 'Province or territory' : 'State'}
          name={n.state}
          autoComplete={`${section} address-level1`}
          options={states}
          placeholder="Select…"
        />
        <TextField
          {...bind(form, n.zipPostalCode)}
          label={isCanada ? 'Postal code' : 'ZIP code'}
          name={n.zipPostalCode}
          autoComplete={`${section} postal-code`}
          inputMode={isCanada ? 'text' : 'numeric'}
          autoCapitalize="characters"
          maxLength={10}
        />
      </div>
    </>
  );
}
