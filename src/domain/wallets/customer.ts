/**
 * The shopper's contact and addresses for a wallet order, from what each provider hands back
 * (Google Pay payment data, an Apple Pay payment, Amazon customer info) or from the details the
 * shopper typed into the order form (the funnel state's accountDetails and shippingInfo).
 * Each returns null when something the order needs is missing.
 */
import type { AccountDetails } from '../checkout/account.ts';
import type { OrderAddress as WalletAddress, OrderContact } from '../checkout/order-payload.ts';
import { cleanPhone } from '../phone.ts';
import { asciiEmail } from '../validators.ts';

/** Who the wallet order is for. */
export interface WalletCustomer {
  contact: OrderContact;
  billingAddress: WalletAddress;
  shippingAddress?: WalletAddress;
}

const filled = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** "Alex Amazon" → first and last name; a single word is used for both. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || first };
}

function address(parts: Partial<WalletAddress>): WalletAddress | null {
  const { Address, City, State, ZipPostal, Country } = parts;
  if (!filled(Address) || !filled(City) || !filled(State) || !filled(ZipPostal) || !filled(Country)) return null;
  const out: WalletAddress = { Address, City, State, ZipPostal, Country: Country.toUpperCase() };
  if (filled(parts.Apartment)) out.Apartment = parts.Apartment;
  return out;
}

function customer(
  contact: { email?: string | undefined; name?: string | undefined; phone?: string | undefined },
  billing: WalletAddress | null,
  shipping: WalletAddress | null,
): WalletCustomer | null {
  const billingAddress = billing ?? shipping;
  if (!filled(contact.email) || !filled(contact.name) || !filled(contact.phone) || !billingAddress) return null;
  return {
    contact: { email: asciiEmail(contact.email), ...splitName(contact.name), phone: cleanPhone(contact.phone) },
    billingAddress,
    ...(shipping && { shippingAddress: shipping }),
  };
}

/** The order form's details as the funnel state keeps them (§3 accountDetails, shippingInfo). */
export type AccountDetailsLike = AccountDetails;

const fromDetails = (d: AccountDetailsLike | undefined) =>
  d
    ? address({
        Address: d.street,
        City: d.city,
        State: d.state,
        ZipPostal: d.zipPostalCode,
        Country: d.country,
        ...(d.apartment !== undefined && { Apartment: d.apartment }),
      } as Partial<WalletAddress>)
    : null;

/** PayPal: the shopper's details typed into the order form (accountDetails, shippingInfo). */
export function customerFromAccount(
  account: AccountDetailsLike | undefined,
  shipping?: AccountDetailsLike,
): WalletCustomer | null {
  if (!account || !filled(account.firstName) || !filled(account.lastName)) return null;
  return customer(
    { email: account.email, name: `${account.firstName} ${account.lastName}`, phone: account.phone },
    fromDetails(account),
    fromDetails(shipping),
  );
}

/** The fields of a Google Pay address the order reads. */
export interface GooglePayAddress {
  name?: string;
  address1?: string;
  address2?: string;
  address3?: string;
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
  phoneNumber?: string;
}

const fromGoogle = (a: GooglePayAddress | undefined) =>
  a
    ? address({
        Address: a.address1,
        Apartment: [a.address2, a.address3].filter(filled).join(' '),
        City: a.locality,
        State: a.administrativeArea,
        ZipPostal: a.postalCode,
        Country: a.countryCode,
      } as Partial<WalletAddress>)
    : null;

/** R-PAY-6: Google Pay payment data (email, shipping address with phone, billing address). */
export function customerFromGooglePay(data: {
  email?: string;
  shippingAddress?: GooglePayAddress;
  paymentMethodData: { info?: { billingAddress?: GooglePayAddress } };
}): WalletCustomer | null {
  const billing = data.paymentMethodData.info?.billingAddress;
  const shipping = data.shippingAddress;
  return customer(
    { email: data.email, name: shipping?.name ?? billing?.name, phone: shipping?.phoneNumber ?? billing?.phoneNumber },
    fromGoogle(billing),
    fromGoogle(shipping),
  );
}

/** The fields of an Apple Pay payment contact the order reads. */
export interface ApplePayContact {
  emailAddress?: string;
  phoneNumber?: string;
  givenName?: string;
  familyName?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

const fromApple = (c: ApplePayContact | undefined) =>
  c
    ? address({
        Address: c.addressLines?.[0],
        Apartment: c.addressLines?.slice(1).join(' '),
        City: c.locality,
        State: c.administrativeArea,
        ZipPostal: c.postalCode,
        Country: c.countryCode,
      } as Partial<WalletAddress>)
    : null;

/** R-PAY-6: an Apple Pay payment's shipping and billing contacts. */
export function customerFromApplePay(payment: {
  shippingContact?: ApplePayContact;
  billingContact?: ApplePayContact;
}): WalletCustomer | null {
  const s = payment.shippingContact;
  const b = payment.billingContact;
  const name = [s?.givenName ?? b?.givenName, s?.familyName ?? b?.familyName].filter(filled).join(' ');
  return customer(
    { email: s?.emailAddress ?? b?.emailAddress, name, phone: s?.phoneNumber ?? b?.phoneNumber },
    fromApple(b),
    fromApple(s),
  );
}

/** R-PAY-3: the Amazon customer info of getInfoAmazon / getInfoAmazonSub. */
export function customerFromAmazon(info: {
  email: string;
  phone: string;
  name: string;
  address: WalletAddress;
}): WalletCustomer | null {
  const a = address(info.address);
  return customer({ email: info.email, name: info.name, phone: info.phone }, a, a);
}
