/**
 * Runs on order pages: when the address carries a PayPal or Amazon return (R-QP-3, R-QP-4), loads
 * the return handling (a separate chunk) and completes the order. Costs nothing otherwise.
 */
const RETURN = /[?&](paypal|paypalsubscription|paypalnvp|resultCode)=/;

/** Starts the return handling when this page is a provider's return. */
export function startWalletReturn(): void {
  if (!RETURN.test(window.location.search)) return;
  const status = document.querySelector<HTMLElement>('[data-wallet-return]');
  void import('./wallet-return.ts').then(({ handleWalletReturn }) => handleWalletReturn(status));
}
