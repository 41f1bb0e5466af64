/**
 * Amazon Pay (R-PAY-3, R-PAY-4, R-PAY-5): Amazon's legacy Login and Pay with Amazon widgets
 * script, loaded only where the button is offered and the browser is supported; the login by
 * popup, or by redirect to 'amazon-return' in in-app browsers; the access token kept in the
 * amazon_Login_accessToken cookie (and the subscription flag in tcr_isSub) for one day, accepted
 * only when it starts with 'Atza'; and the address book, wallet and consent widgets.
 */
import { getCookie, removeCookie, setCookie } from '../state/cookies.ts';
import { AMAZON_PAY_CLIENT_ID } from 'astro:env/client';
import {
  AMAZON_ACCESS_TOKEN_COOKIE,
  AMAZON_COOKIE_DAYS,
  AMAZON_IS_SUB_COOKIE,
  AMAZON_LOGIN_SCOPE,
  AMAZON_RETURN_PATH,
} from '../domain/amazon-pay.ts';
import { acceptAmazonToken } from '../domain/amazon-token.ts';
import type { AmazonErrorSource } from '../domain/wallets/amazon-events.ts';
import { amazonWidgetsUrl } from '../domain/wallets/provider-urls.ts';
import type { AmazonWidgetError, OffAmazonPayments } from './amazon-globals.ts';
import { PROVIDERS_SANDBOX } from './providers-mode.ts';
import { AMAZON_SELLER_ID } from './amazon-seller.ts';
import { loadScriptOnce } from './script.ts';
import { startAmazonLogin } from './amazon-login-state.ts';

let ready: Promise<OffAmazonPayments> | undefined;

/** R-PAY-3: loads Widgets.js once; resolves when Amazon calls onAmazonPaymentsReady. */
export function loadAmazonPay(): Promise<OffAmazonPayments> {
  ready ??= new Promise<OffAmazonPayments>((resolve, reject) => {
    window.onAmazonLoginReady = () => {
      window.amazon?.Login.setClientId(AMAZON_PAY_CLIENT_ID);
      if (PROVIDERS_SANDBOX) window.amazon?.Login.setSandboxMode(true);
    };
    window.onAmazonPaymentsReady = () => {
      if (window.OffAmazonPayments) resolve(window.OffAmazonPayments);
      else reject(new Error('Amazon Pay is not available'));
    };
    loadScriptOnce(amazonWidgetsUrl(AMAZON_SELLER_ID, PROVIDERS_SANDBOX)).catch((error: unknown) => {
      ready = undefined;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return ready;
}

/** The shopper's Amazon login: the accepted access token and whether the flow is a subscription. */
export interface AmazonLoginState {
  accessToken: string;
  subscription: boolean;
}

/** R-PAY-5: the login kept in the cookies, or null (a token not starting with 'Atza' is refused). */
export function amazonLogin(): AmazonLoginState | null {
  const accessToken = acceptAmazonToken(getCookie(AMAZON_ACCESS_TOKEN_COOKIE));
  return accessToken ? { accessToken, subscription: getCookie(AMAZON_IS_SUB_COOKIE) === 'true' } : null;
}

const cookieOptions = () => ({
  expires: AMAZON_COOKIE_DAYS,
  sameSite: 'Lax' as const,
  secure: window.location.protocol === 'https:',
});

/** R-PAY-5: keeps an accepted token for one day; false when the token is refused. */
export function storeAmazonToken(token: string | null | undefined): boolean {
  const accepted = acceptAmazonToken(token);
  if (accepted) setCookie(AMAZON_ACCESS_TOKEN_COOKIE, accepted, cookieOptions());
  return accepted !== null;
}

/** R-PAY-5: remembers for one day whether the Amazon flow is a subscription (tcr_isSub). */
export function storeAmazonSubscription(subscription: boolean): void {
  setCookie(AMAZON_IS_SUB_COOKIE, String(subscription), cookieOptions());
}

/** Signs the shopper out of Amazon and forgets the cookies (unauthorized again). */
export function forgetAmazonLogin(): void {
  removeCookie(AMAZON_ACCESS_TOKEN_COOKIE);
  removeCookie(AMAZON_IS_SUB_COOKIE);
  window.amazon?.Login.logout();
}

/** An Amazon error as the island reports it (R-ERR-4). */
export type AmazonErrorHandler = (source: AmazonErrorSource, code: string, message: string) => void;

const report = (onError: AmazonErrorHandler, source: AmazonErrorSource) => (e: AmazonWidgetError) =>
  onError(source, e.getErrorCode(), e.getErrorMessage());

/** R-PAY-3: renders the Amazon Pay button; a click logs in by popup, or by redirect to amazon-return. */
export function renderAmazonButton(
  pay: OffAmazonPayments,
  containerId: string,
  o: {
    mode: 'popup' | 'redirect';
    subscription: () => boolean;
    onToken: (accessToken: string | null, error?: string) => void;
    onError: AmazonErrorHandler;
  },
): void {
  pay.Button(containerId, AMAZON_SELLER_ID, {
    type: 'PwA',
    color: 'Gold',
    size: 'medium',
    language: 'en-US',
    authorization: () => {
      const login = window.amazon?.Login;
      if (!login) return o.onError('button', 'LoginUnavailable', 'amazon.Login is not loaded');
      storeAmazonSubscription(o.subscription());
      if (o.mode === 'redirect') {
        const state = startAmazonLogin(`${window.location.pathname}${window.location.search}`);
        const back = `${window.location.origin}/${AMAZON_RETURN_PATH}`;
        login.authorize({ scope: AMAZON_LOGIN_SCOPE, popup: false, response_type: 'token', state }, back);
        return;
      }
      login.authorize({ scope: AMAZON_LOGIN_SCOPE, popup: true }, (response) => {
        const accepted = storeAmazonToken(response.access_token) ? (response.access_token ?? null) : null;
        o.onToken(accepted, response.error);
      });
    },
    onError: report(o.onError, 'button'),
  });
}

/** What the widgets report back. */
export interface AmazonWidgetHandlers {
  /** The order reference (single order) or billing agreement (subscription) was created. */
  onReference(id: string): void;
  /** The wallet is shown (spinner off). */
  onWalletReady(): void;
  /** R-PAY-3: the consent status of a billing agreement. */
  onConsent(consent: boolean): void;
  onError: AmazonErrorHandler;
}

/** R-PAY-3: binds the address book, then the wallet (and, for a subscription, the consent widget). */
export function renderAmazonWidgets(
  pay: OffAmazonPayments,
  ids: { addressBook: string; wallet: string; consent: string },
  subscription: boolean,
  h: AmazonWidgetHandlers,
): void {
  const design = { designMode: 'responsive' };
  const agreementType = subscription ? 'BillingAgreement' : 'OrderReference';
  let bound = false;
  const bindRest = (reference: string) => {
    if (bound) return;
    bound = true;
    h.onReference(reference);
    const target = subscription ? { amazonBillingAgreementId: reference } : { amazonOrderReferenceId: reference };
    new pay.Widgets.Wallet({
      sellerId: AMAZON_SELLER_ID,
      agreementType,
      ...target,
      design,
      onReady: () => h.onWalletReady(),
      onError: report(h.onError, 'wallet'),
    }).bind(ids.wallet);
    if (!subscription) return;
    const status = (s: { getConsentStatus(): string }) => h.onConsent(s.getConsentStatus() === 'true');
    new pay.Widgets.Consent({
      sellerId: AMAZON_SELLER_ID,
      amazonBillingAgreementId: reference,
      design,
      onReady: status,
      onConsent: status,
      onError: report(h.onError, 'consent'),
    }).bind(ids.consent);
  };
  new pay.Widgets.AddressBook({
    sellerId: AMAZON_SELLER_ID,
    agreementType,
    design,
    onOrderReferenceCreate: (ref) => bindRest(ref.getAmazonOrderReferenceId?.() ?? ''),
    onBillingAgreementCreate: (ref) => bindRest(ref.getAmazonBillingAgreementId?.() ?? ''),
    onError: report(h.onError, 'addressBook'),
  }).bind(ids.addressBook);
}
