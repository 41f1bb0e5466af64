import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type Order } from '../../../src/api/client.ts';
import type { CardOrderPayload } from '../../../src/domain/checkout/order-payload.ts';
import { NOT_SHIPPING_TO_COUNTRY, PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE } from '../../../src/domain/messages.ts';
import { PRICE_CHANGED, PRICE_CHANGED_CODE } from '../../../src/domain/checkout/price-change.ts';
import { markPaymentRetry, takePaymentRetry } from '../../../src/state/payment-retry.ts';
import { MapStorage, removeGlobals } from '../state/fake-storage.ts';
import { sessionPage } from './session-page.ts';

let local: MapStorage;
beforeEach(() => {
  local = new MapStorage();
});
afterEach(() => removeGlobals());

/** The card payment and the state layer as a new page (or a second tab) loads them. */
async function page() {
  const { state, reportError } = await sessionPage(local);
  const card = await import('../../../src/payments/card.ts');
  return { state, card, reportError };
}

const payload = { orderItems: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }] } as CardOrderPayload;
const order = { id: 'ord-1', name: 'IB-000001', total: 91.63, tax: 4.63, paymentMethod: 'Credit Card' } as Order;
const timeout = new ApiError({ kind: 'timeout', status: 0, error: PAYMENT_SERVICE_UNAVAILABLE, message: 'timed out' });
const declined = new ApiError({ kind: 'http', status: 402, error: PAYMENT_FAILED, message: PAYMENT_FAILED });

/** A client that answers with `results` in turn, recording the request ids it was sent. */
function fakeClient(...results: (Order | Error)[]) {
  const requestIds: (string | undefined)[] = [];
  const createGuestOrder = vi.fn(async (_request: unknown, options?: { requestId?: string }) => {
    requestIds.push(options?.requestId);
    const next = results.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return next;
  });
  const logServer = vi.fn(async () => {});
  return { client: { createGuestOrder, logServer }, requestIds };
}

describe('placeCardOrder (R-ORD-1): one X-Request-Id per parent order', () => {
  test('sends the order with statsInfo; the paid order goes to funnel state for the next pages', async () => {
    const { state, card, reportError } = await page();
    const { client } = fakeClient(order);
    const result = await card.placeCardOrder(payload, 9163, client);
    expect(result).toEqual({ ok: true, order });
    expect(client.createGuestOrder).toHaveBeenCalledWith(
      { ...payload, statsInfo: { sessionId: 'sess-1' } },
      {
        requestId: state.orderRequestId(),
        purchaseId: state.orderRequestId(),
        purchaseTab: state.purchaseTab(),
        headers: { 'X-Shown-Total': '91.63' },
      },
    );
    expect(state.funnelState.get()).toMatchObject({
      orderDetails: { order: { id: 'ord-1' }, paymentMethod: 'Credit Card', upsellIndex: 0 },
      navParams: { order: { id: 'ord-1' }, upsellIndex: 0 },
      taxData: { isValid: true, tax: 4.63, totalTax: 4.63 },
    });
    expect(client.logServer).not.toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });

  test('a total other than the summary’s is logged as a warning; the order stands', async () => {
    const { card } = await page();
    const { client } = fakeClient(order);
    await card.placeCardOrder(payload, 9000, client);
    expect(client.logServer).toHaveBeenCalledWith('warn', 'order total differs from the checkout summary', {
      orderId: 'ord-1',
      total: 91.63,
      summaryTotal: 90,
    });
  });

  test('no answer: the retry, a reload and a second tab reuse the request id, so the server creates one order', async () => {
    const { card, reportError } = await page();
    const first = fakeClient(timeout, timeout);
    const result = await card.placeCardOrder(payload, 9163, first.client);
    expect(result).toEqual({ ok: false, failure: { kind: 'unavailable', message: PAYMENT_SERVICE_UNAVAILABLE } });
    expect(reportError).toHaveBeenCalledWith(
      'createGuestOrder',
      expect.objectContaining({ error: PAYMENT_SERVICE_UNAVAILABLE }),
    );
    await card.placeCardOrder(payload, 9163, first.client);
    const tab = await page();
    const second = fakeClient(order);
    await tab.card.placeCardOrder(payload, 9163, second.client);
    expect(new Set([...first.requestIds, ...second.requestIds]).size).toBe(1);
  });

  test('a declined card created nothing: the next attempt is a new order with a new request id', async () => {
    const { card } = await page();
    const { client, requestIds } = fakeClient(declined, order);
    const result = await card.placeCardOrder(payload, 9163, client);
    expect(result).toEqual({ ok: false, failure: { kind: 'declined', message: PAYMENT_FAILED } });
    expect(await card.placeCardOrder(payload, 9163, client)).toEqual({ ok: true, order });
    expect(requestIds[0]).not.toBe(requestIds[1]);
  });

  test('R-ORD-1: the API’s price is not the one shown (409 PRICE_CHANGED): nothing recorded, no toast, the new total for the form; the confirmed tap sends it', async () => {
    const { state, card, reportError } = await page();
    const changed = new ApiError({
      kind: 'http',
      status: 409,
      error: PRICE_CHANGED,
      message: PRICE_CHANGED,
      body: { error: PRICE_CHANGED, code: PRICE_CHANGED_CODE, total: 97.63, shownTotal: 91.63 },
    });
    const { client } = fakeClient(changed, order);
    const result = await card.placeCardOrder(payload, 9163, client);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'price', wasCents: 9163, nowCents: 9763 } });
    expect(state.funnelState.get().orderDetails).toBeUndefined();
    expect(reportError).not.toHaveBeenCalled();
    await card.placeCardOrder(payload, 9763, client);
    expect(
      client.createGuestOrder.mock.calls.map(
        (c) => (c[1] as { headers?: Record<string, string> }).headers?.['X-Shown-Total'],
      ),
    ).toEqual(['91.63', '97.63']);
  });

  test('a field the API refuses is classified for the form', async () => {
    const { card } = await page();
    const refused = new ApiError({ kind: 'http', status: 400, error: NOT_SHIPPING_TO_COUNTRY, message: 'x' });
    const { client } = fakeClient(refused);
    expect(await card.placeCardOrder(payload, 9163, client)).toEqual({
      ok: false,
      failure: { kind: 'field', field: 'country', message: NOT_SHIPPING_TO_COUNTRY },
    });
  });
});

describe('the payment-retry flag (R-FLOW-4)', () => {
  test('the failure page reads the message once', () => {
    markPaymentRetry(PAYMENT_FAILED);
    expect(takePaymentRetry()).toBe(PAYMENT_FAILED);
    expect(takePaymentRetry()).toBeNull();
  });
});
