/**
 * §3 billing address parts: "Billing address is the same as shipping", ticked by default;
 * unticked, a "Billing address" fieldset with the shipping address's place fields (same labels,
 * lists and rules, `billing …` autofill), only the countries we ship to.
 */
import type { FormBinding } from './binding.ts';
import { COUNTRY_OPTIONS } from './AddressFields.tsx';
import { PlaceFields } from './PlaceFields.tsx';

/** The checkbox and, when unticked, the billing address. */
export function BillingFields({ form, onSameChange }: { form: FormBinding; onSameChange: (same: boolean) => void }) {
  const id = `${form.prefix}-billingSame`;
  return (
    <>
      <label className="check" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          checked={form.values.billingSame}
          onChange={(e) => onSameChange(e.target.checked)}
        />
        <span>Billing address is the same as shipping</span>
      </label>
      {!form.values.billingSame && (
        <fieldset className="fieldset">
          <legend>Billing address</legend>
          <PlaceFields form={form} section="billing" countries={COUNTRY_OPTIONS} />
        </fieldset>
      )}
    </>
  );
}
