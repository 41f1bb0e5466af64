/**
 * The shopper's contact and address as the checkout form holds them and as funnel state keeps
 * them (accountDetails, §3), so a reload or the payment-retry cart starts prefilled. No card data.
 */
import { DEFAULT_COUNTRY } from '../countries.ts';
import type { AddressValues, ContactValues } from './fields.ts';

/** §3 accountDetails (every field optional, as stored). */
export interface AccountDetails {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  street?: string | undefined;
  zipPostalCode?: string | undefined;
  apartment?: string | undefined;
}

/** The contact and address fields of the form. */
export type AccountValues = ContactValues & AddressValues;

/** An empty form in the default country (R-ORD-10). */
export function emptyAccount(defaultCountry = DEFAULT_COUNTRY): AccountValues {
  return {
    email: '',
    phone: '',
    firstName: '',
    lastName: '',
    street: '',
    apartment: '',
    city: '',
    state: '',
    zipPostalCode: '',
    country: defaultCountry,
  };
}

/** The form prefilled from stored account details; missing fields stay as they were. */
export function accountValues(stored: AccountDetails | undefined, base: AccountValues): AccountValues {
  if (!stored) return base;
  const out = { ...base };
  for (const key of Object.keys(base) as (keyof AccountValues)[]) {
    const value = stored[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** The account details to store for the form's values (empty fields left out). */
export function accountDetailsOf(values: AccountValues): AccountDetails {
  const out: AccountDetails = {};
  for (const [key, value] of Object.entries(values) as [keyof AccountValues, string][])
    if (value.trim() !== '') out[key] = value;
  return out;
}

/**
 * R-ORD-4: the form a shopper starts from: what this funnel kept (accountDetails) over the account
 * remembered on this device (savedAccount), over the empty form.
 */
export function startingAccount(
  accountDetails: AccountDetails | undefined,
  savedAccount: AccountDetails | undefined,
  base: AccountValues,
): AccountValues {
  return accountValues(accountDetails, accountValues(savedAccount, base));
}
