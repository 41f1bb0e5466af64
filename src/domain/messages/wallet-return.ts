/**
 * What the order page says while it finishes a provider's full-page return (ours), apart from
 * wallets.ts so that only a page with a return to finish loads it (payments/wallet-return.ts).
 */

/** A provider's return whose pay call got no answer: the payment may be done, and a reload finishes it. */
export const PAYMENT_UNCONFIRMED =
  'We could not confirm your payment: the connection dropped. Reload this page to finish it; you will not be charged twice.';
