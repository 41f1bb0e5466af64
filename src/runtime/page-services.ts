/**
 * The runtime's services for the payments (state/page-port.ts): the stats payload an order
 * carries (R-SES-4), the error handler (R-ERR-2), the failure page of a refused payment (R-FLOW-4)
 * and where a paid order goes on (R-FLOW-5).
 * Every script that takes a payment imports this module first (the checkout, wallet and upsell
 * islands, the wallet-return and amazon-return scripts). The runtime every page runs does not,
 * because these services need the funnel rules, which a page without a payment loads only when
 * a shopper reaches for a call to action.
 */
import { providePagePort } from '../state/page-port.ts';
import { afterPaymentHref } from './navigation.ts';
import { statsInfo } from './stats-info.ts';

providePagePort({
  statsInfo,
  // The error handler (toast and server log) loads when there is an error to show.
  reportError: (method, error) => void import('./errors.ts').then((m) => m.handleError(method, error)),
  // R-FLOW-4: the failure page's code loads when a payment fails.
  paymentFailed: (method, error) => void import('./payment-failure.ts').then((m) => m.paymentFailed(method, error)),
  afterPaymentHref,
});
