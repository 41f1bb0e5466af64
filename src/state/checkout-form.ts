/**
 * The checkout form's values and the messages shown next to its fields (R-VAL-3, rules in
 * domain/checkout/form.ts), in memory only. What is typed of the contact and addresses goes to
 * funnel state as it changes (accountDetails, billingDetails), so a reload, the payment-retry page
 * and the wallets start from it; the card never leaves this module's atom.
 */
import { atom } from 'nanostores';
import { accountDetailsOf, emptyAccount, type AccountValues } from '../domain/checkout/account.ts';
import { billingDetailsOf } from '../domain/checkout/billing.ts';
import type { CheckoutValues, FieldErrors, FieldName } from '../domain/checkout/fields.ts';
import { changed, recheck, withoutBilling } from '../domain/checkout/form.ts';
import { patchFunnelState } from './funnel-state.ts';

/** The values, once the checkout has started (null before: the island shows the empty form). */
export const formValues = atom<CheckoutValues | null>(null);
/** The messages next to the fields. */
export const formErrors = atom<FieldErrors>({});
/** True once an attempt found problems: the error summary shows them. */
export const errorsShown = atom(false);

/** The contact and address part of the values. */
export function accountOf(values: CheckoutValues): AccountValues {
  const account = emptyAccount();
  for (const key of Object.keys(account) as (keyof AccountValues)[]) account[key] = values[key];
  return account;
}

/** What funnel state keeps of the values: the contact and address, and a billing address of its own. */
const keptOf = (values: CheckoutValues) => ({
  accountDetails: accountDetailsOf(accountOf(values)),
  billingDetails: billingDetailsOf(values),
});

/** Sets the values; a change of the contact or an address is kept in funnel state. */
export function writeValues(next: CheckoutValues): void {
  const before = formValues.get();
  formValues.set(next);
  const kept = keptOf(next);
  if (!before || JSON.stringify(keptOf(before)) !== JSON.stringify(kept)) patchFunnelState(kept);
}

/** A field changed. */
export function setField(name: FieldName, value: string): void {
  const values = formValues.get();
  if (!values) return;
  const next = changed(values, name, value);
  writeValues(next);
  formErrors.set(recheck(formErrors.get(), next, name));
}

/** A field lost focus. */
export function blurField(name: FieldName): void {
  const values = formValues.get();
  if (values) formErrors.set(recheck(formErrors.get(), values, name, true));
}

/** Ticks or unticks "Billing address is the same as shipping"; ticked, the billing messages go. */
export function setBillingSame(same: boolean): void {
  const values = formValues.get();
  if (!values) return;
  writeValues({ ...values, billingSame: same });
  if (same) formErrors.set(withoutBilling(formErrors.get()));
}

/** Shows the problems next to the fields and in the error summary. */
export function showProblems(problems: FieldErrors): 'error-summary' {
  formErrors.set(problems);
  errorsShown.set(true);
  return 'error-summary';
}
