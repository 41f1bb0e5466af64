/**
 * Express checkout under the order form (R-PAY-2, R-PAY-3, R-PAY-6): PayPal, Amazon Pay, Google
 * Pay and Apple Pay for the page's product, or the shopper's current selection: the cart the card
 * form shows, from funnel state (use-wallet-cart.ts). Each provider's script loads only when its
 * button is about to be seen; a paid order goes to the funnel state and the next step. A wallet
 * whose script fails or takes too long is not shown; when none is left the section goes (§3).
 */
import '../../runtime/page-services.ts'; // the page port the payments use (statsInfo, errors, after payment)
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../api/client.ts';
import { isInAppBrowser } from '../../domain/amazon-pay.ts';
import { browserAgent } from '../../state/user-agent.ts';
import { EXPRESS_CHECKOUT } from '../../domain/messages/wallets.ts';
import { noWalletOffered, type Wallet } from '../../domain/wallets/offered.ts';
import { paypalFlow } from '../../domain/wallets/paypal-return.ts';
import { placedOrder } from '../../state/order-record.ts';
import { pagePort } from '../../state/page-port.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useShownAgain } from '../use-shown-again.ts';
import AmazonPay from './AmazonPay.tsx';
import ApplePayButton from './ApplePayButton.tsx';
import GooglePayButton from './GooglePayButton.tsx';
import PayPalButton from './PayPalButton.tsx';
import { useWalletCart, type WalletOfferProps } from './use-wallet-cart.ts';

interface Props extends WalletOfferProps {
  merchantName: string;
  shippingCountries: string[];
}

export default function ExpressCheckout({ merchantName, shippingCountries, ...offer }: Props) {
  const { cart, latest } = useWalletCart(offer);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // Shown again from the back-forward cache (Back from the next page or a provider's site): no sheet is open.
  useShownAgain(() => setBusy(false));
  const [inApp, setInApp] = useState(false);
  useEffect(() => {
    void browserAgent().then(
      (agent) => setInApp(isInAppBrowser(agent)),
      () => undefined,
    );
  }, []);
  const flow = paypalFlow({ subscription: cart.subscription, inAppBrowser: inApp });
  // Busy until the next page opens; an order paid earlier stays, and the form's panel says so.
  const onPaid = useCallback((order: Order) => {
    setBusy(true);
    // The wallet that paid has loaded this code already (its order body comes from it): no wait.
    void import('../../payments/wallet-order.ts').then(
      (m) => setBusy(m.finishOrder(order)),
      () => setBusy(false),
    );
  }, []);
  // A new price (409 PRICE_CHANGED) is no failure: the buttons say it, announced, and the next sheet shows it.
  const [priceNews, setPriceNews] = useState('');
  const onFailed = useCallback((method: string, error: unknown) => {
    // A WalletPriceChanged (payments/wallet-price.ts) keeps the figure the next sheet shows and sends.
    if (!(error as { told?: unknown } | null)?.told) return pagePort().paymentFailed(method, error);
    setPriceNews((error as Error).message);
  }, []);
  // The news stands for the cart it priced: a changed cart (bundle, bump, coupon) is estimated anew.
  useEffect(() => setPriceNews(''), [cart.estimatedTotal]);
  const [unavailable, setUnavailable] = useState<readonly Wallet[]>([]);
  const onUnavailable = useCallback((w: Wallet) => setUnavailable((u) => (u.includes(w) ? u : [...u, w])), []);
  const sheets = {
    merchantName,
    shippingCountries,
    latest,
    notify: setMessage,
    onPaid,
    onBusy: setBusy,
    onFailed,
    onUnavailable,
  };
  // One purchase, one order: once the session's order is paid the form's panel says so, and no wallet shows.
  const placed = useStore(placedOrder);
  const hydrated = useHydrated(); // storage is read after hydration only
  // No wallet could load (offline, or every provider's script failed or hung): only the card form is left.
  if ((hydrated && placed && !busy) || noWalletOffered(unavailable))
    return <section className="express-checkout" hidden />;

  return (
    <section className="express-checkout" aria-labelledby="express-checkout-title" aria-busy={busy}>
      <h2 id="express-checkout-title" className="express-checkout__title">
        {EXPRESS_CHECKOUT}
      </h2>
      <div className="express-checkout__buttons">
        <ApplePayButton {...sheets} />
        <GooglePayButton {...sheets} />
        <PayPalButton
          flow={flow}
          latest={latest}
          notify={setMessage}
          onPaid={onPaid}
          onBusy={setBusy}
          onFailed={onFailed}
          onUnavailable={onUnavailable}
        />
        <AmazonPay cart={cart} notify={setMessage} onPaid={onPaid} onFailed={onFailed} onUnavailable={onUnavailable} />
      </div>
      {priceNews && (
        <p className="express-checkout__message" role="alert">
          {priceNews}
        </p>
      )}
      <p className="express-checkout__message" role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
