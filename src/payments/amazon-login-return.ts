/**
 * R-RT-7, R-PAY-5: the 'amazon-return' page of a redirect-mode Amazon login. The access token in
 * the hash is kept for one day only when it starts with 'Atza' and the state carries the nonce
 * this tab sent (amazon-login-state.ts); the shopper then goes back to the order page named by
 * `state`, where the Amazon widgets show (authorized), never to another site. A missing or
 * refused token says 'AmazonPay User Authorization Failed' and sends its funnel event.
 */
import { AMAZON_PAY_AUTH_FAILED } from '../domain/messages.ts';
import { amazonErrorEvent } from '../domain/wallets/amazon-events.ts';
import { readAmazonLoginHash } from '../domain/wallets/amazon-login-hash.ts';
import { takeAmazonLoginNonce } from './amazon-login-state.ts';
import { storeAmazonToken } from './amazon-pay.ts';

/** Where a return without a usable state goes. */
export const AMAZON_RETURN_FALLBACK = '/SecureCart';

/** Handles the hash; returns the path to go back to, and whether the login was accepted. */
/** Sends a funnel event (the runtime's stats sender, passed in by the page: payments do not import the runtime). */
export type SendEvent = (eventType: string, extra: { customPayLoad?: unknown }) => unknown;

export function completeAmazonLogin(
  sendEvent: SendEvent,
  hash = window.location.hash,
): { accepted: boolean; returnPath: string } {
  const { accessToken, returnPath } = readAmazonLoginHash(hash, AMAZON_RETURN_FALLBACK, takeAmazonLoginNonce());
  // The token must not linger in the address or the history.
  window.history.replaceState(window.history.state, '', window.location.pathname);
  if (accessToken && storeAmazonToken(accessToken)) {
    window.location.replace(returnPath);
    return { accepted: true, returnPath };
  }
  const error = new URLSearchParams(hash.replace(/^#/, '')).get('error') ?? 'InvalidToken';
  const event = amazonErrorEvent('button', error, AMAZON_PAY_AUTH_FAILED);
  void sendEvent(event.eventType, { customPayLoad: event.customPayLoad });
  return { accepted: false, returnPath };
}
