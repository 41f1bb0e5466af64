/**
 * The price shown is the price charged. Every call that charges (a first order, an add-on offer,
 * the order a wallet or provider payment saves) carries the total the shopper was shown, as
 * X-Shown-Total in dollars ('177.00'). The API compares it with its own price of the call and,
 * when they differ, charges nothing and answers 409 PRICE_CHANGED with its current total and
 * prices. The page then shows the new total by the pay button and asks the shopper to confirm
 * it; the next tap sends the new total, which the API charges. A price change that reaches the
 * API before the deployed pages (or the reverse) can so never charge an amount nobody saw.
 *
 * A wallet's sheet (Google Pay, Apple Pay) and a provider payment (PayPal, Amazon Pay) show an
 * estimate without tax (domain/wallets/cart.ts): the tax follows the address the sheet gives.
 * Their calls say so (`177.00; tax=excluded`), and the API compares its own total less its tax.
 */
import { decimalAmount, formatUSD, toCents, type Cents } from '../money.ts';
import type { ToldFigures } from './told-price.ts';

/** The header carrying the total the shopper was shown, in dollars with two decimals. */
export const SHOWN_TOTAL_HEADER = 'X-Shown-Total';
/** The API's answer (409) to a charge whose shown total is not its price: nothing was charged. */
export const PRICE_CHANGED = 'The price has changed since this page was shown';
/** The code of that answer; its body carries `total` (dollars) and `prices` (the current figures). */
export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';

/** The header's marker of a total shown before tax (a wallet's estimate). */
export const TAX_EXCLUDED = 'tax=excluded';

/** How a total was shown: with the tax (the order form, an add-on), or before it (a wallet's sheet). */
export interface ShownBasis {
  taxExcluded?: boolean | undefined;
}

/** The header's value for a total in cents: 17700 → '177.00', before tax '177.00; tax=excluded'. */
export const shownTotalValue = (cents: Cents, basis: ShownBasis = {}): string =>
  basis.taxExcluded ? `${decimalAmount(cents)}; ${TAX_EXCLUDED}` : decimalAmount(cents);

/** The call's headers stating the total in cents the shopper was shown. */
export const shownTotalHeaders = (cents: Cents, basis: ShownBasis = {}): Record<string, string> => ({
  [SHOWN_TOTAL_HEADER]: shownTotalValue(cents, basis),
});

/** The cents a header value states, or undefined when it is not an amount ('177', '177.00'). */
export function parseShownTotal(value: string | null | undefined): Cents | undefined {
  const text = value?.trim();
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return toCents(Number(text));
}

/** A header's total and whether it was shown before tax, or undefined when it is not one ('177.00; tax=excluded'). */
export function parseShownHeader(value: string | null | undefined): { cents: Cents; taxExcluded: boolean } | undefined {
  const [amount, ...markers] = (value ?? '').split(';').map((part) => part.trim());
  const cents = parseShownTotal(amount);
  if (cents === undefined || markers.length > 1 || (markers.length === 1 && markers[0] !== TAX_EXCLUDED))
    return undefined;
  return { cents, taxExcluded: markers.length === 1 };
}

/** A price change the API reported: the total the shopper saw, and the one it charges now. */
export interface PriceChange {
  wasCents: Cents;
  nowCents: Cents;
}

const amountOf = (value: unknown): Cents | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? toCents(value) : undefined;

/** True for the API's 409 PRICE_CHANGED: a total the shopper was not shown, refused before anything was charged. */
export function isPriceRefusal(error: unknown): boolean {
  const e = error as { status?: unknown; body?: unknown } | null | undefined;
  return e?.status === 409 && (e.body as { code?: unknown } | null | undefined)?.code === PRICE_CHANGED_CODE;
}

/**
 * The price change a failed call reports (409 PRICE_CHANGED with a total), else undefined; for a
 * total shown before tax, the API's total less its tax (`prices.tax`), the figure a sheet shows.
 */
export function priceChangeOf(error: unknown, shownCents: Cents, basis: ShownBasis = {}): PriceChange | undefined {
  if (!isPriceRefusal(error)) return undefined;
  const body = (error as { body: { total?: unknown; prices?: { tax?: unknown } } }).body;
  const total = amountOf(body.total);
  const tax = basis.taxExcluded ? amountOf(body.prices?.tax) : 0;
  if (total === undefined || tax === undefined || tax > total) return undefined;
  return { wasCents: shownCents, nowCents: total - tax };
}

/** One line of the API's `prices`: a product's or a bump's price, in dollars. */
interface PricedLine {
  productId?: unknown;
  price?: unknown;
  isBump?: unknown;
}

/**
 * The API's figures a 409 PRICE_CHANGED names (`prices`: lines, subtotal, discount, shipping,
 * tax), in cents, for the summary to show in place of its own; undefined when they are missing.
 */
export function toldFiguresOf(error: unknown): ToldFigures | undefined {
  const p = (error as { body?: { prices?: Record<string, unknown> } } | null | undefined)?.body?.prices;
  if (!p || !Array.isArray(p.lines)) return undefined;
  const sums = [p.subtotal, p.discount, p.shipping, p.tax].map(amountOf);
  if (sums.includes(undefined)) return undefined;
  const [subtotalCents, discountCents, shippingCents, taxCents] = sums as [Cents, Cents, Cents, Cents];
  const bumpCents: Record<string, Cents> = {};
  let lineCents = 0;
  for (const l of p.lines as PricedLine[]) {
    const cents = amountOf(l.price);
    if (cents === undefined || typeof l.productId !== 'string') return undefined;
    if (l.isBump === true) bumpCents[l.productId] = (bumpCents[l.productId] ?? 0) + cents;
    else lineCents += cents;
  }
  return { lineCents, bumpCents, subtotalCents, discountCents, shippingCents, taxCents };
}

/** The order form's pay button, as the message names it (islands/checkout/SubmitArea.tsx). */
export const PAY_ACTION = 'Complete my order';

/** What the page says by the pay button after a price change; `action` names the button. */
export function priceChangedMessage(change: PriceChange, action: string, basis: ShownBasis = {}): string {
  const way = change.nowCents > change.wasCents ? 'gone up' : 'gone down';
  const what = basis.taxExcluded ? 'your total before tax' : 'your total';
  const pay = basis.taxExcluded ? `${formatUSD(change.nowCents)} plus tax` : formatUSD(change.nowCents);
  return `The price has ${way} since this page was shown: ${what} is now ${formatUSD(change.nowCents)} (it was ${formatUSD(change.wasCents)}). Nothing has been charged. Tap “${action}” again to pay ${pay}.`;
}
