/**
 * Wallet texts the spec does not word (ours), kept in the one catalogue beside the §8 texts
 * (../messages.ts), so tests can assert what a shopper reads.
 */

/** Shown when the shopper cancels at PayPal: they stay on the order form. */
export const PAYPAL_CANCELLED =
  'You cancelled the PayPal payment. Nothing was charged; choose how you would like to pay.';
/** Shown when the shopper cancels a wallet sheet (Google Pay, Apple Pay) or the Amazon sign-in. */
export const WALLET_CANCELLED = 'Payment cancelled. Nothing was charged.';
/** Status while a provider's return is being completed. */
export const COMPLETING_PAYMENT = 'Completing your payment…';
/** PayPal needs the shopper's details from the form first (the provider does not hand them back). */
export const PAYPAL_NEEDS_DETAILS = 'Please fill in your contact and shipping details below, then choose PayPal.';
/** Heading of the express checkout area. */
export const EXPRESS_CHECKOUT = 'Express checkout';
/** Amazon: the shopper must agree to the recurring payments of a subscription (consent widget). */
export const AMAZON_CONSENT_NEEDED = 'Please agree to the recurring payments with Amazon Pay to continue.';
