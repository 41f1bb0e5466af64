/**
 * What the checkout store (state/checkout.ts) needs from the page: the card quote, payment and
 * payment-retry notice with the page's API client, and the runtime's navigation (R-FLOW-4: a
 * declined payment leads to the failure page when it is another page). A new payment
 * attempt takes the last one's error toast away: its own outcome speaks for it.
 */
import { fetchQuote } from '../../payments/card-quote.ts';
import { takePaymentRetry } from '../../state/payment-retry.ts';
import { PAYMENT_SERVICE_UNAVAILABLE } from '../../domain/messages/order.ts';
import { loadOnce } from '../load-once.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { failPage, go } from '../../runtime/navigation.ts';
import type { CheckoutServices } from '../../state/checkout.ts';

/** The call whose failure card.ts reports to the error handler (R-ERR-2), the topic of its toast. */
const ORDER_CALL = 'createGuestOrder';

/**
 * The card payment's code: it loads as the shopper reaches the payment (the first quote, which
 * every payment waits for), not with the page. If it cannot load, no order call was made, so the
 * shopper is told the service is unavailable and the next tap tries again.
 */
const cardPayment = loadOnce(() => import('../../payments/card.ts'));
/** The card payment's code once loaded by a payment: it also records the paid order and moves on. */
let loaded: Awaited<ReturnType<typeof cardPayment>> | undefined;
/** Whether the last card attempt failed (and its error toast may be showing). */
let failedBefore = false;

/** The services of a card checkout on this page. */
export const cardCheckout: CheckoutServices = {
  coupon: (request) => api().applyCoupon(request),
  quote(input) {
    void cardPayment().catch(() => undefined);
    return fetchQuote(input);
  },
  async pay(payload, summaryTotal) {
    // The last attempt's error toast goes before this one's outcome can show its own: awaited, as
    // the handler loaded when it showed that toast (a first attempt has none to clear).
    if (failedBefore)
      await import('../../runtime/errors.ts').then(
        (m) => m.clearError(ORDER_CALL),
        () => undefined,
      );
    const card = await cardPayment().catch(() => undefined);
    loaded = card;
    if (!card) return { ok: false, failure: { kind: 'unavailable', message: PAYMENT_SERVICE_UNAVAILABLE } };
    const result = await card.placeCardOrder(payload, summaryTotal);
    failedBefore = !result.ok;
    return result;
  },
  // Called once a payment (which loaded the card's code) is paid.
  paid: (order) => loaded?.finishPaidOrder(order) ?? false,
  /** R-FLOW-4: on to the failure page (nextPageFail, else the last step) when it is another page; its code loads now. */
  leaveAfterDecline(message) {
    const target = failPage();
    if (target)
      void import('../../runtime/payment-failure.ts').then(
        (m) => m.leaveForFailPage(target, message),
        () => go(target), // without that code (a lost answer) straight on
      );
    return !!target;
  },
  retryNotice: takePaymentRetry,
};
