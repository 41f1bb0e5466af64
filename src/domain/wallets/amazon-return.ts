/**
 * Amazon Pay returns (R-PAY-3, R-QP-4): the confirmation result in the query string after
 * payamazon. The redirect-mode login's hash is amazon-login-hash.ts's, apart so the order pages
 * that read this carry none of it.
 */

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
