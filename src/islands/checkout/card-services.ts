/**
 * What the checkout store (state/checkout.ts) needs from the page: the card quote, payment and
 * payment-retry flag of src/payments with the page's API client, and the runtime's navigation
 * (R-FLOW-4: whether a declined payment leads to another page, and going there). A new payment
 * attempt takes the last one's error toast away (issue 23): its own outcome speaks for it.
 */
import { fetchQuote } from '../../payments/card-quote.ts';
import { markPaymentRetry, takePaymentRetry } from '../../payments/card-retry.ts';
import { placeCardOrder } from '../../payments/card.ts';
import { finishPaidOrder } from '../../payments/paid-order.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { funnelNav, targetFor } from '../../runtime/navigation.ts';
import type { CheckoutServices } from '../../state/checkout.ts';

/** The call whose failure card.ts reports to the error handler (R-ERR-2), the topic of its toast. */
const ORDER_CALL = 'createGuestOrder';

/** The services of a card checkout on this page. */
export const cardCheckout: CheckoutServices = {
  coupon: (request) => api().applyCoupon(request),
  quote: fetchQuote,
  pay(payload, summaryTotal) {
    // A handler that never loaded has nothing on screen to clear.
    void import('../../runtime/errors.ts').then(
      (m) => m.clearError(ORDER_CALL),
      () => undefined,
    );
    return placeCardOrder(payload, summaryTotal);
  },
  paid: finishPaidOrder,
  /** R-FLOW-4: true when a payment failure leads to another page (nextPageFail, else the last step). */
  hasFailPage() {
    const href = targetFor('fail')?.href;
    return !!href && new URL(href, window.location.href).pathname !== window.location.pathname;
  },
  retryNotice: takePaymentRetry,
};

/** R-FLOW-4: on to the failure page, which says why the shopper is there. */
export function retryElsewhere(message: string): void {
  markPaymentRetry(message);
  funnelNav.fail();
}
