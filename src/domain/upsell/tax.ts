/**
 * R-ORD-3: the tax of an upsell or downsell, sent as totalTax and shown before the tap. The offer
 * is taxed like the parent order, at its shipping address: at the rate the checkout was quoted
 * there (orders/calculatetax, exact) when the parent's tax agrees with it, else at the rate the
 * parent paid on its merchandise after discount (shipping is not taxed). Rounded half up to the
 * cent, as the API rounds.
 */
import { toCents, fromCents, type Cents } from '../money.ts';

/** The parts of the parent order the rate is read from (dollars). */
export interface TaxedOrder {
  tax?: number | undefined;
  subtotal?: number | undefined;
  discount?: number | undefined;
  shippingAddress?: { Country?: string | undefined; State?: string | undefined } | null | undefined;
}

const taxableCents = (parent: TaxedOrder): Cents => toCents(parent.subtotal ?? 0) - toCents(parent.discount ?? 0);

/** The parent's effective tax rate (0.0625 for 6.25 %), or 0 when it cannot be told. */
export function parentTaxRate(parent: TaxedOrder): number {
  const base = taxableCents(parent);
  if (!parent.tax || base <= 0) return 0;
  return toCents(parent.tax) / base;
}

/**
 * The rate to tax an offer at: the checkout's quoted `rate` when it gives the parent's tax (so it
 * is the rate of that address), else the parent's effective rate, which can be a cent off.
 */
export function upsellTaxRate(parent: TaxedOrder, rate?: number): number {
  const quoted = rate !== undefined && Number.isFinite(rate) && rate >= 0;
  if (quoted && Math.round(taxableCents(parent) * rate) === toCents(parent.tax ?? 0)) return rate;
  return parentTaxRate(parent);
}

/** The tax on an offer price in dollars, rounded to the cent. */
export function upsellTotalTax(offerPrice: number, parent: TaxedOrder, rate?: number): number {
  return fromCents(Math.round(toCents(offerPrice) * upsellTaxRate(parent, rate)));
}

/** What an offer page says it will charge: the taxed total, or the price and shipping "+ tax". */
export type OfferTotal =
  { taxKnown: true; taxCents: Cents; totalCents: Cents } | { taxKnown: false; totalCents: Cents };

/** The offer's total today; tax is known when the parent order's address is (its country and state). */
export function offerTotal(
  offer: { offerPrice: number; shippingCost: number },
  parent: TaxedOrder | undefined,
  rate?: number,
): OfferTotal {
  const before = toCents(offer.offerPrice) + toCents(offer.shippingCost);
  const to = parent?.shippingAddress;
  if (!parent || !to?.Country || !to.State) return { taxKnown: false, totalCents: before };
  const taxCents = toCents(upsellTotalTax(offer.offerPrice, parent, rate));
  return { taxKnown: true, taxCents, totalCents: before + taxCents };
}
