/**
 * R-PAY-5: the Amazon access token's check, apart from the Amazon Pay rules (amazon-pay.ts, with
 * the browser matrix and its user-agent reader), so a page that only reads a provider's return
 * does not load them.
 */

/** R-PAY-5: the prefix every Amazon access token starts with. */
export const AMAZON_TOKEN_PREFIX = 'Atza';

/** R-PAY-5: the token when the cookie value starts with 'Atza', else null. */
export function acceptAmazonToken(cookieValue: string | null | undefined): string | null {
  return cookieValue?.startsWith(AMAZON_TOKEN_PREFIX) ? cookieValue : null;
}
