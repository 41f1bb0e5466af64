/**
 * §3 billing address parts: "Billing address is the same as shipping", ticked by default;
 * unticked, a "Billing address" fieldset with the shipping address's place fields (same labels,
 * lists and rules, `billing …` autofill), only the countries we ship to.
 */
import type { FormBinding } from './binding.ts';
import { COUNTRY_OPTIONS } from './AddressFields.tsx';
import { Check } from './Field.tsx';
import { PlaceFields } from './PlaceFields.tsx';

/** The checkbox and, when unticked, the billing address. */
export function BillingFields({ form, onSameChange }: { form: FormBinding; onSameChange: (same: boolean) => void }) {
  return (
    <>
      <Check id={`${form.prefix}-billingSame`} checked={form.values.billingSame} onChange={onSameChange}>
        Billing address is the same as shipping
      </Check>
      {!form.values.billingSame && (
        <fieldset className="fieldset">
          <legend>Billing address</legend>
          <PlaceFields form={form} section="billing" countries={COUNTRY_OPTIONS} />
        </fieldset>
      )}
    </>
  );
}
