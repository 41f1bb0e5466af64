/**
 * R-ORD-1: places the card order. The session's one X-Request-Id for its parent order
 * (state/checkout.ts) is sent on every attempt until the order is paid or definitely refused, so
 * a double submit, a reload, a second tab or a retry after a time-out creates one order; on
 * success the order (card only by id, brand and last four) goes to funnel state for the upsell
 * and receipt pages. A refusal is classified for the form.
 */
import type { Order } from '../../api/contract.ts';
import { keepsRequestId, orderFailure, type OrderFailure } from '../../domain/checkout/order-failure.ts';
import type { CardOrderPayload } from '../../domain/checkout/order-payload.ts';
import { toCents, type Cents } from '../../domain/money.ts';
import { api } from '../../runtime/api.ts';
import { handleError } from '../../runtime/errors.ts';
import { statsInfo } from '../../runtime/stats.ts';
import { funnelState, setNavParams, setOrderDetails, setTaxData } from '../../state/index.ts';
import { forgetAttempt, orderRequestId } from '../../state/checkout.ts';

/** The outcome of an attempt. */
export type PlaceResult = { ok: true; order: Order } | { ok: false; failure: OrderFailure };

/** Keeps the placed order for the next pages (§3 orderDetails and navParams, upsellIndex 0). */
function saveOrder(order: Order): void {
  const paymentMethod = order.paymentMethod;
  setOrderDetails({ order, paymentMethod, upsellIndex: 0 });
  setNavParams({ ...funnelState.get().navParams, order, paymentMethod, upsellIndex: 0 });
  setTaxData({ isValid: true, tax: order.tax, totalTax: order.tax });
}

/** Sends the order; `summaryTotal` is what the shopper was shown, compared with what was charged. */
export async function placeCardOrder(payload: CardOrderPayload, summaryTotal: Cents): Promise<PlaceResult> {
  const requestId = orderRequestId();
  try {
    const order = await api().createGuestOrder({ ...payload, statsInfo: statsInfo() }, { requestId });
    saveOrder(order);
    if (toCents(order.total) !== summaryTotal)
      void api().logServer('warn', 'order total differs from the checkout summary', {
        orderId: order.id,
        total: order.total,
        summaryTotal: summaryTotal / 100,
      });
    return { ok: true, order };
  } catch (error) {
    const e = error as { status?: number; kind?: string; error?: unknown; requestId?: string };
    const failure = orderFailure(e);
    if (!keepsRequestId(failure)) forgetAttempt();
    handleError('createGuestOrder', { error: failure.message, status: e.status, requestId: e.requestId });
    return { ok: false, failure };
  }
}
