/** Which wallets the express checkout may offer, and when it offers none (R-PAY-2, R-PAY-3, R-PAY-6; §3). */

/** The express checkout's wallets. */
export const WALLETS = ['apple-pay', 'google-pay', 'paypal', 'amazon'] as const;
export type Wallet = (typeof WALLETS)[number];

/** True when every wallet turned out unavailable (unsupported, or its script failed or took too long). */
export function noWalletOffered(unavailable: readonly Wallet[]): boolean {
  return WALLETS.every((w) => unavailable.includes(w));
}
