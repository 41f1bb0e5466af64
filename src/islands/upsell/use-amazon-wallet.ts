/**
 * R-PAY-3: Amazon's Wallet widget on the upsell page, for an add-on confirmed with Amazon Pay: the
 * widgets script loads only then; a shopper still signed in (the 'Atza' cookie of the first
 * order) sees the wallet at once, else Amazon's sign-in button first. The wallet creates the new
 * order reference the add-on is confirmed against. The Amazon Pay code loads only then too
 * (issue 10): an upsell after a card or PayPal order never needs it.
 */
import { useEffect, useState } from 'react';
import type { AmazonReference, AmazonWidgetError, OffAmazonPayments } from '../../payments/amazon-globals.ts';
import { AMAZON_SELLER_ID } from '../../payments/amazon-seller.ts';

/** The element ids the widgets render into. */
export const AMAZON_UPSELL_IDS = { button: 'upsell-amazon-button', wallet: 'upsell-amazon-wallet' } as const;

type WalletOptions = ConstructorParameters<OffAmazonPayments['Widgets']['Wallet']>[0] & {
  /** Amazon's Wallet widget creates the order reference when no address book does. */
  onOrderReferenceCreate?: (ref: AmazonReference) => void;
};

/** The wallet's state: the loaded script, the new order reference, whether sign-in is needed, an error. */
export interface AmazonWalletState {
  pay: OffAmazonPayments | null;
  reference: string | null;
  signIn: boolean;
  error: string | null;
}

/** Loads Amazon Pay and shows its wallet while `active`. */
export function useAmazonWallet(active: boolean): AmazonWalletState {
  const [state, setState] = useState<AmazonWalletState>({ pay: null, reference: null, signIn: false, error: null });
  useEffect(() => {
    if (!active) return;
    let live = true;
    const fail = (message: string) => live && setState((s) => ({ ...s, error: message }));
    const onError = (e: AmazonWidgetError) => fail(e.getErrorMessage());
    const showWallet = (pay: OffAmazonPayments) => {
      const options: WalletOptions = {
        sellerId: AMAZON_SELLER_ID,
        agreementType: 'OrderReference',
        design: { designMode: 'responsive' },
        onOrderReferenceCreate: (ref) =>
          live && setState((s) => ({ ...s, signIn: false, reference: ref.getAmazonOrderReferenceId?.() ?? null })),
        onError,
      };
      new pay.Widgets.Wallet(options).bind(AMAZON_UPSELL_IDS.wallet);
    };
    import('../../payments/amazon-pay.ts')
      .then(async ({ amazonLogin, loadAmazonPay, renderAmazonButton }) => {
        const pay = await loadAmazonPay();
        if (!live) return;
        const signedIn = amazonLogin() !== null;
        setState((s) => ({ ...s, pay, signIn: !signedIn }));
        if (signedIn) return showWallet(pay);
        renderAmazonButton(pay, AMAZON_UPSELL_IDS.button, {
          mode: 'popup',
          subscription: () => false,
          onToken: (token) => (token ? showWallet(pay) : fail('AmazonPay User Authorization Failed')),
          onError: (_source, _code, message) => fail(message),
        });
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [active]);
  return state;
}
