/**
 * What the checkout store (state/checkout.ts) needs from the page: the card quote, payment and
 * payment-retry notice with the page's API client, and the runtime's navigation (R-FLOW-4: a
 * declined payment leads to the failure page when it is another page). A new payment
 * attempt takes the last one's error toast away (issue 23): its own outcome speaks for it.
 */
import { fetchQuote } from '../../payments/card-quote.ts';
import { takePaymentRetry } from '../../state/payment-retry.ts';
import { placeCardOrder } from '../../payments/card.ts';
import { finishPaidOrder } from '../../payments/paid-order.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { failPage, go } from '../../runtime/navigation.ts';
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
