/** R-PAY-6: the Apple Pay button, shown only where ApplePaySession.canMakePayments() is true. */
import { useEffect, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import type { Wallet } from '../../domain/wallets/offered.ts';
import { WALLET_CANCELLED } from '../../domain/messages/wallets.ts';
import { applePayAvailable, payWithApplePay } from '../../payments/apple-pay.ts';
import { handleError } from '../../runtime/errors.ts';

interface Props {
  merchantName: string;
  shippingCountries: readonly string[];
  latest: RefObject<{ cart: WalletCart }>;
  notify: (text: string) => void;
  onPaid: (order: Order) => void;
  onBusy: (busy: boolean) => void;
  /** Called once this wallet is not offered here (unsupported, or its script failed or took too long). */
  onUnavailable: (wallet: Wallet) => void;
}

export default function ApplePayButton(props: Props) {
  const { merchantName, shippingCountries, latest, notify, onPaid, onBusy, onUnavailable } = props;
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const here = applePayAvailable();
    setAvailable(here);
    if (!here) onUnavailable('apple-pay');
  }, [onUnavailable]);
  if (!available) return null;

  // The session must begin inside the click, so payWithApplePay is called synchronously here.
  const pay = () => {
    onBusy(true);
    payWithApplePay(latest.current.cart, merchantName, shippingCountries)
      .then((result) => (result === 'cancelled' ? notify(WALLET_CANCELLED) : onPaid(result)))
      .catch((error: unknown) => handleError('Apple Pay', error))
      .finally(() => onBusy(false));
  };
  return (
    <div className="wallet wallet--apple" data-wallet="apple-pay">
      <button type="button" className="apple-pay-button" lang="en" aria-label="Buy with Apple Pay" onClick={pay} />
    </div>
  );
}
