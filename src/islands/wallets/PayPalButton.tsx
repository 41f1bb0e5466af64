/** R-PAY-2: the PayPal button; the SDK loads when the button is about to be seen. */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Order } from '../../api/client.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import type { WalletCustomer } from '../../domain/wallets/customer.ts';
import { PAYPAL_CANCELLED, PAYPAL_NEEDS_DETAILS } from '../../domain/messages/wallets.ts';
import type { Wallet } from '../../domain/wallets/offered.ts';
import type { PayPalFlow } from '../../domain/wallets/paypal-return.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { loadOnce } from '../load-once.ts';
import { useNearViewport } from './use-near-viewport.ts';

/** PayPal's code (and its SDK loader), loaded when the button is about to be seen, not with the page. */
const paypalCode = loadOnce(() => import('../../payments/paypal.ts'));

interface Props {
  flow: PayPalFlow;
  latest: RefObject<{ cart: WalletCart; customer: WalletCustomer | null }>;
  notify: (text: string) => void;
  onPaid: (order: Order) => void;
  onBusy: (busy: boolean) => void;
  /** A payment failed: the page says so (a new price, by the buttons; anything else, by the error handler). */
  onFailed: (method: string, error: unknown) => void;
  /** Called once this wallet is not offered here (unsupported, or its script failed or took too long). */
  onUnavailable: (wallet: Wallet) => void;
}

/** Focuses the order form so the shopper can fill in the details PayPal needs. */
function focusForm(): void {
  const form = document.querySelector<HTMLElement>('form[data-order-form], [data-island="order-form"] form');
  const field = form?.querySelector<HTMLElement>('input, select');
  (field ?? form)?.focus();
}

export default function PayPalButton({ flow, latest, notify, onPaid, onBusy, onFailed, onUnavailable }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!near || !el) return;
    let closed = false;
    let close: (() => Promise<void>) | undefined;
    paypalCode()
      .then(async ({ loadPayPal, paypalButtonOptions }) => ({ paypal: await loadPayPal(flow), paypalButtonOptions }))
      .then(({ paypal, paypalButtonOptions }) => {
        if (closed || !paypal.Buttons) return;
        const buttons = paypal.Buttons(
          paypalButtonOptions(flow, {
            current: () => latest.current,
            onMissingDetails: () => {
              notify(PAYPAL_NEEDS_DETAILS);
              focusForm();
            },
            onPaid,
            onCancel: () => notify(PAYPAL_CANCELLED),
            onError: (method, error) => {
              onBusy(false);
              onFailed(method, error);
            },
            onRedirect: () => onBusy(true),
          }),
        );
        close = () => buttons.close();
        if (buttons.isEligible()) return buttons.render(el);
        setFailed(true);
        onUnavailable('paypal');
      })
      .catch((error: unknown) => {
        // Without its script (failed, or too slow) PayPal is simply not offered; the server log says why.
        if (closed) return;
        setFailed(true);
        onUnavailable('paypal');
        void api().logServer('error', 'loadPayPal failed', String(error));
      });
    return () => {
      closed = true;
      void close?.().catch(() => undefined);
      el.replaceChildren();
    };
  }, [near, flow, latest, notify, onPaid, onBusy, onFailed, onUnavailable]);

  if (failed) return null;
  return <div ref={box} className="wallet wallet--paypal" data-wallet="paypal" />;
}
