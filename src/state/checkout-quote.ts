/**
 * The quote of the checkout store (state/checkout.ts): shipping methods and tax (R-ORD-6) for the
 * cart and address, asked shortly after its inputs settle and never shown for other inputs than the
 * current ones, and the totals priced from it (domain/checkout/quote.ts), so the summary shows
 * what will be charged.
 */
import { atom, computed } from 'nanostores';
import { orderItemsOf } from '../domain/checkout/cart.ts';
import { addressErrors, type CheckoutValues } from '../domain/checkout/fields.ts';
import {
  IDLE_QUOTE,
  isSettled,
  LOADING_QUOTE,
  quotedTotals,
  type Quote,
  type QuoteInput,
} from '../domain/checkout/quote.ts';
import { toCents } from '../domain/money.ts';
import { toldTotals, type ToldFigures, type ToldPrice } from '../domain/checkout/told-price.ts';
import { cart, type Cart } from './checkout-cart.ts';
import { formValues } from './checkout-form.ts';
import { placedOrder } from './order-record.ts';

/**
 * The API's new total the shopper was told of (409 PRICE_CHANGED), for the cart it priced; the
 * summary and the pay button show it, and the next tap sends it, while the cart stays that one.
 */
export const toldPrice = atom<ToldPrice | null>(null);

/** What names a cart for a told price: its items, bumps, coupon and shipping method. */
export const cartKeyOf = (c: Cart): string =>
  JSON.stringify([orderItemsOf(c.line), c.bumpIds, c.coupon?.code ?? null, c.shippingIndex]);

/** The summary of a cart priced with a quote, as the page prices it. */
const pageTotalsOf = (c: Cart, q: Quote) =>
  quotedTotals(
    {
      line: c.line,
      bumps: c.page.bumps.filter((b) => c.bumpIds.includes(b.sfid)),
      discountCents: c.coupon?.discount === undefined ? undefined : toCents(c.coupon.discount),
    },
    q,
    c.shippingIndex,
  );

/** The summary of a cart priced with a quote; its figures are the API's once the shopper was told of a new total. */
export const totalsOf = (c: Cart, q: Quote, told = toldPrice.get()) =>
  toldTotals(pageTotalsOf(c, q), cartKeyOf(c), told);

/** What the quote of a cart and address is asked for. */
export const quoteInput = (v: CheckoutValues, c: Cart): QuoteInput => ({
  country: v.country,
  state: v.state,
  zip: v.zipPostalCode,
  items: orderItemsOf(c.line),
  bumpOfferIds: c.bumpIds,
  coupon: c.coupon?.code,
});

/**
 * The quote's inputs while one is due: the address can be priced and no order is paid. On either
 * step: after a reload onto step 1 the summary shows the kept shipping method, coupon and tax
 * (what will be charged), not the bundle's standard shipping without tax.
 */
const dueInput = computed([cart, formValues, placedOrder], (c, v, placed) => {
  if (!c || !v || placed) return null;
  const problems = addressErrors(v);
  return problems.country || problems.state || problems.zipPostalCode ? null : quoteInput(v, c);
});
const dueKey = computed(dueInput, (input) => input && JSON.stringify(input));
const answered = atom<{ key: string; quote: Quote } | null>(null);

/** The quote of the current cart and address: idle while none is due, loading until it is answered. */
export const quote = computed([dueKey, answered], (key, a) =>
  !key ? IDLE_QUOTE : a?.key === key ? a.quote : LOADING_QUOTE,
);

/** The summary: line, bumps, coupon discount, the chosen shipping and the tax, as the API charges them. */
export const totals = computed([cart, quote, toldPrice], (c, q, told) => c && totalsOf(c, q, told));

/** Keeps the new total (and its figures, line by line) the API named for the cart the page priced at `pageCents`. */
export function tellPrice(c: Cart, q: Quote, nowCents: number, figures?: ToldFigures): void {
  toldPrice.set({ cartKey: cartKeyOf(c), pageCents: pageTotalsOf(c, q).totalCents, nowCents, figures });
}

/** True while a quote is asked (a quote that failed stays shown until the new answer). */
export const quoteAsking = atom(false);

const SETTLE_MS = 300;
let ask: (input: QuoteInput) => Promise<Quote> = async () => IDLE_QUOTE;
let pending: { key: string; promise: Promise<Quote> } | null = null;
let stop: (() => void) | undefined;

/** The quote for `input` now: the one answered when settled, the one asked when pending, else a new one. */
export function refreshQuote(input: QuoteInput): Promise<Quote> {
  const key = JSON.stringify(input);
  const last = answered.get();
  if (last?.key === key && isSettled(last.quote)) return Promise.resolve(last.quote);
  if (pending?.key === key) return pending.promise;
  const promise = ask(input).then((q) => {
    if (pending?.key === key) pending = null;
    quoteAsking.set(pending !== null);
    answered.set({ key, quote: q });
    return q;
  });
  pending = { key, promise };
  quoteAsking.set(true);
  return promise;
}

/** Asks `fetch` for the quote each time the due inputs have settled for SETTLE_MS. */
export function startQuoting(fetch: (input: QuoteInput) => Promise<Quote>): void {
  ask = fetch;
  stop?.();
  let timer: ReturnType<typeof setTimeout> | undefined;
  stop = dueKey.subscribe((key) => {
    clearTimeout(timer);
    const input = dueInput.get();
    if (key && input) timer = setTimeout(() => void refreshQuote(input), SETTLE_MS);
  });
}
