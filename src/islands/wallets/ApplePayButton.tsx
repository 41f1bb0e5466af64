/** R-PAY-6: the Apple Pay button, shown only where ApplePaySession.canMakePayments() is true. */
import { useEffect, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import type { Wallet } from '../../domain/wallets/offered.ts';
import { WALLET_CANCELLED } from '../../domain/messages/wallets.ts';
import { loadOnce } from '../load-once.ts';

/** Apple Pay's code, loaded after hydration (not with the page); the button shows once it is here. */
const applePay = loadOnce(() => import('../../payments/apple-pay.ts'));
type ApplePay = Awaited<ReturnType<typeof applePay>>;

interface Props {
  merchantName: string;
  shippingCountries: readonly string[];
  latest: RefObject<{ cart: WalletCart }>;
  notify: (text: string) => void;
  onPaid: (order: Order) => void;
  onBusy: (busy: boolean) => void;
  /** A payment failed: the page says so (a new price, by the buttons; anything else, by the error handler). */
  onFailed: (method: string, error: unknown) => void;
  /** Called once this wallet is not offered here (unsupported, or its script failed or took too long). */
  onUnavailable: (wallet: Wallet) => void;
}

export default function ApplePayButton(props: Props) {
  const { merchantName, shippingCountries, latest, notify, onPaid, onBusy, onFailed, onUnavailable } = props;
  const [code, setCode] = useState<ApplePay | null>(null);
  useEffect(() => {
    let live = true;
    applePay().then(
      (m) => {
        if (!live) return;
        if (m.applePayAvailable()) setCode(m);
        else onUnavailable('apple-pay');
      },
      () => live && onUnavailable('apple-pay'),
    );
    return () => {
      live = false;
    };
  }, [onUnavailable]);
  if (!code) return null;

  // The session must begin inside the click, so payWithApplePay is called synchronously here.
  const pay = () => {
    onBusy(true);
    code
      .payWithApplePay(latest.current.cart, merchantName, shippingCountries)
      .then((result) => (result === 'cancelled' ? notify(WALLET_CANCELLED) : onPaid(result)))
      .catch((error: unknown) => onFailed('Apple Pay', error))
      .finally(() => onBusy(false));
  };
  return (
    <div className="wallet wallet--apple" data-wallet="apple-pay">
      <button type="button" className="apple-pay-button" lang="en" aria-label="Buy with Apple Pay" onClick={pay} />
    </div>
  );
}
