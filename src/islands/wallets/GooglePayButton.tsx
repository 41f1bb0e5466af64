/** R-PAY-6: the Google Pay button, shown only where isReadyToPay says this browser can pay. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import type { Wallet } from '../../domain/wallets/offered.ts';
import { WALLET_CANCELLED } from '../../domain/messages/wallets.ts';
import type { GooglePaymentsClient } from '../../payments/google-pay.ts';
import { loadOnce } from '../load-once.ts';
import { useNearViewport } from './use-near-viewport.ts';

/** Google Pay's code, loaded with its script when the button is about to be seen (not with the page). */
const googlePay = loadOnce(() => import('../../payments/google-pay.ts'));

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

export default function GooglePayButton(props: Props) {
  const { merchantName, shippingCountries, latest, notify, onPaid, onBusy, onFailed, onUnavailable } = props;
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [client, setClient] = useState<GooglePaymentsClient | null | undefined>(undefined);
  const code = useRef<Awaited<ReturnType<typeof googlePay>> | null>(null);

  useEffect(() => {
    if (!near) return;
    const unavailable = () => {
      setClient(null);
      onUnavailable('google-pay');
    };
    googlePay()
      .then((m) => {
        code.current = m;
        return m.googlePayClient();
      })
      .then((c) => (c ? setClient(c) : unavailable()), unavailable);
  }, [near, onUnavailable]);

  useEffect(() => {
    const el = box.current;
    if (!client || !el) return;
    const pay = () => {
      onBusy(true);
      // Within the tap (Google Pay opens its sheet from the shopper's gesture): the code came with the client.
      code
        .current!.payWithGooglePay(client, latest.current.cart, merchantName, shippingCountries)
        .then((result) => (result === 'cancelled' ? notify(WALLET_CANCELLED) : onPaid(result)))
        .catch((error: unknown) => onFailed('Google Pay', error))
        .finally(() => onBusy(false));
    };
    el.replaceChildren(client.createButton({ onClick: pay, buttonType: 'buy', buttonSizeMode: 'fill' }));
    return () => el.replaceChildren();
  }, [client, latest, merchantName, shippingCountries, notify, onPaid, onBusy, onFailed]);

  if (client === null) return null;
  return <div ref={box} className="wallet wallet--google" data-wallet="google-pay" />;
}
