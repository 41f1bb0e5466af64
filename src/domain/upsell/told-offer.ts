/**
 * The offer page's figures after a price change (domain/upsell/shown-total.ts). A module of its
 * own: the page needs this at once, while what reads the API's refusal loads with the payment code.
 */
import type { OfferPriceChange } from './shown-total.ts';
import type { OfferTotal } from './tax.ts';

/**
 * What the offer page shows once the API named new figures: the offer's price and shipping, and
 * the total with its tax, so the card's lines add up to the total the next tap pays. Without
 * figures, only the total is the API's.
 */
export function toldOffer<O extends { offerPrice: number; shippingCost: number }>(
  offer: O,
  total: OfferTotal,
  change: OfferPriceChange | null,
): { offer: O; total: OfferTotal } {
  if (!change) return { offer, total };
  const f = change.figures;
  return {
    offer: f ? { ...offer, offerPrice: f.offerCents / 100, shippingCost: f.shippingCents / 100 } : offer,
    total: { ...total, totalCents: change.nowCents, ...(f && total.taxKnown && { taxCents: f.taxCents }) },
  };
}
