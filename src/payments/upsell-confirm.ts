/**
 * R-ORD-3, R-PAY-2, R-PAY-3: an upsell confirmed with the provider when the parent left no
 * agreement to charge again. The upsell is saved unpaid and linked to its parent (createguest with
 * awaitConfirmation), then paid the provider's way: PayPal by createpaypalpayment → PayPal's
 * approval page → executepaypalpayment; Amazon Pay by a new order reference from its Wallet
 * widget → payamazon → Amazon's confirmation flow → captureamazon. Both leave the page and come
 * back to it with the R-QP-3 / R-QP-4 parameters; the waiting upsell is kept in session storage
 * (upsell-waiting.ts) until the return is finished: paid, refused or cancelled, never while the
 * pay call's outcome is unknown.
 * A cancel at PayPal cancels the unpaid upsell (orders/cancelorder) rather than leaving it pending.
 * The unpaid upsell is saved at the total the offer page shows (X-Shown-Total): refused at another
 * (409 PRICE_CHANGED), nothing is saved nor sent to the provider, and the page is told the new figure.
 */
import type { ApiClient, Order, StatsInfo } from '../api/client.ts';
import { callRequestId } from '../domain/checkout/one-order.ts';
import { thrownOutcomeUnknown } from '../domain/checkout/unknown-outcome.ts';
import { findOutcome } from '../domain/upsell/find-out.ts';
import { PAYMENT_FAILED } from '../domain/messages/order.ts';
import { confirmButton } from '../domain/messages/upsell.ts';
import { offerPriceChange, offerShownHeaders, type OfferPriceChange } from '../domain/upsell/shown-total.ts';
import type { OfferTotal } from '../domain/upsell/tax.ts';
import { AMAZON_RESULT_PARAMS, readAmazonResult } from '../domain/wallets/amazon-return.ts';
import { PAYPAL_RETURN_PARAMS, readPayPalReturn, withoutParams } from '../domain/wallets/paypal-return.ts';
import type { ProviderMethod } from '../domain/wallets/upsell-route.ts';
import type { OffAmazonPayments } from './amazon-globals.ts';
import { AMAZON_SELLER_ID } from './amazon-seller.ts';
import { offerEnded, unpaidUpsellRequest, type UpsellKind, type UpsellOfferRef, type UpsellParent } from './upsell.ts';

/** Whether a confirmation's call was refused because one-click has ended for the order (upsell.ts). */
export { offerEnded };
import { forgetWaiting, rememberWaiting as remember, type WaitingUpsell } from './upsell-waiting.ts';

/**
 * What the add-on needs: parent, offer, kind, tax, the total the page shows, the request id of the
 * unpaid upsell, the parent purchase's key (X-Purchase-Id on every call of the add-on, without
 * which the API adds nothing), stats.
 */
export interface ConfirmInput {
  parent: UpsellParent;
  offer: UpsellOfferRef;
  kind: UpsellKind;
  totalTax: number;
  shown: OfferTotal;
  requestId: string;
  purchaseId?: string | undefined;
  statsInfo?: StatsInfo | undefined;
  client?: ApiClient | undefined;
}

/** How a return ended. */
export type UpsellReturnOutcome =
  | { kind: 'charged'; order: Order; method: ProviderMethod }
  /** `orderCancelled`: the unpaid upsell is now Cancelled, so a new try needs a new one. */
  | { kind: 'cancelled'; method: ProviderMethod; orderCancelled: boolean }
  | { kind: 'failed'; method: ProviderMethod; error: unknown }
  /** One-click has ended for the order (domain/upsell/one-click.ts): nothing was charged. */
  | { kind: 'ended'; method: ProviderMethod }
  /** No answer to the pay call, asked again: it may have paid. The return stays for a reload to finish. */
  | { kind: 'unknown'; method: ProviderMethod };

/** The stats payload the pay call carries, the parent purchase's key; tests give a client and a clock. */
interface ReturnOptions {
  statsInfo?: StatsInfo | undefined;
  purchaseId?: string | undefined;
  client?: ApiClient | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** What a return's pay call (execute, capture) gave: the paid upsell, or why not. */
type PayResult = { order: Order } | { error: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const unknownResult = (r: PayResult) => 'error' in r && thrownOutcomeUnknown(r.error);

const client = async (c?: ApiClient) => c ?? (await import('../api/env.ts')).browserApiClient();

/** This page's path, query and hash without a provider's return parameters. */
const withoutReturn = () => withoutParams(window.location.href, [...PAYPAL_RETURN_PARAMS, ...AMAZON_RESULT_PARAMS]);

/** This page, without an earlier return's parameters: where the provider sends the shopper back. */
export function upsellReturnUrl(): string {
  return new URL(withoutReturn(), window.location.origin).href;
}

/** Nothing was saved nor charged: the API prices the add-on otherwise, and the page says so. */
class AddOnPriceChanged extends Error {
  override name = 'AddOnPriceChanged';
  readonly change: OfferPriceChange;
  constructor(change: OfferPriceChange) {
    super(change.message);
    this.change = change;
  }
}

/** The new figure and its sentence when a confirmation could not start because the price changed. */
export const priceChangeIn = (error: unknown): OfferPriceChange | undefined =>
  error instanceof AddOnPriceChanged ? error.change : undefined;

/** POST orders/createguest with awaitConfirmation: the unpaid upsell, linked to the parent, at the shown total. */
async function saveUnpaid(input: ConfirmInput, method: ProviderMethod): Promise<Order> {
  const { parent, offer, kind, totalTax, statsInfo } = input;
  const api = await client(input.client);
  try {
    return await api.createUpsellOrder(unpaidUpsellRequest(parent, offer, kind, totalTax, method, statsInfo), {
      requestId: input.requestId,
      purchaseId: input.purchaseId,
      headers: offerShownHeaders(input.shown),
    });
  } catch (error) {
    const change = offerPriceChange(error, input.shown, confirmButton(method));
    throw change ? new AddOnPriceChanged(change) : error;
  }
}

/** R-PAY-2: saves the unpaid upsell, creates the PayPal payment for it and leaves for PayPal's approval. */
export async function confirmWithPayPal(input: ConfirmInput): Promise<void> {
  const order = await saveUnpaid(input, 'PayPal');
  const api = await client(input.client);
  const back = upsellReturnUrl();
  const created = await api.createPaypalPayment(
    { orderId: order.id, returnUrl: back, cancelUrl: back },
    { purchaseId: input.purchaseId },
  );
  remember({ method: 'PayPal', parentId: input.parent.id, sfid: input.offer.sfid, orderId: order.id });
  window.location.assign(created.approvalUrl);
}

/** R-PAY-3: saves the unpaid upsell, binds the new order reference to it (payamazon) and runs Amazon's confirmation flow. */
export async function confirmWithAmazon(input: ConfirmInput, pay: OffAmazonPayments, reference: string): Promise<void> {
  const order = await saveUnpaid(input, 'Amazon Pay');
  const api = await client(input.client);
  const back = upsellReturnUrl();
  await new Promise<void>((resolve, reject) => {
    pay.initConfirmationFlow(AMAZON_SELLER_ID, reference, (flow) => {
      api
        .payWithAmazon(
          {
            orderId: order.id,
            orderReferenceId: reference,
            returnUrl: back,
            cancelUrl: back,
            statsInfo: input.statsInfo,
          },
          { purchaseId: input.purchaseId },
        )
        .then(() => {
          remember({ method: 'Amazon Pay', parentId: input.parent.id, sfid: input.offer.sfid, orderId: order.id });
          resolve();
          flow.success();
        })
        .catch((error: unknown) => {
          flow.error();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  });
}

/** The shopper cancelled at the provider: the unpaid upsell is cancelled; false when the call failed (it stays pending). */
async function cancelUnpaid(api: ApiClient, orderId: string, purchaseId: string | undefined): Promise<boolean> {
  try {
    await api.cancelOrder({ orderId }, { purchaseId });
    return true;
  } catch {
    return false;
  }
}

/** Whether the address carries a provider's return for the waiting upsell. */
export function hasUpsellReturn(query: URLSearchParams, waiting: WaitingUpsell): boolean {
  return waiting.method === 'PayPal' ? readPayPalReturn(query) !== null : readAmazonResult(query) !== null;
}

/**
 * The offer page's return: null when the address carries none for the waiting upsell (the shopper
 * came back another way; it keeps waiting); else the confirmation finished (completeUpsellReturn)
 * and the return parameters taken out of the address, unless its outcome is unknown: then they
 * stay, so that a reload finishes it.
 */
export async function finishUpsellReturn(
  query: URLSearchParams,
  waiting: WaitingUpsell,
  o: ReturnOptions = {},
): Promise<UpsellReturnOutcome | null> {
  if (!hasUpsellReturn(query, waiting)) return null;
  const outcome = await completeUpsellReturn(query, waiting, o);
  if (outcome.kind !== 'unknown') window.history.replaceState(window.history.state, '', withoutReturn());
  return outcome;
}

/**
 * R-QP-3, R-QP-4: finishes the confirmation the shopper came back from (execute / capture), or says
 * why not. The pay call carries the unpaid upsell's key for that call, and one whose answer was lost
 * is asked again with it after 1, 2 and 4 s (domain/upsell/find-out.ts): the API answers with what
 * the first did and charges nothing twice. Still unknown, the upsell keeps waiting for a reload.
 */
export async function completeUpsellReturn(
  query: URLSearchParams,
  waiting: WaitingUpsell,
  o: ReturnOptions = {},
): Promise<UpsellReturnOutcome> {
  const { method, orderId } = waiting;
  let unknown = false;
  try {
    const api = await client(o.client);
    let pay: () => Promise<Order>;
    if (method === 'PayPal') {
      const ret = readPayPalReturn(query);
      if (!ret) return { kind: 'cancelled', method, orderCancelled: false };
      if (ret.action === 'cancel')
        return { kind: 'cancelled', method, orderCancelled: await cancelUnpaid(api, orderId, o.purchaseId) };
      const request = { orderId, paymentId: ret.paymentId ?? '', PayerID: ret.PayerID, statsInfo: o.statsInfo };
      const key = { requestId: callRequestId(orderId, 'executepaypalpayment'), purchaseId: o.purchaseId };
      pay = () => api.executePaypalPayment(request, key);
    } else {
      const result = readAmazonResult(query);
      if (!result || result.orderId !== orderId) return { kind: 'cancelled', method, orderCancelled: false };
      // Amazon declined it: the §8 text makes it a refusal (R-FLOW-4), the code says why in the log.
      if (result.resultCode !== 'Success')
        return { kind: 'failed', method, error: { error: PAYMENT_FAILED, resultCode: result.resultCode } };
      const request = { orderId, orderReferenceId: result.orderReferenceId, statsInfo: o.statsInfo };
      const key = { requestId: callRequestId(orderId, 'captureamazon'), purchaseId: o.purchaseId };
      pay = () => api.captureAmazon(request, key);
    }
    const result = await findOutcome(
      () =>
        pay().then(
          (order): PayResult => ({ order }),
          (error: unknown): PayResult => ({ error }),
        ),
      {
        isUnknown: unknownResult,
        sleep: o.sleep ?? wait,
        // Against an API that does not deduplicate a repeat could charge again: the unknown outcome stands.
        delaysMs: api.config.apiDeduplicates === false ? [] : undefined,
      },
    );
    if ('order' in result) return { kind: 'charged', order: result.order, method };
    unknown = unknownResult(result);
    if (unknown) return { kind: 'unknown', method };
    return offerEnded(result.error) ? { kind: 'ended', method } : { kind: 'failed', method, error: result.error };
  } catch (error) {
    return { kind: 'failed', method, error };
  } finally {
    if (!unknown) forgetWaiting();
  }
}
