/**
 * The redirect-mode Amazon login's return (R-PAY-5, R-QP-5, R-RT-7): the hash on 'amazon-return'
 * (`#access_token=…&state=…`). The state is the login's one-time nonce followed by the order page
 * to go back to: the token is accepted only when it starts with 'Atza' and the nonce is the one
 * this tab sent (a crafted link cannot sign a shopper in with someone else's Amazon account), and
 * the way back is taken only when it is a path of this site (src/domain/same-origin-path.ts).
 */
import { acceptAmazonToken } from '../amazon-token.ts';
import { sameOriginPath } from '../same-origin-path.ts';

/** A same-origin path to return to (never another site), else the fallback. */
export const safeReturnPath = sameOriginPath;

/** A login nonce: 22 base64url characters (128 random bits). */
const NONCE = /^[A-Za-z0-9_-]{22}/;

/** R-RT-7: the state a redirect-mode login sends Amazon: its nonce, then the path to return to. */
export function amazonLoginState(nonce: string, returnPath: string): string {
  if (!NONCE.test(nonce) || nonce.length !== 22) throw new Error('an Amazon login nonce is 22 base64url characters');
  return `${nonce}${returnPath}`;
}

/** R-RT-7: what a redirect-mode login brought back in the hash. */
export interface AmazonLoginReturn {
  /** The access token, only when it starts with 'Atza' (R-PAY-5) and came with this tab's nonce. */
  accessToken: string | null;
  /** Where to go back to. */
  returnPath: string;
}

/**
 * R-RT-7, R-QP-5: reads `#access_token=…&state=…` (or `#error=…`); `nonce` is the one this tab
 * sent with its login (null when it sent none).
 */
export function readAmazonLoginHash(hash: string, fallback: string, nonce: string | null): AmazonLoginReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state') ?? '';
  const sent = NONCE.exec(state)?.[0];
  const ours = nonce !== null && sent === nonce;
  return {
    accessToken: ours ? acceptAmazonToken(params.get('access_token')) : null,
    returnPath: safeReturnPath(sent ? state.slice(sent.length) : state, fallback),
  };
}
