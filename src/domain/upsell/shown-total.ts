/**
 * The total an add-on's call states (domain/checkout/price-change.ts), as the offer page shows it:
 * the taxed total when the page knows the tax, else the price and shipping it shows "+ tax",
 * marked as shown before tax. A 409 PRICE_CHANGED of that figure becomes the page's new figure,
 * on the same basis, and the sentence that asks the shopper to tap `action` again.
 */
import {
  priceChangedMessage,
  priceChangeOf,
  shownTotalHeaders,
  toldFiguresOf,
  type ShownBasis,
} from '../checkout/price-change.ts';
import type { Cents } from '../money.ts';
import type { OfferTotal } from './tax.ts';

/** An add-on's price the API named: the page's new figure and what the page says of it. */
export interface OfferPriceChange {
  nowCents: Cents;
  message: string;
  /** The API's figures of the add-on, when its answer names them: the card shows them in place of its own. */
  figures?: OfferFigures | undefined;
}

/** An add-on's price, shipping and tax as the API prices it now. */
export interface OfferFigures {
  offerCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
}

/** What a call states of the page's total: the figure, and whether it includes the tax. */
type Shown = Pick<OfferTotal, 'taxKnown' | 'totalCents'>;

const basisOf = (total: Shown): ShownBasis => ({ taxExcluded: !total.taxKnown });

/** The headers stating the total the offer page shows. */
export const offerShownHeaders = (total: Shown): Record<string, string> =>
  shownTotalHeaders(total.totalCents, basisOf(total));

/** The price change a failed add-on call reports against the page's `total`, else undefined. */
export function offerPriceChange(error: unknown, total: Shown, action: string): OfferPriceChange | undefined {
  const basis = basisOf(total);
  const change = priceChangeOf(error, total.totalCents, basis);
  if (!change) return undefined;
  const told = toldFiguresOf(error);
  const figures = told && { offerCents: told.lineCents, shippingCents: told.shippingCents, taxCents: told.taxCents };
  return { nowCents: change.nowCents, message: priceChangedMessage(change, action, basis), figures };
}
