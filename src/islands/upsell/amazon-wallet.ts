/**
 * R-PAY-3: Amazon's Wallet widget on the upsell page (see use-amazon-wallet.ts), loaded only for
 * an add-on confirmed with Amazon Pay.
 */
import { amazonLogin, renderAmazonButton } from '../../payments/amazon-pay.ts';
import type { AmazonReference, AmazonWidgetError, OffAmazonPayments } from '../../payments/amazon-globals.ts';
import { AMAZON_SELLER_ID } from '../../payments/amazon-seller.ts';

/** The wallet's state: the loaded script, the new order reference, whether sign-in is needed, an error. */
export interface AmazonWalletState {
  pay: OffAmazonPayments | null;
  reference: string | null;
  signIn: boolean;
  error: string | null;
}

type WalletOptions = ConstructorParameters<OffAmazonPayments['Widgets']['Wallet']>[0] & {
  /** Amazon's Wallet widget creates the order reference when no address book does. */
  onOrderReferenceCreate?: (ref: AmazonReference) => void;
};

/** Shows Amazon's wallet (after its sign-in button when signed out) in `ids`' elements. */
export function showAmazonWallet(
  pay: OffAmazonPayments,
  ids: { button: string; wallet: string },
  update: (change: Partial<AmazonWalletState>) => void,
): void {
  const fail = (message: string) => update({ error: message });
  const showWallet = () => {
    const options: WalletOptions = {
      sellerId: AMAZON_SELLER_ID,
      agreementType: 'OrderReference',
      design: { designMode: 'responsive' },
      onOrderReferenceCreate: (ref) => update({ signIn: false, reference: ref.getAmazonOrderReferenceId?.() ?? null }),
      onError: (e: AmazonWidgetError) => fail(e.getErrorMessage()),
    };
    new pay.Widgets.Wallet(options).bind(ids.wallet);
  };
  const signedIn = amazonLogin() !== null;
  update({ pay, signIn: !signedIn });
  if (signedIn) return showWallet();
  renderAmazonButton(pay, ids.button, {
    mode: 'popup',
    subscription: () => false,
    onToken: (token) => (token ? showWallet() : fail('AmazonPay User Authorization Failed')),
    onError: (_source, _code, message) => fail(message),
  });
}
