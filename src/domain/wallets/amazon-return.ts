/**
 * Amazon Pay returns (R-PAY-3, R-PAY-5, R-QP-4, R-QP-5, R-RT-7): the confirmation result in the
 * query string after payamazon, and the redirect-mode login's hash on 'amazon-return'
 * (`#access_token=…&state=…`), whose token is accepted only when it starts with 'Atza' and whose
 * state names the order page to go back to.
 */
import { acceptAmazonToken } from '../amazon-token.ts';

/** R-QP-4: the Amazon result parameters, removed from the address once handled. */
export const AMAZON_RESULT_PARAMS = [
  'orderId',
  'orderReferenceId',
  'amount',
  'currencyCode',
  'sellerOrderId',
  'resultCode',
];

/** R-QP-4: the confirmation result. */
export interface AmazonResult {
  orderId: string;
  orderReferenceId: string;
  amount: string;
  currencyCode: string;
  sellerOrderId: string;
  resultCode: 'Success' | 'Failure';
}

/** R-QP-4: the result in a query string, or null when there is none. */
export function readAmazonResult(query: URLSearchParams): AmazonResult | null {
  const resultCode = query.get('resultCode');
  const orderId = query.get('orderId');
  const orderReferenceId = query.get('orderReferenceId');
  if ((resultCode !== 'Success' && resultCode !== 'Failure') || !orderId || !orderReferenceId) return null;
  return {
    orderId,
    orderReferenceId,
    amount: query.get('amount') ?? '',
    currencyCode: query.get('currencyCode') ?? '',
    sellerOrderId: query.get('sellerOrderId') ?? '',
    resultCode,
  };
}

/** A same-origin path to return to (never another site), else the fallback. */
export function safeReturnPath(state: string | null | undefined, fallback: string): string {
  if (!state || !state.startsWith('/') || state.startsWith('//') || state.includes('\\')) return fallback;
  return state;
}

/** R-RT-7: what a redirect-mode login brought back in the hash. */
export interface AmazonLoginReturn {
  /** The access token, only when it starts with 'Atza' (R-PAY-5). */
  accessToken: string | null;
  /** Where to go back to. */
  returnPath: string;
}

/** R-RT-7, R-QP-5: reads `#access_token=…&state=…` (or `#error=…`). */
export function readAmazonLoginHash(hash: string, fallback: string): AmazonLoginReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    accessToken: acceptAmazonToken(params.get('access_token')),
    returnPath: safeReturnPath(params.get('state'), fallback),
  };
}
