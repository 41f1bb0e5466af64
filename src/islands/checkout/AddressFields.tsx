/**
 * Shipping address fieldset (R-ORD-10): names, street, city, a state or province select for the
 * chosen country, ZIP or postal code, and the country (US by default; another country gets the
 * §8 'we don't ship' message). `notice` shows when the address could not be validated (R-VAL-2).
 */
import { COUNTRIES, findCountry } from '../../domain/countries.ts';
import { bind, type FormBinding } from './binding.ts';
import { SelectField, TextField } from './Field.tsx';

/** The select's value for a country outside the list. */
export const OTHER_COUNTRY = 'OTHER';

const countryOptions = [
  ...COUNTRIES.map((c) => ({ value: c.value, label: c.label })),
  { value: OTHER_COUNTRY, label: 'Another country' },
];

/** The shipping address. */
export function AddressFields({ form, notice }: { form: FormBinding; notice?: string | undefined }) {
  const country = findCountry(form.values.country);
  const isCanada = country?.value === 'CA';
  const states = Object.entries(country?.states ?? {}).map(([value, label]) => ({ value, label }));
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
      <SelectField
        {...bind(form, 'country')}
        label="Country"
        name="country"
        autoComplete="shipping country"
        options={countryOptions}
      />
      <TextField {...bind(form, 'street')} label="Street address" name="street" autoComplete="shipping address-line1" />
      <TextField
        {...bind(form, 'apartment')}
        label={
          <>
            Apartment, suite, etc. <span className="field__hint">(optional)</span>
          </>
        }
        name="apartment"
        autoComplete="shipping address-line2"
        required={false}
      />
      <TextField {...bind(form, 'city')} label="City" name="city" autoComplete="shipping address-level2" />
      <div className="field-row">
        <SelectField
          {...bind(form, 'state')}
          label={isCanada ? 'Province or territory' : 'State'}
          name="state"
          autoComplete="shipping address-level1"
          options={states}
          placeholder="Select…"
        />
        <TextField
          {...bind(form, 'zipPostalCode')}
          label={isCanada ? 'Postal code' : 'ZIP code'}
          name="zipPostalCode"
          autoComplete="shipping postal-code"
          inputMode={isCanada ? 'text' : 'numeric'}
          autoCapitalize="characters"
          maxLength={10}
        />
      </div>
      {notice && (
        <p className="checkout__notice" role="status">
          {notice}
        </p>
      )}
    </fieldset>
  );
}
