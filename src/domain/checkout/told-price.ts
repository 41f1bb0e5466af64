/**
 * The total a page shows once the API named a new one (409 PRICE_CHANGED, price-change.ts). Its
 * own module: the order form loads it at once, the rest of the price rules only with the payment.
 */
import type { Cents } from '../money.ts';
import type { CheckoutTotals } from './totals.ts';

/** The API's figures of the summary with a new total (409 PRICE_CHANGED `prices`); bumps by product id. */
export interface ToldFigures {
  lineCents: Cents;
  bumpCents: Readonly<Record<string, Cents>>;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
}

/** A new total the shopper was told of, for one cart (`cartKey`) that the page itself prices at `pageCents`. */
export interface ToldPrice {
  cartKey: string;
  pageCents: Cents;
  nowCents: Cents;
  /** The API's figures of that total, line by line, when it named them. */
  figures?: ToldFigures | undefined;
}

/**
 * The total to show and send for a cart the page prices at `pageCents`: the API's new total once
 * the shopper has been told of it for this same cart and page price, else the page's own. A
 * changed cart is priced by the page again, and the API asks again if it prices it otherwise.
 */
export function totalToCharge(pageCents: Cents, cartKey: string, told: ToldPrice | null | undefined): Cents {
  return told && told.cartKey === cartKey && told.pageCents === pageCents ? told.nowCents : pageCents;
}

/**
 * The summary of a cart the page prices as `t`: the API's figures, line by line, and its total
 * once the shopper has been told of them for this same cart and page price; else the page's own.
 */
export function toldTotals(t: CheckoutTotals, cartKey: string, told: ToldPrice | null | undefined): CheckoutTotals {
  const totalCents = totalToCharge(t.totalCents, cartKey, told);
  return { ...t, ...(totalCents !== t.totalCents && told?.figures), totalCents };
}
