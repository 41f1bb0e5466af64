/**
 * What a package's card on the offer selector says for the chosen way of buying (R-ORD-6).
 * Its own module, so only the selector loads it.
 */
import type { Cents } from '../money.ts';
import type { OfferOption } from './offer-options.ts';

/** The figures a package shows for one way of buying: total, per unit, and saved against single units. */
export interface ShownPrice {
  totalCents: Cents;
  perUnitCents: Cents;
  savedCents: Cents;
  savedPercent: number;
}

/**
 * What a package's card says for the chosen way of buying: with subscribe-and-save, the
 * subscription total, its per-unit price and the saving it gives (discount included), so every
 * figure on the card is the one charged.
 */
export function shownPrice(o: OfferOption, subscribe: boolean): ShownPrice {
  const totalCents = subscribe && o.subscriptionCents !== undefined ? o.subscriptionCents : o.priceCents;
  const fullCents = o.priceCents + o.savedCents; // as many single units, one-time
  const savedCents = Math.max(0, fullCents - totalCents);
  return {
    totalCents,
    perUnitCents: Math.round(totalCents / o.units),
    savedCents,
    savedPercent: savedCents > 0 ? Math.round((savedCents / fullCents) * 100) : 0,
  };
}
