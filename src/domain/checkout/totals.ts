/**
 * The order summary of a checkout, in cents, from the inputs the commerce API charges: the cart
 * line, the ticked bumps, the coupon discount it granted, the shipping option chosen and the tax
 * it calculated. Total = subtotal − discount + shipping + tax, the server's formula.
 */
import { toCents, type Cents } from '../money.ts';
import type { CatalogueBump } from './catalogue.ts';
import type { CartLine } from './cart.ts';

/** What the summary is made of; shipping and tax are null until the API has answered. */
export interface SummaryInputs {
  line: CartLine;
  bumps: readonly CatalogueBump[];
  discountCents?: Cents | undefined;
  shippingCents?: Cents | null | undefined;
  taxCents?: Cents | null | undefined;
}

/** The summary; `complete` once shipping and tax are known, so the total is what will be charged. */
export interface CheckoutTotals {
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents | null;
  totalCents: Cents;
  complete: boolean;
  /** The API's price of the product line, once the shopper was told of it (told-price.ts). */
  lineCents?: Cents | undefined;
  /** The API's price of each bump by product id, once the shopper was told of them. */
  bumpCents?: Readonly<Record<string, Cents>> | undefined;
}

/** The summary of a checkout; before the API answers, shipping is the bundle's standard cost and tax 0. */
export function checkoutTotals({
  line,
  bumps,
  discountCents = 0,
  shippingCents,
  taxCents,
}: SummaryInputs): CheckoutTotals {
  const subtotalCents = line.priceCents + bumps.reduce((sum, b) => sum + toCents(b.price), 0);
  const discount = Math.min(Math.max(0, discountCents), line.priceCents);
  const shipping = shippingCents ?? line.shippingCents;
  const tax = taxCents ?? null;
  return {
    subtotalCents,
    discountCents: discount,
    shippingCents: shipping,
    taxCents: tax,
    totalCents: subtotalCents - discount + shipping + (tax ?? 0),
    complete: shippingCents !== null && shippingCents !== undefined && tax !== null,
  };
}

/** The country the catalogue's bundle shipping costs are for; elsewhere only the API's quote prices shipping. */
export const CATALOGUE_SHIPPING_COUNTRY = 'US';

/**
 * The summary as the shopper sees it: until the API has quoted shipping, the bundle's standard
 * cost counts only where it applies (the US); elsewhere shipping is not counted yet and the summary
 * says it is calculated from the address, rather than showing a US price (Canada adds $9.95).
 */
export function shownTotals(
  totals: CheckoutTotals,
  country: string,
  shippingQuoted: boolean,
): { totals: CheckoutTotals; shippingKnown: boolean } {
  if (shippingQuoted || country.trim().toUpperCase() === CATALOGUE_SHIPPING_COUNTRY)
    return { totals, shippingKnown: true };
  return {
    totals: { ...totals, shippingCents: 0, totalCents: totals.totalCents - totals.shippingCents },
    shippingKnown: false,
  };
}
