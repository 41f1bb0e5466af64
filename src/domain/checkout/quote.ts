/**
 * A checkout's quote (R-ORD-6): the shipping methods and the tax the commerce API gives for a cart
 * and an address, and the summary priced from it. The same function prices what the summary shows
 * and what the submit compares with the charged total.
 */
import { toCents, type Cents } from '../money.ts';
import type { OrderItem } from './cart.ts';
import { checkoutTotals, type CheckoutTotals, type SummaryInputs } from './totals.ts';

/** A shipping method the API offers for the address. */
export interface ShippingMethod {
  id: string;
  label: string;
  price: number;
}

/** What a quote is computed from. */
export interface QuoteInput {
  country: string;
  state: string;
  zip: string;
  items: OrderItem[];
  bumpOfferIds: string[];
  coupon?: string | undefined;
}

/** Shipping methods for the address. */
export type ShippingQuote =
  { status: 'idle' | 'loading' } | { status: 'ok'; options: ShippingMethod[] } | { status: 'error'; message: string };

/** Tax for the cart at the address; 'invalid' when the API says the address is not valid (taxData.isValid). */
export type TaxQuote =
  | { status: 'idle' | 'loading' | 'invalid' }
  | { status: 'ok'; taxCents: Cents; tax: number; rate: number }
  | { status: 'error'; message: string };

/** Both parts of a quote. */
export interface Quote {
  shipping: ShippingQuote;
  tax: TaxQuote;
}

/** Nothing asked yet. */
export const IDLE_QUOTE: Quote = { shipping: { status: 'idle' }, tax: { status: 'idle' } };
/** Asked, no answer yet. */
export const LOADING_QUOTE: Quote = { shipping: { status: 'loading' }, tax: { status: 'loading' } };

/** True when the quote can be charged: options and tax known (or the address refused). */
export const isSettled = (q: Quote): boolean =>
  q.shipping.status === 'ok' && (q.tax.status === 'ok' || q.tax.status === 'invalid');

/** The shipping methods of a quote (none until it has them). */
export const quotedOptions = (q: Quote): ShippingMethod[] => (q.shipping.status === 'ok' ? q.shipping.options : []);

/** The method charged: the shopper's choice while the quote offers it, else the first. */
export const chosenIndex = (q: Quote, index: number): number => (index < quotedOptions(q).length ? index : 0);

/** The summary of a cart priced with a quote: shipping and tax stay unknown until it has them. */
export function quotedTotals(
  cart: Omit<SummaryInputs, 'shippingCents' | 'taxCents'>,
  q: Quote,
  index: number,
): CheckoutTotals {
  const option = quotedOptions(q)[chosenIndex(q, index)];
  return checkoutTotals({
    ...cart,
    shippingCents: option ? toCents(option.price) : null,
    taxCents: q.tax.status === 'ok' ? q.tax.taxCents : null,
  });
}
