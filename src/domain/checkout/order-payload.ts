/**
 * R-ORD-1: the guest order a card checkout sends to orders/createguest (the shape of
 * guestOrderRequest in src/wire/orders.ts, minus statsInfo which the shell adds). The phone is
 * cleaned (R-VAL-1), the email's domain sent in ASCII (`asciiEmail`), the card sent as digits; the billing address is the ship-to address unless
 * the shopper gave one of its own (billingSame false).
 */
import type { Address } from '../../wire/common.ts';
import type { CardInput, Contact } from '../../wire/orders.ts';
import { cardDigits } from '../card.ts';
import { cleanPhone } from '../phone.ts';
import { asciiEmail, formatCaPostalCode } from '../validators.ts';
import type { CartLine, OrderItem } from './cart.ts';
import { orderItemsOf } from './cart.ts';
import { billingPlace } from './billing.ts';
import type { AddressValues, BillingValues, CardValues, ContactValues, PlaceValues } from './fields.ts';

/** §3 address parts as the API names them: the wire's shape (src/wire/common.ts). */
export type OrderAddress = Address;

/** Who an order is for, as the API names it (src/wire/orders.ts). */
export type OrderContact = Contact;

/** The guest order of a card checkout. */
export interface CardOrderPayload {
  contact: OrderContact;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  orderItems: OrderItem[];
  bumpOfferIds: string[];
  coupon?: string;
  shippingOptionId?: string;
  paymentMethod: 'Credit Card';
  orderSource: 'Funnel';
  card: CardInput;
}

/** The address parts of the form, trimmed, codes in capitals, a Canadian postal code in A1A 1A1 form. */
export function orderAddress(v: PlaceValues): OrderAddress {
  const country = v.country.trim().toUpperCase();
  const zip = v.zipPostalCode.trim();
  const address: OrderAddress = {
    Address: v.street.trim(),
    City: v.city.trim(),
    State: v.state.trim().toUpperCase(),
    ZipPostal: country === 'CA' ? formatCaPostalCode(zip) : zip,
    Country: country,
  };
  if (v.apartment.trim()) address.Apartment = v.apartment.trim();
  return address;
}

/** What the shopper chose besides the form fields. */
export interface OrderChoices {
  line: CartLine;
  bumpOfferIds: readonly string[];
  coupon?: string | undefined;
  shippingOptionId?: string | undefined;
}

/** R-ORD-1: the createguest body of a card checkout (orderSource Funnel). */
export function cardOrderPayload(
  values: ContactValues & AddressValues & CardValues & (BillingValues | { billingSame?: undefined }),
  choices: OrderChoices,
): CardOrderPayload {
  const address = orderAddress(values);
  const billing = values.billingSame === false ? orderAddress(billingPlace(values)) : address;
  const payload: CardOrderPayload = {
    contact: {
      email: asciiEmail(values.email),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: cleanPhone(values.phone),
    },
    billingAddress: billing,
    shippingAddress: address,
    orderItems: orderItemsOf(choices.line),
    bumpOfferIds: [...choices.bumpOfferIds],
    paymentMethod: 'Credit Card',
    orderSource: 'Funnel',
    card: {
      number: cardDigits(values.number) ?? values.number,
      expMonth: Number(values.expMonth),
      expYear: Number(values.expYear),
      cvv: values.cvv.trim(),
      nameOnCard: values.nameOnCard.trim(),
    },
  };
  if (choices.coupon) payload.coupon = choices.coupon;
  if (choices.shippingOptionId) payload.shippingOptionId = choices.shippingOptionId;
  return payload;
}
