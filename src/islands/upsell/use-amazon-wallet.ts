/**
 * R-PAY-3: Amazon's Wallet widget on the upsell page, for an add-on confirmed with Amazon Pay: the
 * widgets script loads only then; a shopper still signed in (the 'Atza' cookie of the first
 * order) sees the wallet at once, else Amazon's sign-in button first. The wallet creates the new
 * order reference the add-on is confirmed against. The Amazon Pay code and the wallet's
 * (amazon-wallet.ts) load only then too: an upsell after a card or PayPal
 * order never needs them.
 */
import { useEffect, useState } from 'react';
import type { AmazonWalletState } from './amazon-wallet.ts';

/** The element ids the widgets render into. */
export const AMAZON_UPSELL_IDS = { button: 'upsell-amazon-button', wallet: 'upsell-amazon-wallet' } as const;

/** Loads Amazon Pay and shows its wallet while `active`. */
export function useAmazonWallet(active: boolean): AmazonWalletState {
  const [state, setState] = useState<AmazonWalletState>({ pay: null, reference: null, signIn: false, error: null });
  useEffect(() => {
    if (!active) return;
    let live = true;
    const update = (change: Partial<AmazonWalletState>) => live && setState((s) => ({ ...s, ...change }));
    // Side by side: the wallet's code, and the Amazon Pay code with Amazon's script.
    Promise.all([
      import('./amazon-wallet.ts'),
      import('../../payments/amazon-pay.ts').then(({ loadAmazonPay }) => loadAmazonPay()),
    ])
      .then(([{ showAmazonWallet }, pay]) => {
        if (live) showAmazonWallet(pay, AMAZON_UPSELL_IDS, update);
      })
      .catch((error: unknown) => update({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [active]);
  return state;
}
