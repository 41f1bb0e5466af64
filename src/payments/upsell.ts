/**
 * The one-click charge of an upsell or downsell against the funnel's first order (R-ORD-3), and
 * the seam other payment methods plug into. A card parent pays with its payment option and the
 * transaction-fee fields; a Google Pay or Apple Pay parent with namedAgent and cardDetails.cardId;
 * a PayPal or Amazon Pay parent that left an agreement by reference (its payment option). Where
 * there is none (upsellRoute says so, or the API refuses the reference charge with
 * PAYER_ACTION_REQUIRED) the charge answers `needs-confirmation` and creates nothing;
 * upsell-confirm.ts then runs the provider's own confirmation.
 * Every call carries the parent purchase's key (X-Purchase-Id), without which the API adds nothing.
 * The caller keeps `requestId` for one offer, so a second click replays instead of charging twice,
 * and a charge whose answer was lost is sent again with it until an answer says how it ended
 * (domain/upsell/find-out.ts).
 */
import type { ApiClient, Order, PaymentMethod, StatsInfo, UpsellOrderRequest } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { OFFER_ALREADY_ADDED } from '../domain/messages/upsell.ts';
import { ORDER_TYPES, upsellOrderPayload, type FollowUpOrderType, type OrderType } from '../domain/order.ts';
import { findOutcome } from '../domain/upsell/find-out.ts';
import { failedOffer } from '../domain/upsell/one-offer.ts';
import { addOnRefusal } from '../domain/upsell/add-on-refusal.ts';
import { shownTotalHeaders } from '../domain/checkout/price-change.ts';
import { offerPriceChange, type OfferPriceChange } from '../domain/upsell/shown-total.ts';

/** The offer's button, as the price-change message names it (islands/upsell/OfferCard.tsx). */
const ADD_ACTION = 'Yes, add to my order';
import { needsConfirmation, upsellRoute } from '../domain/wallets/upsell-route.ts';

/** R-ORD-2: what the charge buys: an Upsell or a Downsell. */
export type UpsellKind = FollowUpOrderType;

/** The parent order fields the charge reads; the API's Order and the stored order both fit. */
export interface UpsellParent {
  id: string;
  paymentMethod?: string | undefined;
  subscribed?: boolean | undefined;
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

/** Payment methods whose upsells may need the provider's confirmation. */
export type ConfirmedMethod = Extract<PaymentMethod, 'PayPal' | 'Amazon Pay'>;

/** The outcome of a charge; 'ended': one-click has ended for this order (domain/upsell/one-click.ts, add-on-refusal.ts), nothing charged. */
export type ChargeUpsellResult =
  | { kind: 'charged'; order: Order }
  | { kind: 'needs-confirmation'; method: ConfirmedMethod }
  | { kind: 'ended' }
  /** The API prices the add-on otherwise (409 PRICE_CHANGED): nothing charged; the page shows `nowCents` and asks. */
  | ({ kind: 'price' } & OfferPriceChange)
  | { kind: 'failed'; error: unknown };

/**
 * True when the API refused the add-on because one-click has ended for this order: its window
 * passed (410 OFFER_ENDED), or the call could not show the parent purchase's key (403
 * PURCHASE_KEY_REQUIRED). Nothing was charged; the page says the offer has ended.
 */
export function offerEnded(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = error.body as { code?: unknown } | null | undefined;
  return addOnRefusal(error.status, body?.code) === 'ended';
}

/**
 * Options of a charge: the request id to reuse, the parent purchase's key (X-Purchase-Id: the API
 * adds to an order only for the purchase that paid it, domain/upsell/one-click.ts), the stats
 * payload, and the client (tests).
 */
export interface ChargeUpsellOptions {
  requestId?: string | undefined;
  purchaseId?: string | undefined;
  statsInfo?: StatsInfo | undefined;
  /** The add-on's total the shopper was shown: the API charges that or nothing. A total before tax ("+ tax") is not the charge, so it is not stated. */
  shown?: { taxKnown: boolean; totalCents: number } | undefined;
  client?: Pick<ApiClient, 'createUpsellOrder'> | undefined;
}

const WALLETS = ['Google Pay', 'Apple Pay'] as const;

/** The part of the request that says how the parent pays, or why it cannot pay in one click. */
function payment(parent: UpsellParent): Partial<UpsellOrderRequest> | ChargeUpsellResult {
  const method = parent.paymentMethod ?? 'Credit Card';
  const route = upsellRoute(parent);
  if (route.kind === 'confirm') return { kind: 'needs-confirmation', method: route.method };
  if (route.kind === 'reference') {
    const paymentOptionId = parent.paymentOptionId ?? parent.cardId;
    if (!paymentOptionId) return { kind: 'needs-confirmation', method: route.method };
    return { paymentMethod: route.method, paymentOptionId };
  }
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
  const orderType = (ORDER_TYPES as readonly string[]).includes(parent.orderType ?? '')
    ? (parent.orderType as OrderType)
    : undefined;
  const base = upsellOrderPayload({ ...parent, orderType }, offer, kind, pay.paymentMethod ?? 'Credit Card', totalTax);
  return { ...base, ...pay, paymentMethod: base.paymentMethod, statsInfo };
}

/** R-ORD-3: the body saving the upsell unpaid, linked to `parent`, for the provider's confirmation to pay. */
export function unpaidUpsellRequest(
  parent: UpsellParent,
  offer: UpsellOfferRef,
  kind: UpsellKind,
  totalTax: number,
  method: ConfirmedMethod,
  statsInfo?: StatsInfo,
): UpsellOrderRequest {
  const orderType = (ORDER_TYPES as readonly string[]).includes(parent.orderType ?? '')
    ? (parent.orderType as OrderType)
    : undefined;
  const base = upsellOrderPayload({ ...parent, orderType }, offer, kind, method, totalTax);
  return { ...base, awaitConfirmation: true, statsInfo };
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
  const shown = options.shown?.taxKnown ? options.shown.totalCents : undefined;
  try {
    const client = options.client ?? (await import('../api/env.ts')).browserApiClient();
    const order = await client.createUpsellOrder(request, {
      requestId: options.requestId,
      purchaseId: options.purchaseId,
      ...(shown !== undefined && { headers: shownTotalHeaders(shown) }),
    });
    return { kind: 'charged', order };
  } catch (error) {
    const change = options.shown?.taxKnown ? offerPriceChange(error, options.shown, ADD_ACTION) : undefined;
    if (change) return { kind: 'price', ...change };
    const method = request.paymentMethod;
    if ((method === 'PayPal' || method === 'Amazon Pay') && needsConfirmation(error))
      return { kind: 'needs-confirmation', method };
    return offerEnded(error) ? { kind: 'ended' } : { kind: 'failed', error };
  }
}

/** True when a charge got no answer (or a server failure): it may have bought the offer. */
export function chargeUnknown(result: ChargeUpsellResult): boolean {
  if (result.kind !== 'failed' || !(result.error instanceof ApiError)) return false;
  return failedOffer(result.error.status, result.error.error, OFFER_ALREADY_ADDED) === 'unknown';
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * R-ORD-3: `chargeUpsell`, sent again with the same request id after a growing delay while its
 * outcome is unknown; `onChecking` hears when it starts finding out. The last result: charged,
 * refused, or still unknown once the tries ran out (then the key stays for the shopper's next tap).
 */
export async function chargeUpsellUntilKnown(
  parent: UpsellParent,
  offer: UpsellOfferRef,
  kind: UpsellKind,
  totalTax: number,
  options: ChargeUpsellOptions & {
    onChecking?: () => void;
    sleep?: (ms: number) => Promise<void>;
    /** The API answers a repeated X-Request-Id with its first result (API_DEDUPLICATES); off, nothing is repeated. */
    apiDeduplicates?: boolean;
  } = {},
): Promise<ChargeUpsellResult> {
  // The page's setting (API_DEDUPLICATES), from the page's client config.
  const repeats =
    options.apiDeduplicates ?? (await import('../api/env.ts')).browserApiClient().config.apiDeduplicates !== false;
  return findOutcome(() => chargeUpsell(parent, offer, kind, totalTax, options), {
    isUnknown: chargeUnknown,
    sleep: options.sleep ?? wait,
    onChecking: options.onChecking,
    // Against an API that does not deduplicate a repeat could charge again: the unknown outcome stands.
    delaysMs: repeats ? undefined : [],
  });
}
