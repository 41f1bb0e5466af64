/** R-PAY-6: the Apple Pay button, shown only where ApplePaySession.canMakePayments() is true. */
import { useEffect, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
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
}

export default function ApplePayButton({ merchantName, shippingCountries, latest, notify, onPaid, onBusy }: Props) {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(applePayAvailable()), []);
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
