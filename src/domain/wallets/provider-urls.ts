/**
 * The providers' script addresses, in one place (R-PAY-3, R-PAY-6). PayPal's is built by
 * @paypal/paypal-js from its options. Amazon's legacy Login and Pay with Amazon widgets live at
 * `…/OffAmazonPayments/<region>/[sandbox/]js/Widgets.js?sellerId=…`; the storefront sells in the US.
 */

/** R-PAY-3: the Login and Pay with Amazon widgets script for a seller, in Amazon's sandbox or live. */
export function amazonWidgetsUrl(sellerId: string, sandbox: boolean): string {
  const env = sandbox ? 'sandbox/' : '';
  return `https://static-na.payments-amazon.com/OffAmazonPayments/us/${env}js/Widgets.js?sellerId=${encodeURIComponent(sellerId)}`;
}

/** R-PAY-6: Google Pay's JavaScript library. */
export const GOOGLE_PAY_URL = 'https://pay.google.com/gp/p/js/pay.js';
