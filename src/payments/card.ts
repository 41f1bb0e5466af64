/**
 * Card payment (R-ORD-1, R-PAY-1) beside the other payment methods. The session's one
 * X-Request-Id for its parent order (state/order-record.ts) is sent on every attempt until the
 * order is paid or definitely refused, so a double submit, a reload, a second tab or a retry after
 * a time-out creates one order, and paying another way after an unseen card payment takes nothing
 * (order-key.ts); on success the order (card only by id, brand and last four) goes
 * to funnel state for the upsell and receipt pages. A refusal is classified for the form and
 * reported through the page port (state/page-port.ts: the runtime's error handler), which also
 * gives the order its statsInfo: payments do not import the runtime.
 */
import type { ApiClient, Order } from '../api/client.ts';
import { browserApiClient } from '../api/env.ts';
import { orderFailure } from '../domain/checkout/order-failure.ts';
import type { CardOrderPayload } from '../domain/checkout/order-payload.ts';
import { toCents, type Cents } from '../domain/money.ts';
import type { PlaceResult } from '../state/checkout.ts';
import { funnelState, setNavParams, setOrderDetails, setTaxData } from '../state/funnel-state.ts';
import { pagePort } from '../state/page-port.ts';
import { payParentOrder } from './order-key.ts';
import {
  PAY_ACTION,
  priceChangedMessage,
  priceChangeOf,
  shownTotalHeaders,
  toldFiguresOf,
} from '../domain/checkout/price-change.ts';
import { paidOrderDetails } from './paid-order.ts';

/** What every payment method does once the order is paid (paid-order.ts), for the order form that loads this code when due. */
export { finishPaidOrder } from './paid-order.ts';

/** The calls a card order makes (the page's client unless one is given). */
export type CardClient = Pick<ApiClient, 'createGuestOrder' | 'logServer'>;

/** Keeps the placed order for the next pages (§3 orderDetails and navParams, upsellIndex 0). */
function saveOrder(order: Order): void {
  const paymentMethod = order.paymentMethod;
  setOrderDetails(paidOrderDetails(order));
  setNavParams({ ...funnelState.get().navParams, order, paymentMethod, upsellIndex: 0 });
  // The quoted rate stays: the offers after this order are taxed at it (domain/upsell/tax.ts).
  setTaxData({ isValid: true, tax: order.tax, totalTax: order.tax, rate: funnelState.get().taxData?.rate });
}

/** Sends the order; `summaryTotal` is what the shopper was shown: the API charges that, or nothing (409 PRICE_CHANGED). */
export async function placeCardOrder(
  payload: CardOrderPayload,
  summaryTotal: Cents,
  client: CardClient = browserApiClient(),
): Promise<PlaceResult> {
  try {
    const order = await payParentOrder((options) =>
      client.createGuestOrder(
        { ...payload, statsInfo: pagePort().statsInfo() },
        { ...options, headers: shownTotalHeaders(summaryTotal) },
      ),
    );
    saveOrder(order);
    if (toCents(order.total) !== summaryTotal)
      void client.logServer('warn', 'order total differs from the checkout summary', {
        orderId: order.id,
        total: order.total,
        summaryTotal: summaryTotal / 100,
      });
    return { ok: true, order };
  } catch (error) {
    const e = error as { status?: number; kind?: string; error?: unknown; requestId?: string };
    // Nothing was charged: the page shows the API's total and the shopper's next tap confirms it.
    const change = priceChangeOf(error, summaryTotal);
    if (change)
      return {
        ok: false,
        failure: {
          kind: 'price',
          ...change,
          figures: toldFiguresOf(error),
          message: priceChangedMessage(change, PAY_ACTION),
        },
      };
    const failure = orderFailure(e);
    pagePort().reportError('createGuestOrder', { error: failure.message, status: e.status, requestId: e.requestId });
    return { ok: false, failure };
  }
}
