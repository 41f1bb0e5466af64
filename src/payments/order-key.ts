/**
 * One purchase, one order, whatever the method: a call that creates or pays the session's parent
 * order carries the session's one X-Request-Id (state/order-record.ts, as the card's order does),
 * or for a provider's pay call that key with the call's name (domain/checkout/one-order.ts). The
 * key is sent as the call's explicit `requestId`, so the pipeline may retry it and a second tap,
 * a reload or a second tab after a lost answer replays the first order instead of making another.
 * Only a definite answer that created nothing and that the API keeps as the key's answer (a decline,
 * a refusal) gives the next try a new key, the one that follows it (domain/checkout/one-order.ts
 * `nextRequestId`): another tab still holding the old key is answered the same and comes to the
 * same new one. A price refusal (409 PRICE_CHANGED) is not kept by the API, so the key stays: let
 * go, another tab could still pay a second order with it.
 *
 * The same key goes as the call's X-Purchase-Id, which binds the ways of paying together: the API
 * pays one parent order per purchase. When an earlier attempt went through unseen (a card payment
 * whose answer was lost) and the shopper then pays another way, the API takes nothing and answers
 * 409 ORDER_ALREADY_PLACED with the order that was paid; the call resolves with that order, marked
 * as paid earlier (paid-order.ts), so the page says so instead of moving on as if this payment had
 * been taken. The same when the earlier attempt paid another cart (a reload, then a changed cart:
 * 409 PURCHASE_CART_CHANGED): the page then says the earlier order stands and the new cart was not
 * ordered.
 *
 * A paid purchase is answered to its payer only: the tab that paid (each call names its tab,
 * X-Purchase-Tab, state/paying-tab.ts) or a call naming the paid order's email or name; anyone
 * else gets 409 PURCHASE_OF_ANOTHER_PAYER. A tab that adopted the key on a shared device after the
 * last shopper's answer was lost then pays, or saves its pending order, under a key of its own.
 */
import type { Order } from '../api/client.ts';
import type { CallOptions } from '../api/config.ts';
import type { ApiError } from '../api/errors.ts';
import {
  callRequestId,
  ORDER_ALREADY_PLACED_CODE,
  PURCHASE_CART_CHANGED_CODE,
  PURCHASE_OF_ANOTHER_PAYER_CODE,
} from '../domain/checkout/one-order.ts';
import { thrownOutcomeUnknown as outcomeUnknown } from '../domain/checkout/unknown-outcome.ts';
import { isPriceRefusal } from '../domain/checkout/price-change.ts';
import { forgetAttempt, orderRequestId, payingRequestId, startNewOrder } from '../state/order-record.ts';
import { keyAdoptedAfterPayment, purchaseTab } from '../state/paying-tab.ts';
import { markPaidEarlier } from './paid-order.ts';

/** True when a failed call may have done its work: no answer, or a server failure it does not remember. */
export { outcomeUnknown };

/**
 * The body of a 409 that names the purchase's paid order: ORDER_ALREADY_PLACED (paid another
 * way), or PURCHASE_CART_CHANGED (paid for another cart: `otherCart`); else undefined.
 */
function alreadyPlaced(error: unknown): { order?: unknown; otherCart: boolean } | undefined {
  const e = error as Partial<ApiError> | null | undefined;
  const body = e?.body as { code?: unknown; order?: unknown } | null | undefined;
  if (e?.status !== 409) return undefined;
  if (body?.code === ORDER_ALREADY_PLACED_CODE) return { order: body.order, otherCart: false };
  if (body?.code === PURCHASE_CART_CHANGED_CODE) return { order: body.order, otherCart: true };
  return undefined;
}

/** True when the API refused the call as made under someone else's paid purchase (PURCHASE_OF_ANOTHER_PAYER). */
function anotherPayers(error: unknown): boolean {
  const e = error as Partial<ApiError> | null | undefined;
  return (
    e?.status === 409 && (e.body as { code?: unknown } | null | undefined)?.code === PURCHASE_OF_ANOTHER_PAYER_CODE
  );
}

/**
 * Runs `call`, which reads the purchase's key as it starts; when the API answers that the key's
 * purchase was paid by someone else and this tab adopted the key after another tab had paid with
 * it (the next person at a shared device, after the last shopper's answer was lost), this
 * shopper's purchase starts afresh and `call` runs once more, under a key of its own. Nothing was
 * charged or created by the refused call. A tab that paid with the key itself keeps it and passes
 * the refusal on: its own payment is the paid one, whatever another wallet names.
 */
async function asOwnPurchase<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!anotherPayers(error) || !keyAdoptedAfterPayment()) throw error;
    startNewOrder();
    return call();
  }
}

/** The paid order the answer names, read with the contract's Order schema (loaded only for this rare answer). */
async function readOrder(order: unknown): Promise<Order | undefined> {
  const { wire } = await import('../api/wire.ts');
  const parsed = (await wire('order')()).safeParse(order);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Runs a call that creates or pays the parent order with the purchase's key (given `callName`, its
 * key for that call as X-Request-Id); lets the key go on a definite failure the API keeps. Resolves with the paid
 * order: this call's, or the one an earlier attempt of the purchase paid (`paidEarlier`).
 */
export function payParentOrder(call: (options: CallOptions) => Promise<Order>, callName?: string): Promise<Order> {
  return asOwnPurchase(() => payOnce(call, callName));
}

async function payOnce(call: (options: CallOptions) => Promise<Order>, callName?: string): Promise<Order> {
  const key = payingRequestId();
  try {
    return await call({
      requestId: callName ? callRequestId(key, callName) : key,
      purchaseId: key,
      purchaseTab: purchaseTab(),
    });
  } catch (error) {
    const placed = alreadyPlaced(error);
    const paid = placed && (await readOrder(placed.order));
    if (paid) return markPaidEarlier(paid, placed.otherCart);
    // The purchase is paid even when its order cannot be read: the key stays, so no second one can follow.
    // A price refusal is not kept by the API as the key's answer: the key stays (another tab holds it).
    // Someone else's purchase (asOwnPurchase) is not this key's to let go.
    if (!placed && !outcomeUnknown(error) && !isPriceRefusal(error) && !anotherPayers(error)) forgetAttempt();
    throw error;
  }
}

/**
 * The options of a call that creates the pending parent order or names it before it is paid (a
 * provider's start call, getexpresscheckoutdetail): the purchase's key, to which the API binds the
 * order, so that its id alone (in a provider's return address) pays, cancels or reads nothing.
 */
export function withPurchaseKey(): CallOptions {
  return { purchaseId: orderRequestId(), purchaseTab: purchaseTab() };
}

/**
 * Runs a call that creates the pending parent order with the purchase's key (withPurchaseKey);
 * under a key of this shopper's own when the one this tab holds is someone else's paid purchase.
 */
export function createUnderPurchaseKey<T>(call: (options: CallOptions) => Promise<T>): Promise<T> {
  return asOwnPurchase(() => call(withPurchaseKey()));
}

/**
 * Runs a call made once the parent order is paid (createrecurringpayment) with the order's key for
 * that call; its refusal does not undo the payment, so the key is kept and no new order follows.
 */
export function afterPaidOrder<T>(call: (options: CallOptions) => Promise<T>, callName: string): Promise<T> {
  const key = orderRequestId();
  return call({ requestId: callRequestId(key, callName), purchaseId: key });
}
