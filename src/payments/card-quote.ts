/**
 * The card checkout's quote from the commerce API (R-ORD-6): shipping methods and tax for a cart
 * and address at once, with the §8 messages 'Couldn't calculate shipping options', 'Sorry, but we
 * couldn't calculate the tax' and the unsupported-country text on failure. A failure is logged to
 * the server as the error handler logs it (R-ERR-2), without a toast: the form shows one message
 * for the whole quote next to the address (domain/checkout/quote-problem.ts).
 */
import type { ApiClient } from '../api/client.ts';
import { browserApiClient } from '../api/env.ts';
import type { QuoteInput, Quote, ShippingQuote, TaxQuote } from '../domain/checkout/quote.ts';
import { NOT_SHIPPING_TO_COUNTRY, SHIPPING_OPTIONS_FAILED, TAX_FAILED } from '../domain/messages.ts';
import { toCents } from '../domain/money.ts';

/** The calls a quote makes (the page's client unless one is given). */
export type QuoteClient = Pick<ApiClient, 'getShippingOptions' | 'calculateTax' | 'logServer'>;

const errorText = (error: unknown): string | undefined => {
  const text = (error as { error?: unknown } | null)?.error;
  return typeof text === 'string' ? text : undefined;
};

async function shippingFor(input: QuoteInput, client: QuoteClient): Promise<ShippingQuote> {
  try {
    const { options } = await client.getShippingOptions({
      country: input.country,
      state: input.state,
      items: input.items,
    });
    return { status: 'ok', options };
  } catch (error) {
    const message = errorText(error) === NOT_SHIPPING_TO_COUNTRY ? NOT_SHIPPING_TO_COUNTRY : SHIPPING_OPTIONS_FAILED;
    void client.logServer('error', 'getShippingOptions failed', { error: message, cause: error });
    return { status: 'error', message };
  }
}

async function taxFor(input: QuoteInput, client: QuoteClient): Promise<TaxQuote> {
  try {
    const result = await client.calculateTax({
      address: { State: input.state, Country: input.country, ZipPostal: input.zip },
      items: input.items,
      bumpOfferIds: input.bumpOfferIds,
      ...(input.coupon ? { coupon: input.coupon } : {}),
    });
    if (!result.isValid) return { status: 'invalid' };
    return { status: 'ok', taxCents: toCents(result.tax), tax: result.tax, rate: result.rate };
  } catch (error) {
    void client.logServer('error', 'calculateTax failed', { error: TAX_FAILED, cause: error });
    return { status: 'error', message: TAX_FAILED };
  }
}

/** Asks the API for shipping methods and tax at once; never rejects. */
export async function fetchQuote(input: QuoteInput, client: QuoteClient = browserApiClient()): Promise<Quote> {
  const [shipping, tax] = await Promise.all([shippingFor(input, client), taxFor(input, client)]);
  return { shipping, tax };
}
