/**
 * Shipping options and tax for a cart and address, from the commerce API (R-ORD-6): the §8
 * messages 'Couldn't calculate shipping options', 'Sorry, but we couldn't calculate the tax' and
 * the unsupported-country text on failure, each through the shared error handler (toast + log).
 */
import type { OrderItem } from '../../domain/checkout/cart.ts';
import { NOT_SHIPPING_TO_COUNTRY, SHIPPING_OPTIONS_FAILED, TAX_FAILED } from '../../domain/messages.ts';
import { toCents, type Cents } from '../../domain/money.ts';
import { api } from '../../runtime/api.ts';
import { handleError } from '../../runtime/errors.ts';
import type { ShippingOption } from '../../state/index.ts';

/** What a quote is computed from. */
export interface QuoteInput {
  country: string;
  state: string;
  zip: string;
  items: OrderItem[];
  bumpOfferIds: string[];
  coupon?: string | undefined;
}

/** Shipping options for the address. */
export type ShippingQuote =
  { status: 'idle' | 'loading' } | { status: 'ok'; options: ShippingOption[] } | { status: 'error'; message: string };

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

const errorText = (error: unknown): string | undefined => {
  const text = (error as { error?: unknown } | null)?.error;
  return typeof text === 'string' ? text : undefined;
};

async function shippingFor(input: QuoteInput): Promise<ShippingQuote> {
  try {
    const { options } = await api().getShippingOptions({
      country: input.country,
      state: input.state,
      items: input.items,
    });
    return { status: 'ok', options };
  } catch (error) {
    const message = errorText(error) === NOT_SHIPPING_TO_COUNTRY ? NOT_SHIPPING_TO_COUNTRY : SHIPPING_OPTIONS_FAILED;
    handleError('getShippingOptions', { error: message, cause: error });
    return { status: 'error', message };
  }
}

async function taxFor(input: QuoteInput): Promise<TaxQuote> {
  try {
    const result = await api().calculateTax({
      address: { State: input.state, Country: input.country, ZipPostal: input.zip },
      items: input.items,
      bumpOfferIds: input.bumpOfferIds,
      ...(input.coupon ? { coupon: input.coupon } : {}),
    });
    if (!result.isValid) return { status: 'invalid' };
    return { status: 'ok', taxCents: toCents(result.tax), tax: result.tax, rate: result.rate };
  } catch (error) {
    handleError('calculateTax', { error: TAX_FAILED, cause: error });
    return { status: 'error', message: TAX_FAILED };
  }
}

/** Asks the API for shipping options and tax at once. */
export async function fetchQuote(input: QuoteInput): Promise<Quote> {
  const [shipping, tax] = await Promise.all([shippingFor(input), taxFor(input)]);
  return { shipping, tax };
}
