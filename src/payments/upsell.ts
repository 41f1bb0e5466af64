/**
 * The one-click charge of an upsell or downsell against the funnel's first order (R-ORD-3), and
 * the seam other payment methods plug into. A card parent pays with its payment option and the
 * transaction-fee fields; a Google Pay or Apple Pay parent with namedAgent and cardDetails.cardId.
 * PayPal and Amazon Pay parents need the shopper to confirm with the provider, so the charge
 * answers `needs-confirmation` and creates nothing (the wallet adapters take these branches over).
 * The caller keeps `requestId` for one offer, so a second click replays instead of charging twice.
 */
import type { ApiClient, Order, PaymentMethod, StatsInfo, UpsellOrderRequest } from '../api/client.ts';
import { upsellOrderPayload, type FollowUpOrderType, type OrderType } from '../domain/order.ts';

/** R-ORD-2: what the charge buys: an Upsell or a Downsell. */
export type UpsellKind = FollowUpOrderType;

/** The parent order fields the charge reads; the API's Order and the stored order both fit. */
export interface UpsellParent {
  id: string;
  paymentMethod?: string | undefined;
  orderType?: string | undefined;
  orderSource?: string | undefined;
  parrentUpsellOrderId?: string | null | undefined;
  paymentOptionId?: string | null | undefined;
  cardId?: string | null | undefined;
  orderTransactionFee?: number | undefined;
  transactionFeeDocumentId?: string | null | undefined;
}

/** The offer being bought (its sfid is what the order names). */
export interface UpsellOfferRef {
  sfid: string;
}

/** Payment methods that need the provider's confirmation for every charge. */
export type ConfirmedMethod = Extract<PaymentMethod, 'PayPal' | 'Amazon Pay'>;

/** The outcome of a charge. */
export type ChargeUpsellResult =
  | { kind: 'charged'; order: Order }
  | { kind: 'needs-confirmation'; method: ConfirmedMethod }
  | { kind: 'failed'; error: unknown };

/** Options of a charge: the request id to reuse, the stats payload, and the client (tests). */
export interface ChargeUpsellOptions {
  requestId?: string | undefined;
  statsInfo?: StatsInfo | undefined;
  client?: Pick<ApiClient, 'createUpsellOrder'> | undefined;
}

const ORDER_TYPES: readonly string[] = ['Standard', 'Upsell', 'Downsell'] satisfies OrderType[];
const WALLETS = ['Google Pay', 'Apple Pay'] as const;

/** The part of the request that says how the parent pays, or why it cannot pay in one click. */
function payment(parent: UpsellParent): Partial<UpsellOrderRequest> | ChargeUpsellResult {
  const method = parent.paymentMethod ?? 'Credit Card';
  if (method === 'PayPal' || method === 'Amazon Pay') return { kind: 'needs-confirmation', method };
  if (WALLETS.some((w) => w === method)) {
    if (!parent.cardId) return { kind: 'failed', error: new Error(`${method} order has no cardId`) };
    return {
      paymentMethod: method as (typeof WALLETS)[number],
      namedAgent: method,
      cardDetails: { cardId: parent.cardId },
    };
  }
  if (method !== 'Credit Card') return { kind: 'failed', error: new Error(`unknown payment method '${method}'`) };
  const paymentOptionId = parent.paymentOptionId ?? parent.cardId;
  if (!paymentOptionId) return { kind: 'failed', error: new Error('Credit Card order has no paymentOptionId') };
  return {
    paymentMethod: 'Credit Card',
    paymentOptionId,
    orderTransactionFee: parent.orderTransactionFee,
    transactionFeeDocumentId: parent.transactionFeeDocumentId ?? undefined,
  };
}

/** R-ORD-3: the body of POST orders/createguest buying `offer` after `parent`, or why there is none. */
export function upsellRequest(
  parent: UpsellParent,
  offer: UpsellOfferRef,
  kind: UpsellKind,
  totalTax: number,
  statsInfo?: StatsInfo,
): UpsellOrderRequest | Exclude<ChargeUpsellResult, { kind: 'charged' }> {
  const pay = payment(parent);
  if ('kind' in pay) return pay as Exclude<ChargeUpsellResult, { kind: 'charged' }>;
  const orderType = ORDER_TYPES.includes(parent.orderType ?? '') ? (parent.orderType as OrderType) : undefined;
  const base = upsellOrderPayload({ ...parent, orderType }, offer, kind, pay.paymentMethod ?? 'Credit Card', totalTax);
  return { ...base, ...pay, paymentMethod: base.paymentMethod, statsInfo };
}

/** R-ORD-3: charges `offer` to the parent's payment method in one click; never throws. */
export async function chargeUpsell(
  parent: UpsellParent,
  offer: UpsellOfferRef,
  kind: UpsellKind,
  totalTax: number,
  options: ChargeUpsellOptions = {},
): Promise<ChargeUpsellResult> {
  const request = upsellRequest(parent, offer, kind, totalTax, options.statsInfo);
  if ('kind' in request) return request;
  try {
    const client = options.client ?? (await import('../api/env.ts')).browserApiClient();
    const order = await client.createUpsellOrder(request, { requestId: options.requestId });
    return { kind: 'charged', order };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
