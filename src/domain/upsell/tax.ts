/**
 * R-ORD-3: the totalTax sent with an upsell or downsell. The offer is taxed like the parent order:
 * at the checkout's tax rate when known, else at the rate the parent order paid on its
 * merchandise after discount (shipping is not taxed).
 */
import { toCents, fromCents } from '../money.ts';

/** The parts of the parent order the rate is read from (dollars). */
export interface TaxedOrder {
  tax?: number | undefined;
  subtotal?: number | undefined;
  discount?: number | undefined;
}

/** The parent's effective tax rate (0.0625 for 6.25 %), or 0 when it cannot be told. */
export function parentTaxRate(parent: TaxedOrder): number {
  const base = (parent.subtotal ?? 0) - (parent.discount ?? 0);
  if (!parent.tax || base <= 0) return 0;
  return parent.tax / base;
}

/** The tax on an offer price in dollars, rounded to the cent; `rate` wins over the parent's rate. */
export function upsellTotalTax(offerPrice: number, parent: TaxedOrder, rate?: number): number {
  const r = rate !== undefined && Number.isFinite(rate) && rate >= 0 ? rate : parentTaxRate(parent);
  return fromCents(Math.round(toCents(offerPrice) * r));
}
