/**
 * The price shown is the price charged. Every call that charges (a first order, an add-on offer,
 * the order a wallet or provider payment saves) carries the total the shopper was shown, as
 * X-Shown-Total in dollars ('177.00'). The API compares it with its own price of the call and,
 * when they differ, charges nothing and answers 409 PRICE_CHANGED with its current total and
 * prices. The page then shows the new total by the pay button and asks the shopper to confirm
 * it; the next tap sends the new total, which the API charges. A price change that reaches the
 * API before the deployed pages (or the reverse) can so never charge an amount nobody saw.
 */
import { decimalAmount, formatUSD, toCents, type Cents } from '../money.ts';

/** The header carrying the total the shopper was shown, in dollars with two decimals. */
export const SHOWN_TOTAL_HEADER = 'X-Shown-Total';
/** The API's answer (409) to a charge whose shown total is not its price: nothing was charged. */
export const PRICE_CHANGED = 'The price has changed since this page was shown';
/** The code of that answer; its body carries `total` (dollars) and `prices` (the current figures). */
export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';

/** The header's value for a total in cents: 17700 → '177.00'. */
export const shownTotalValue = (cents: Cents): string => decimalAmount(cents);

/** The call's headers stating the total in cents the shopper was shown. */
export const shownTotalHeaders = (cents: Cents): Record<string, string> => ({
  [SHOWN_TOTAL_HEADER]: shownTotalValue(cents),
});

/** The cents a header value states, or undefined when it is not an amount ('177', '177.00'). */
export function parseShownTotal(value: string | null | undefined): Cents | undefined {
  const text = value?.trim();
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return toCents(Number(text));
}

/** A price change the API reported: the total the shopper saw, and the one it charges now. */
export interface PriceChange {
  wasCents: Cents;
  nowCents: Cents;
}

/** The price change a failed call reports (409 PRICE_CHANGED with a total), else undefined. */
export function priceChangeOf(error: unknown, shownCents: Cents): PriceChange | undefined {
  const e = error as { status?: unknown; body?: unknown } | null | undefined;
  const body = e?.body as { code?: unknown; total?: unknown } | null | undefined;
  if (e?.status !== 409 || body?.code !== PRICE_CHANGED_CODE || typeof body.total !== 'number') return undefined;
  if (!Number.isFinite(body.total) || body.total < 0) return undefined;
  return { wasCents: shownCents, nowCents: toCents(body.total) };
}

/** The order form's pay button, as the message names it (islands/checkout/SubmitArea.tsx). */
export const PAY_ACTION = 'Complete my order';

/** What the page says by the pay button after a price change; `action` names the button. */
export function priceChangedMessage(change: PriceChange, action: string): string {
  const way = change.nowCents > change.wasCents ? 'gone up' : 'gone down';
  return `The price has ${way} since this page was shown: your total is now ${formatUSD(change.nowCents)} (it was ${formatUSD(change.wasCents)}). Nothing has been charged. Tap “${action}” again to pay ${formatUSD(change.nowCents)}.`;
}
