/**
 * R-PAY-3, R-PAY-4, R-ERR-4: Amazon Pay. Hidden (with the 'AmazonPay:SupportError' funnel event)
 * in browsers outside the §9 matrix; otherwise the button, then, once authorized, the address
 * book, wallet and (subscription) consent widgets and the place-order button. Errors send their
 * funnel event, set consent false, stop the spinner and go to the shared error handler.
 */
import { AMAZON_PAY_OVERRIDE } from 'astro:env/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../api/client.ts';
import { amazonLoginMode, amazonPaySupport, type AmazonAuthState } from '../../domain/amazon-pay.ts';
import { UNNAMED_AGENT, type ParsedAgent } from '../../domain/user-agent.ts';
import { browserAgent } from '../../state/user-agent.ts';
import {
  AMAZON_LOADING_WALLET,
  AMAZON_PAY_AUTH_FAILED,
  AMAZON_PROCESSING_CUSTOMER,
  toastText,
} from '../../domain/messages.ts';
import { AMAZON_SUPPORT_EVENT, amazonErrorEvent, type AmazonErrorSource } from '../../domain/wallets/amazon-events.ts';
import type { WalletCart } from '../../domain/wallets/cart.ts';
import type { Wallet } from '../../domain/wallets/offered.ts';
import { AMAZON_CONSENT_NEEDED } from '../../domain/messages/wallets.ts';
import type { OffAmazonPayments } from '../../payments/amazon-globals.ts';
import { AmazonOrderError } from '../../payments/amazon-order-error.ts';
import {
  amazonLogin,
  forgetAmazonLogin,
  loadAmazonPay,
  renderAmazonButton,
  renderAmazonWidgets,
  storeAmazonSubscription,
} from '../../payments/amazon-pay.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { pagePort } from '../../state/page-port.ts';
import { sendStats } from '../../runtime/stats.ts';
import Spinner from './Spinner.tsx';
import { useNearViewport } from './use-near-viewport.ts';

interface Props {
  cart: WalletCart;
  notify: (text: string) => void;
  onPaid: (order: Order) => void;
  /** A payment failed: the page says so (a new price, by the buttons; anything else, by the error handler). */
  onFailed: (method: string, error: unknown) => void;
  /** Called once this wallet is not offered here (unsupported, or its script failed or took too long). */
  onUnavailable: (wallet: Wallet) => void;
}

const IDS = {
  button: 'AmazonPayButton',
  addressBook: 'amazon-address-book',
  wallet: 'amazon-wallet',
  consent: 'amazon-consent',
};

type Fail = (source: AmazonErrorSource, code: string, message: string, error?: unknown) => void;

/** Whether Amazon Pay is offered in this browser (§9), the parsed browser, and the kept login's token. */
function useAmazonSupport(onUnavailable: Props['onUnavailable']) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [token, setToken] = useState<string | null>(null);
  // The browser as ua-parser-js names it, read once per session (a parser that cannot load names nothing).
  const agent = useRef<ParsedAgent>(UNNAMED_AGENT);
  useEffect(() => {
    let live = true;
    void browserAgent()
      .catch(() => UNNAMED_AGENT)
      .then((parsed) => {
        if (!live) return;
        agent.current = parsed;
        const support = amazonPaySupport(parsed, { override: AMAZON_PAY_OVERRIDE });
        setSupported(support.supported);
        if (!support.supported)
          void sendStats(AMAZON_SUPPORT_EVENT.eventType, { customPayLoad: AMAZON_SUPPORT_EVENT.customPayLoad });
        else setToken(amazonLogin()?.accessToken ?? null);
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (supported === false) onUnavailable('amazon');
  }, [supported, onUnavailable]);
  return { supported, setSupported, token, setToken, agent };
}

/** Amazon's script once the button is about to be seen; without it Amazon Pay is not offered. */
function useAmazonScript(near: boolean, supported: boolean | null, setSupported: (s: boolean) => void) {
  const [pay, setPay] = useState<OffAmazonPayments | null>(null);
  useEffect(() => {
    if (!near || !supported) return;
    // Without its script (failed, or too slow) Amazon Pay is simply not offered; the server log says why.
    loadAmazonPay().then(setPay, (error: unknown) => {
      setSupported(false);
      void api().logServer('error', 'loadAmazonPay failed', String(error));
    });
  }, [near, supported, setSupported]);
  return pay;
}

/** The widgets' state once authorized: address book, wallet and, for a subscription, consent. */
function useAmazonWidgets(pay: OffAmazonPayments | null, token: string | null, subscription: boolean, fail: Fail) {
  const [reference, setReference] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [spinner, setSpinner] = useState<string | null>(null);
  useEffect(() => {
    if (!pay || !token) return;
    setSpinner(AMAZON_LOADING_WALLET);
    setReference(null);
    setConsent(false);
    storeAmazonSubscription(subscription);
    renderAmazonWidgets(pay, IDS, subscription, {
      onReference: setReference,
      onWalletReady: () => setSpinner(null),
      onConsent: setConsent,
      onError: fail,
    });
    return () => {
      for (const id of [IDS.addressBook, IDS.wallet, IDS.consent]) document.getElementById(id)?.replaceChildren();
    };
  }, [pay, token, subscription, fail]);
  return { reference, consent, setConsent, spinner, setSpinner };
}

/** R-ERR-4: what a failed order step does: an Amazon API error its funnel event, anything else the page's failure. */
function orderFailed(error: unknown, fail: Fail, onFailed: Props['onFailed'], signOut: () => void): void {
  const e = error instanceof AmazonOrderError ? error : new AmazonOrderError('placeAmazonOrder', error);
  if (!e.apiError) return onFailed(e.method, e.reason);
  const status = (e.reason as { status?: number } | null)?.status;
  fail('api', String(status ?? e.method), toastText(e.reason) ?? '', e.reason);
  if (status === 401) signOut();
}

export default function AmazonPay({ cart, notify, onPaid, onFailed, onUnavailable }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const { supported, setSupported, token, setToken, agent } = useAmazonSupport(onUnavailable);
  const pay = useAmazonScript(near, supported, setSupported);
  const subscription = useRef(cart.subscription);
  subscription.current = cart.subscription;
  const state: AmazonAuthState = token ? 'authorized' : 'unauthorized';
  const widgets = useRef<{ setConsent: (c: boolean) => void; setSpinner: (s: string | null) => void }>(null);

  /** R-ERR-4: funnel event with code and message, consent false, spinner off, error handler. */
  const fail = useCallback<Fail>((source, code, message, error) => {
    const event = amazonErrorEvent(source, code, message);
    void sendStats(event.eventType, { customPayLoad: event.customPayLoad });
    widgets.current?.setConsent(false);
    widgets.current?.setSpinner(null);
    pagePort().reportError(`AmazonPay ${source}`, error ?? { error: message });
  }, []);
  const { reference, consent, setConsent, spinner, setSpinner } = useAmazonWidgets(pay, token, cart.subscription, fail);
  widgets.current = { setConsent, setSpinner };

  // Unauthorized: the button (popup login, or redirect to amazon-return in in-app browsers).
  useEffect(() => {
    if (!pay || token) return;
    renderAmazonButton(pay, IDS.button, {
      mode: amazonLoginMode(agent.current),
      subscription: () => subscription.current,
      onToken: (accessToken, error) => {
        if (accessToken) setToken(accessToken);
        else if (error !== 'access_denied') fail('button', error ?? 'InvalidToken', AMAZON_PAY_AUTH_FAILED);
      },
      onError: fail,
    });
    return () => document.getElementById(IDS.button)?.replaceChildren();
  }, [pay, token, fail, agent, setToken]);

  const signOut = () => {
    forgetAmazonLogin();
    setToken(null);
  };

  const placeOrder = async () => {
    if (!pay || !token || !reference) return;
    if (cart.subscription && !consent) return notify(AMAZON_CONSENT_NEEDED);
    setSpinner(AMAZON_PROCESSING_CUSTOMER);
    try {
      // The order code loads when the shopper places the order, not with the button.
      const { placeAmazonOrder } = await import('../../payments/amazon-order.ts');
      const result = await placeAmazonOrder(pay, {
        cart,
        accessToken: token,
        reference,
        subscription: cart.subscription,
      });
      if (result !== 'confirming') onPaid(result);
    } catch (error) {
      setSpinner(null);
      orderFailed(error, fail, onFailed, signOut);
    }
  };

  if (supported === false) return null;
  return (
    <div ref={box} className="wallet wallet--amazon" data-wallet="amazon" data-state={state}>
      {state === 'unauthorized' && <div id={IDS.button} />}
      {state === 'authorized' && (
        <AmazonWidgets
          subscription={cart.subscription}
          spinner={spinner}
          ready={!!reference}
          onPlace={() => void placeOrder()}
          onSignOut={signOut}
        />
      )}
      {state === 'unauthorized' && spinner && <Spinner text={spinner} />}
    </div>
  );
}

/** The authorized shopper's widgets and buttons. */
function AmazonWidgets(props: {
  subscription: boolean;
  spinner: string | null;
  ready: boolean;
  onPlace: () => void;
  onSignOut: () => void;
}) {
  return (
    <section className="amazon-widgets" aria-label="Amazon Pay">
      <div id={IDS.addressBook} className="amazon-widgets__address" />
      <div id={IDS.wallet} className="amazon-widgets__wallet" />
      {props.subscription && <div id={IDS.consent} className="amazon-widgets__consent" />}
      {props.spinner && <Spinner text={props.spinner} />}
      <button
        type="button"
        className="btn btn--block"
        onClick={props.onPlace}
        disabled={!props.ready || props.spinner !== null}
      >
        Place order with Amazon Pay
      </button>
      <button type="button" className="link-button" onClick={props.onSignOut}>
        Use another payment method
      </button>
    </section>
  );
}
