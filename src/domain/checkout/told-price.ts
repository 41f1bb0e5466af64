/**
 * The total a page shows once the API named a new one (409 PRICE_CHANGED, price-change.ts). Its
 * own module: the order form loads it at once, the rest of the price rules only with the payment.
 */
import type { Cents } from '../money.ts';

/** A new total the shopper was told of, for one cart (`cartKey`) that the page itself prices at `pageCents`. */
export interface ToldPrice {
  cartKey: string;
  pageCents: Cents;
  nowCents: Cents;
}

/**
 * The total to show and send for a cart the page prices at `pageCents`: the API's new total once
 * the shopper has been told of it for this same cart and page price, else the page's own. A
 * changed cart is priced by the page again, and the API asks again if it prices it otherwise.
 */
export function totalToCharge(pageCents: Cents, cartKey: string, told: ToldPrice | null | undefined): Cents {
  return told && told.cartKey === cartKey && told.pageCents === pageCents ? told.nowCents : pageCents;
}
