/**
 * R-ORD-6, R-ERR-1: what a quote that failed tells the shopper, once, next to the
 * address and shipping step: the §8 wording of what could not be done, what it means in plain
 * words, and whether trying again can help. The API saying it does not ship to the country is an
 * answer, not a failure: asking again would not change it.
 */
import { NOT_SHIPPING_TO_COUNTRY, SHIPPING_OPTIONS_FAILED, TAX_FAILED } from '../messages.ts';
import type { Quote } from './quote.ts';

/** The one message of a quote that failed. */
export interface QuoteProblem {
  /** The §8 text: shipping first (without it nothing can be charged), else the tax. */
  title: string;
  /** In plain words, what the shopper can do; '' when the title says it all. */
  detail: string;
  /** True when asking again may help (no answer came), false for the API's refusal. */
  retry: boolean;
}

/** The problem of a quote, or null while it has none (idle, loading, priced or the address refused). */
export function quoteProblem(q: Quote): QuoteProblem | null {
  const shipping = q.shipping.status === 'error' ? q.shipping.message : undefined;
  const tax = q.tax.status === 'error';
  if (shipping === NOT_SHIPPING_TO_COUNTRY) return { title: NOT_SHIPPING_TO_COUNTRY, detail: '', retry: false };
  if (!shipping && !tax) return null;
  const what = shipping && tax ? 'shipping and tax' : shipping ? 'shipping' : 'the tax';
  return {
    title: shipping ? SHIPPING_OPTIONS_FAILED : TAX_FAILED,
    detail: `We couldn't work out ${what} for your address just now. Your details are kept: check your connection, then try again.`,
    retry: true,
  };
}
