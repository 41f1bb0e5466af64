/**
 * R-RT-7: the one-time nonce of a redirect-mode Amazon login, kept in this tab's session storage
 * from the tap on the button until the shopper is back on 'amazon-return'. Amazon hands the state
 * back untouched, so a return whose state does not carry this tab's nonce was not started here
 * (a crafted link): its token is not kept.
 */
import { amazonLoginState } from '../domain/wallets/amazon-login-hash.ts';
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';

/** Session storage key of the nonce. */
export const AMAZON_LOGIN_NONCE_KEY = 'amazonLoginNonce';

/** A new nonce: 128 random bits as 22 base64url characters. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .slice(0, 22);
}

/** The state for a login that returns to `returnPath`; its nonce is kept until the return. */
export function startAmazonLogin(returnPath: string): string {
  const nonce = newNonce();
  sessionSet(AMAZON_LOGIN_NONCE_KEY, nonce);
  return amazonLoginState(nonce, returnPath);
}

/** The nonce this tab sent, once: a return uses it up. */
export function takeAmazonLoginNonce(): string | null {
  const nonce = sessionGet(AMAZON_LOGIN_NONCE_KEY);
  sessionRemove(AMAZON_LOGIN_NONCE_KEY);
  return nonce;
}
