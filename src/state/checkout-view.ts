/**
 * What the checkout island renders (state/checkout.ts): one view of the cart, the quote, the
 * totals, the form, the step, the busy flag, the last failure and the payment-retry notice. Before
 * the checkout has started (on the server and while hydrating) the island renders `initialView`:
 * the page's product and an empty form, the same markup.
 */
import { atom, computed } from 'nanostores';
import { startingLine } from '../domain/checkout/cart.ts';
import type { CheckoutValues } from '../domain/checkout/fields.ts';
import { emptyValues } from '../domain/checkout/form.ts';
import type { OrderFailure } from '../domain/checkout/order-failure.ts';
import { chosenIndex, quotedOptions } from '../domain/checkout/quote.ts';
import { cart, checkoutStep, couponNotice, type Cart, type CheckoutPage } from './checkout-cart.ts';
import { errorsShown, formErrors, formValues } from './checkout-form.ts';
import { quote, quoteAsking, totals, totalsOf } from './checkout-quote.ts';

/** The last failure, and whether the shopper is being taken to the failure page (R-FLOW-4). */
export type ShownFailure = OrderFailure & { retryElsewhere: boolean };

/** True while an order is being placed or the payment step prepared. */
export const busy = atom(false);
/** The failure of the last attempt. */
export const failure = atom<ShownFailure | null>(null);
/** Why the shopper is on a payment-retry page. */
export const retryNotice = atom<string | null>(null);

/** The view of a cart, values and step; the rest as the atoms hold it (their first values before the start). */
function viewOf(c: Cart, values: CheckoutValues, step: 1 | 2) {
  const q = quote.get();
  return {
    line: c.line,
    bumpIds: c.bumpIds,
    coupon: c.coupon?.code,
    couponNotice: couponNotice.get(),
    values,
    errors: formErrors.get(),
    errorsShown: errorsShown.get(),
    quote: q,
    /** True while the quote is asked again (the shopper's "Try again"). */
    quoteAsking: quoteAsking.get(),
    options: quotedOptions(q),
    /** The shipping method shown as chosen (the first while the choice is not offered). */
    shippingChoice: chosenIndex(q, c.shippingIndex),
    totals: totals.get() ?? totalsOf(c, q),
    step,
    busy: busy.get(),
    failure: failure.get(),
    retryNotice: retryNotice.get(),
  };
}

/** Everything the checkout island renders. */
export type CheckoutView = ReturnType<typeof viewOf>;

/** What the island renders before the checkout has started: the page's product and an empty form. */
export const initialView = (page: CheckoutPage): CheckoutView =>
  viewOf(
    { page, line: startingLine(page.product, page.units, undefined), bumpIds: [], coupon: undefined, shippingIndex: 0 },
    emptyValues(page.defaultCountry),
    page.layout === 'two-step' ? 1 : 2,
  );

/** The view once started (null before). */
export const checkout = computed(
  [
    cart,
    formValues,
    checkoutStep,
    totals,
    quote,
    quoteAsking,
    formErrors,
    errorsShown,
    busy,
    failure,
    retryNotice,
    couponNotice,
  ],
  (c, values, step) => (c && values ? viewOf(c, values, step) : null),
);
