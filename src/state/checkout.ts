/**
 * The checkout store of the order form and the secure cart (R-ORD-1, R-ORD-4, R-ORD-6): the cart
 * line, step and the shopper's choices (bumps, coupon, shipping method: kept in funnel state only,
 * checkout-cart.ts), the quote and the computed totals (checkout-quote.ts), the form
 * (checkout-form.ts), the busy flag, last failure and the view the island renders
 * (checkout-view.ts), and here the actions the island calls. The actions write funnel state
 * themselves: the next pages, a reload, the payment-retry cart and the wallets start from it. What
 * needs the network or the page (quote, coupon check, card payment, moving on) comes in as
 * `CheckoutServices` from the island, so the store imports neither payments nor the runtime. Only
 * islands import it (the one-order record every page's runtime reads is order-record.ts).
 */
import type { ApiClient, Order } from '../api/client.ts';
import { accountDetailsOf, emptyAccount, startingAccount } from '../domain/checkout/account.ts';
import { billingValues } from '../domain/checkout/billing.ts';
import { orderItemsOf, selectionOf, startingLine } from '../domain/checkout/cart.ts';
import { isClean, type CheckoutValues, type FieldName } from '../domain/checkout/fields.ts';
import { allErrors, emptyValues, onStepOne } from '../domain/checkout/form.ts';
import {
  COUPON_CHECK_FAILED,
  couponCheckFailure,
  couponDroppedNotice,
  type CouponCheckFailure,
} from '../domain/checkout/coupon-notice.ts';
import type { OrderFailure } from '../domain/checkout/order-failure.ts';
import { cardOrderPayload, type CardOrderPayload } from '../domain/checkout/order-payload.ts';
import { chosenIndex, isSettled, type Quote, type QuoteInput } from '../domain/checkout/quote.ts';
import { quoteProblem } from '../domain/checkout/quote-problem.ts';
import { ADDRESS_INVALID } from '../domain/messages.ts';
import type { Cents } from '../domain/money.ts';
import {
  bumpIds,
  cart,
  cartLine,
  checkoutPage,
  checkoutStep,
  couponChecked,
  couponNotice,
  type Cart,
  type CheckoutPage,
} from './checkout-cart.ts';
import { quoteInput, refreshQuote, startQuoting, tellPrice, totalsOf } from './checkout-quote.ts';
import { accountOf, formErrors, formValues, showProblems, writeValues } from './checkout-form.ts';
import { busy, failure, retryNotice } from './checkout-view.ts';
import { orderProducts } from '../domain/checkout/one-order.ts';
import {
  addBumpExpire,
  clean,
  funnelState,
  patchFunnelState,
  savedAccount,
  setCoupon,
  setTaxData,
} from './funnel-state.ts';
import { orderRequestId, placedOrder, startNewOrder } from './order-record.ts';

export { appliedCoupon, bumpIds, cartLine, checkoutStep, shippingIndex, type CheckoutPage } from './checkout-cart.ts';
export { quote, totals } from './checkout-quote.ts';
export { accountOf, blurField, setBillingSame, setField } from './checkout-form.ts';
export { busy, checkout, failure, initialView, type CheckoutView, type ShownFailure } from './checkout-view.ts';

/** The outcome of a card payment. */
export type PlaceResult = { ok: true; order: Order } | { ok: false; failure: OrderFailure };

/** What the store needs from outside: the island passes the card payment and the runtime's part. */
export interface CheckoutServices {
  /** The commerce API's coupon check; rejects with the refusal in `error`. */
  coupon: (request: Parameters<ApiClient['applyCoupon']>[0]) => Promise<{ code: string; discount: number }>;
  quote: (input: QuoteInput) => Promise<Quote>;
  /** Places the card order; `summaryTotal` is what the summary showed. */
  pay: (payload: CardOrderPayload, summaryTotal: Cents) => Promise<PlaceResult>;
  /** The order is paid: record it and move on (R-FLOW-1); false when it stays (paid earlier, the page says so). */
  paid: (order: Order) => boolean;
  /**
   * R-FLOW-4: a declined payment, its message on screen: on to the failure page a moment later, when
   * that is another page (true); false when the shopper stays to try again.
   */
  leaveAfterDecline: (message: string) => boolean;
  /** The message of a payment that failed on the previous page (read once), or null. */
  retryNotice: () => string | null;
}

/**
 * Where focus goes after an action: the error summary, the payment step's title, a field, the
 * message of a quote that failed, or (the quote asked again and priced) where the shopper goes on.
 */
export type Focus = 'error-summary' | 'payment' | 'quote-problem' | 'quote-priced' | FieldName;

let services: CheckoutServices;
let placing = false;

/** The two-step form goes back to its first step (the single page has one). */
function toStepOne(when = true): void {
  if (when && checkoutPage.get()?.layout === 'two-step') checkoutStep.set(1);
}

/** Shows a step; R-ORD-5: the bump offers join the bump-expire list once the payment step shows them. */
function goToStep(step: 1 | 2): void {
  checkoutStep.set(step);
  const bumps = checkoutPage.get()?.bumps ?? [];
  if (step === 2 && bumps.length) addBumpExpire(bumps.map((b) => ({ sfid: b.sfid })));
}

/** The line the page starts with, from the funnel state's selection (R-ORD-4). */
function lineFor(page: CheckoutPage) {
  return startingLine(page.product, page.units, funnelState.get().selectedProduct, {
    anyProduct: page.layout === 'single',
    catalogue: page.catalogue,
  });
}

/**
 * A paid purchase ends its funnel session where another begins: an order page of a product the
 * tab's paid order does not hold starts a new purchase, so the paid one's order, offers and cart
 * (coupon, bumps) leave this tab and the page shows no "order placed" for another product. Its
 * receipt (a snapshot of its own) stays.
 */
function leaveOtherPurchase(page: CheckoutPage): void {
  const state = funnelState.get();
  const paid = state.orderDetails?.order ?? state.navParams?.order;
  const productId = lineFor(page).productId;
  if (!paid || orderProducts(paid.orderItems ?? []).includes(productId)) return;
  clean();
  if (placedOrder.get()) startNewOrder();
}

/** After hydration: start from what the shopper chose and typed before (R-ORD-4). */
export function startFromFunnel(page: CheckoutPage, withServices: CheckoutServices): void {
  services = withServices;
  leaveOtherPurchase(page);
  // One purchase, one order: the purchase's key is agreed when the page opens, not at the tap. Two
  // tabs tapping at once each found no key and made one of their own (two keys, two paid orders);
  // a tab opened later reads this one, as storage gives it to a page that opens.
  orderRequestId();
  const state = funnelState.get();
  const line = lineFor(page);
  const account = startingAccount(state.accountDetails, savedAccount.get(), emptyAccount(page.defaultCountry));
  const empty = emptyValues(page.defaultCountry);
  writeValues({ ...empty, ...account, ...billingValues(state.billingDetails, empty) });
  cartLine.set(line);
  couponChecked.set(!state.coupon?.code);
  couponNotice.set(null);
  retryNotice.set(services.retryNotice());
  checkoutPage.set(page);
  goToStep(page.layout === 'two-step' ? 1 : 2);
  startQuoting(services.quote);
  // The kept coupon counts once the API grants it again for this cart; refused, it goes, and the
  // coupon field says why (R-ORD-6: never without a word). A check that got no answer keeps it
  // as granted before: only the API's refusal removes a coupon.
  const kept = state.coupon?.code;
  if (kept)
    void checkCoupon(kept).then((failed) => {
      if (failed?.kind === 'refused') {
        setCoupon(undefined);
        couponNotice.set(couponDroppedNotice(kept, failed.refusal));
      }
      couponChecked.set(true);
    });
}

/** Asks the API to grant a coupon code for the cart and keeps it; resolves null once granted. */
async function checkCoupon(code: string): Promise<CouponCheckFailure | null> {
  try {
    const result = await services.coupon({ code, items: orderItemsOf(cartLine.get()!) });
    setCoupon({ code: result.code, discount: result.discount });
    couponChecked.set(true);
    couponNotice.set(null);
    return null;
  } catch (error) {
    return couponCheckFailure(error);
  }
}

/**
 * Applies a coupon code (R-ORD-6); resolves the API's refusal, or that the check got no answer
 * (the shopper may try again), or null once applied.
 */
export async function applyCoupon(code: string): Promise<string | null> {
  const failed = await checkCoupon(code);
  if (!failed) return null;
  return failed.kind === 'refused' ? failed.refusal : COUPON_CHECK_FAILED;
}

/** Removes the coupon. */
export function removeCoupon(): void {
  setCoupon(undefined);
}

/** Ticks or unticks a bump offer (R-ORD-6). */
export function toggleBump(sfid: string, on: boolean): void {
  const ids = bumpIds.get();
  patchFunnelState({ selectedBumpOffersIds: on ? [...ids, sfid] : ids.filter((id) => id !== sfid) });
}

/** Chooses a shipping method. */
export function selectShipping(index: number): void {
  patchFunnelState({ selectedShippingIndex: index });
}

/** R-ORD-4: what the next pages (and a payment retry) start from, with the quote they were priced with. */
function saveChoices(c: Cart, values: CheckoutValues, q: Quote): void {
  patchFunnelState({
    selectedProduct: selectionOf(c.line),
    selectedBumpOffersIds: c.bumpIds,
    selectedShippingIndex: c.shippingIndex,
    shippingInfo: {
      ...accountDetailsOf(accountOf(values)),
      isValid: q.tax.status !== 'invalid',
      options: q.shipping.status === 'ok' ? q.shipping.options : undefined,
    },
  });
  if (q.tax.status === 'ok') setTaxData({ isValid: true, tax: q.tax.tax, rate: q.tax.rate });
  if (q.tax.status === 'invalid') setTaxData({ isValid: false });
}

/** The cart and its fresh quote for the address typed, saved for the next pages. */
async function quoted(): Promise<{ c: Cart; q: Quote } | null> {
  const c = cart.get();
  const values = formValues.get();
  if (!c || !values) return null;
  const q = await refreshQuote(quoteInput(values, c));
  saveChoices(c, values, q);
  return { c, q };
}

/** R-VAL-2: the API says the address is not valid. */
function addressRefused(): Focus {
  toStepOne();
  return showProblems({ ...formErrors.get(), state: ADDRESS_INVALID });
}

/**
 * Asks again for the quote that failed (the shopper's "Try again"); the entries stay.
 * Focus goes on where the shopper goes on once priced, to the address the API refused, else back
 * to the quote's message.
 */
export async function retryQuote(): Promise<Focus | undefined> {
  const done = await quoted();
  if (!done) return;
  if (done.q.tax.status === 'invalid') return addressRefused();
  return isSettled(done.q) ? 'quote-priced' : quoteProblem(done.q) ? 'quote-problem' : undefined;
}

/** Step 1 of the two-step form: checks contact and address, prices them, shows the payment step. */
export async function continueToPayment(): Promise<Focus | undefined> {
  const values = formValues.get();
  if (!values) return;
  const problems = Object.entries(allErrors(values, new Date())).filter(([name]) => onStepOne(name));
  if (problems.length) return showProblems(Object.fromEntries(problems));
  busy.set(true);
  const done = await quoted();
  busy.set(false);
  if (done?.q.tax.status === 'invalid') return addressRefused();
  formErrors.set({});
  // Nothing can be paid without shipping and tax; the one message by the address says so.
  if (done && quoteProblem(done.q)) return 'quote-problem';
  goToStep(2);
  return 'payment';
}

/**
 * The page is shown again from the back-forward cache as it was left: placing an order and moving
 * on, or taking a declined shopper to the failure page (R-FLOW-4). The shopper is back to try
 * again, as on a reload: what was typed and the decline's message stay, and the button places an
 * order again. One purchase, one order still: once the session's order is paid, placedOrder holds
 * it (the page shows it) and submit() places nothing.
 */
export function shownAgain(): void {
  placing = false;
  busy.set(false);
  const shown = failure.get();
  if (shown?.retryElsewhere) failure.set({ ...shown, retryElsewhere: false });
}

/**
 * R-ORD-1: checks the form, prices the cart afresh and places the card order, then moves on; or
 * shows why not. One order at a time: a submit while one is placed, or once the session's order is
 * paid, does nothing.
 */
export async function submit(): Promise<Focus | undefined> {
  const values = formValues.get();
  if (!values || placing || placedOrder.get()) return;
  failure.set(null);
  const problems = allErrors(values, new Date());
  if (!isClean(problems)) {
    toStepOne(Object.keys(problems).some(onStepOne));
    return showProblems(problems);
  }
  formErrors.set({});
  placing = true;
  busy.set(true);
  const done = (f: OrderFailure | null, focus?: Focus) => {
    // R-FLOW-4: a page being left for the failure page takes no second try.
    const leaving = f?.kind === 'declined' && services.leaveAfterDecline(f.message);
    placing = leaving;
    busy.set(false);
    if (f) failure.set({ ...f, retryElsewhere: leaving });
    return focus;
  };
  const { c, q } = (await quoted())!;
  if (q.tax.status === 'invalid') return done(null, addressRefused());
  // A quote that failed is told once, by the shipping methods, with its "Try again".
  if (quoteProblem(q)) return done(null, 'quote-problem');
  if (q.shipping.status !== 'ok' || q.tax.status !== 'ok') return done(null);
  const payload = cardOrderPayload(values, {
    line: c.line,
    bumpOfferIds: c.bumpIds,
    coupon: c.coupon?.code,
    shippingOptionId: q.shipping.options[chosenIndex(q, c.shippingIndex)]?.id,
  });
  const result = await services.pay(payload, totalsOf(c, q).totalCents);
  // Busy until the next page opens; an order paid earlier stays, and the placed-order panel replaces the form.
  if (result.ok) return services.paid(result.order) ? undefined : done(null);
  const f = result.failure;
  // The API prices the cart otherwise: nothing was charged; the button shows its total, the next tap pays it.
  if (f.kind === 'price') tellPrice(c, q, f.nowCents, f.figures);
  if (f.kind !== 'field') return done(f);
  formErrors.set({ [f.field]: f.message });
  toStepOne(onStepOne(f.field));
  return done(f, f.field);
}
