/** R-PAY-6: the Google Pay button, shown only where isReadyToPay says this browser can pay. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import { WALLET_CANCELLED } from '../../domain/messages/wallets.ts';
import { googlePayClient, payWithGooglePay, type GooglePaymentsClient } from '../../payments/google-pay.ts';
import { handleError } from '../../runtime/errors.ts';
import { useNearViewport } from './use-near-viewport.ts';

interface Props {
  merchantName: string;
  shippingCountries: readonly string[];
  latest: RefObject<{ cart: WalletCart }>;
  notify: (text: string) => void;
  onPaid: (order: Order) => void;
  onBusy: (busy: boolean) => void;
}

export default function GooglePayButton({ merchantName, shippingCountries, latest, notify, onPaid, onBusy }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [client, setClient] = useState<GooglePaymentsClient | null | undefined>(undefined);

  useEffect(() => {
    if (!near) return;
    googlePayClient().then(setClient, () => setClient(null));
  }, [near]);

  useEffect(() => {
    const el = box.current;
    if (!client || !el) return;
    const pay = () => {
      onBusy(true);
      payWithGooglePay(client, latest.current.cart, merchantName, shippingCountries)
        .then((result) => (result === 'cancelled' ? notify(WALLET_CANCELLED) : onPaid(result)))
        .catch((error: unknown) => handleError('Google Pay', error))
        .finally(() => onBusy(false));
    };
    el.replaceChildren(client.createButton({ onClick: pay, buttonType: 'buy', buttonSizeMode: 'fill' }));
    return () => el.replaceChildren();
  }, [client, latest, merchantName, shippingCountries, notify, onPaid, onBusy]);

  if (client === null) return null;
  return <div ref={box} className="wallet wallet--google" data-wallet="google-pay" />;
}
