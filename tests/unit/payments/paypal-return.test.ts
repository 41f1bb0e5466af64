/** The PayPal return sequences (R-PAY-2, R-QP-3) against a recorded client; no browser needed. */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { Order } from '../../../src/api/client.ts';
import { ORDER_ALREADY_PLACED, ORDER_ALREADY_PLACED_CODE } from '../../../src/domain/checkout/one-order.ts';
import { PAYMENT_FAILED } from '../../../src/domain/messages.ts';
import { contractOrder } from './contract-order.ts';

const calls: [string, unknown][] = [];
/** The X-Request-Id each call was sent with, by call. */
const keys: [string, string | undefined][] = [];
const failures = new Map<string, unknown>();
const record = (name: string, result: unknown) =>
  vi.fn(async (body: unknown, options?: { requestId?: string }) => {
    calls.push([name, body]);
    keys.push([name, options?.requestId]);
    if (failures.has(name)) throw failures.get(name);
    return result;
  });
const order = { id: 'ord_1', subscribed: false, paymentMethod: 'PayPal' };
const client = {
  executePaypalPayment: record('executePaypalPayment', order),
  executePaypalSubscription: record('executePaypalSubscription', { ...order, subscribed: true }),
  cancelPaypalSubscription: record('cancelPaypalSubscription', { status: 'Cancelled' }),
  getExpressCheckoutDetail: record('getExpressCheckoutDetail', { token: 'EC-1' }),
  doExpressCheckout: record('doExpressCheckout', order),
  createRecurringPayment: record('createRecurringPayment', { status: 'Active' }),
};
vi.mock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));

const { completePayPalReturn } = await import('../../../src/payments/paypal-return.ts');
const { rememberPending, pendingOrder } = await import('../../../src/payments/pending.ts');
const { paidEarlier } = await import('../../../src/payments/paid-order.ts');
const { providePagePort } = await import('../../../src/state/page-port.ts');
// The page's runtime hands the payments its stats payload through the page port.
providePagePort({
  statsInfo: () => ({ sessionId: 'S1' }),
  reportError: () => {},
  paymentFailed: () => {},
  afterPaymentHref: () => '/next',
});

beforeEach(() => {
  calls.length = 0;
  keys.length = 0;
  failures.clear();
});

describe('completePayPalReturn', () => {
  test('R-PAY-2: paypal=true executes the payment with paymentId, PayerID and statsInfo', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: false, flow: 'payment' });
    const outcome = await completePayPalReturn({
      flow: 'payment',
      action: 'success',
      token: 'EC-1',
      PayerID: 'P1',
      paymentId: 'PAYID-1',
    });
    expect(outcome).toEqual({ kind: 'paid', order });
    expect(calls).toEqual([
      [
        'executePaypalPayment',
        { orderId: 'ord_1', paymentId: 'PAYID-1', PayerID: 'P1', statsInfo: { sessionId: 'S1' } },
      ],
    ]);
    expect(pendingOrder('PayPal')).toBeNull();
  });

  test('R-PAY-2: paypalnvp for a subscription: detail, do (statsInfo), then the recurring profile', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: true, flow: 'express' });
    const outcome = await completePayPalReturn({ flow: 'express', action: 'success', token: 'EC-1', PayerID: 'P1' });
    expect(outcome).toMatchObject({ kind: 'paid', order: { id: 'ord_1', subscribed: true } });
    expect(calls.map(([name]) => name)).toEqual([
      'getExpressCheckoutDetail',
      'doExpressCheckout',
      'createRecurringPayment',
    ]);
    expect(calls[1]?.[1]).toMatchObject({
      orderId: 'ord_1',
      token: 'EC-1',
      PayerID: 'P1',
      statsInfo: { sessionId: 'S1' },
    });
  });

  test('one purchase, one order: a subscription whose do answers 409 ORDER_ALREADY_PLACED ends with the order an earlier try paid, and no PayPal profile', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: true, flow: 'express' });
    const paidByCard = contractOrder('ord_card', 'Credit Card');
    const body = { error: ORDER_ALREADY_PLACED, code: ORDER_ALREADY_PLACED_CODE, order: paidByCard };
    failures.set('doExpressCheckout', new ApiError({ kind: 'http', status: 409, error: body, message: 'x', body }));
    const outcome = await completePayPalReturn({ flow: 'express', action: 'success', token: 'EC-1', PayerID: 'P1' });
    expect(outcome).toMatchObject({ kind: 'paid', order: { id: 'ord_card', paymentMethod: 'Credit Card' } });
    expect(paidEarlier((outcome as { order: Order }).order)).toBe(true);
    expect(calls.map(([name]) => name)).toEqual(['getExpressCheckoutDetail', 'doExpressCheckout']);
    expect(pendingOrder('PayPal')).toBeNull();
  });

  test('R-API-3: an express-checkout failure hands on the whole error body and names the call', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: false, flow: 'express' });
    const body = { error: 'Sorry, but your payment failed', code: 'TOKEN_NOT_APPROVED' };
    failures.set('doExpressCheckout', { error: body, message: 'Sorry, but your payment failed' });
    const outcome = await completePayPalReturn({ flow: 'express', action: 'success', token: 'EC-1', PayerID: 'P1' });
    expect(outcome).toEqual({ kind: 'failed', method: 'doExpressCheckout', error: body, unknown: false });
  });

  test('R-QP-3: a cancelled subscription is cancelled at PayPal; nothing is executed', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: true, flow: 'subscription' });
    const outcome = await completePayPalReturn({ flow: 'subscription', action: 'cancel', token: 'I-1' });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(calls).toEqual([['cancelPaypalSubscription', { subscriptionId: 'I-1' }]]);
  });

  test("a subscription's cancel address opened in a tab that never started it (crafted, or from the history) cancels nothing", async () => {
    const outcome = await completePayPalReturn({ flow: 'subscription', action: 'cancel', token: 'I-someone' });
    expect(outcome).toEqual({ kind: 'cancelled' });
    expect(calls).toEqual([]);
  });

  test('a return without a pending order says the order information is missing (§8)', async () => {
    const outcome = await completePayPalReturn({ flow: 'payment', action: 'success', token: 'EC-1', PayerID: 'P1' });
    expect(outcome).toEqual({
      kind: 'failed',
      method: 'PayPal return',
      error: 'Sorry, but the information regarding your order is missing',
      unknown: false,
    });
    expect(calls).toEqual([]);
  });
});

describe('R-PAY-2, R-QP-3: a return whose pay call got no answer is finished by a reload, as one order', () => {
  const lost = new ApiError({ kind: 'network', status: 0, error: 'Failed to fetch', message: 'Failed to fetch' });
  const paymentReturn = {
    flow: 'payment',
    action: 'success',
    token: 'EC-1',
    PayerID: 'P1',
    paymentId: 'PAYID-1',
  } as const;

  test('the outcome is unknown, the pending order stays, and the reload sends the same X-Request-Id', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: false, flow: 'payment' });
    failures.set('executePaypalPayment', lost);
    expect(await completePayPalReturn(paymentReturn)).toMatchObject({ kind: 'failed', unknown: true });
    expect(pendingOrder('PayPal')).not.toBeNull();
    failures.clear();
    expect(await completePayPalReturn(paymentReturn)).toEqual({ kind: 'paid', order });
    const [first, again] = keys.map(([, key]) => key);
    expect(first).toBeTruthy();
    expect(again).toBe(first);
    expect(pendingOrder('PayPal')).toBeNull();
  });

  test('the express checkout keeps a key per pay call (do, recurring) across the reload', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: true, flow: 'express' });
    failures.set('createRecurringPayment', lost);
    const ret = { flow: 'express', action: 'success', token: 'EC-1', PayerID: 'P1' } as const;
    expect(await completePayPalReturn(ret)).toMatchObject({ kind: 'failed', unknown: true });
    failures.clear();
    expect(await completePayPalReturn(ret)).toMatchObject({ kind: 'paid' });
    const keyOf = (name: string) => new Set(keys.filter(([n]) => n === name).map(([, key]) => key));
    expect(keyOf('doExpressCheckout').size).toBe(1);
    expect(keyOf('createRecurringPayment').size).toBe(1);
    expect(keyOf('doExpressCheckout')).not.toEqual(keyOf('createRecurringPayment'));
  });

  test('a definite refusal is not unknown: the return ends', async () => {
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: false, flow: 'payment' });
    failures.set(
      'executePaypalPayment',
      new ApiError({ kind: 'http', status: 402, error: PAYMENT_FAILED, message: PAYMENT_FAILED }),
    );
    expect(await completePayPalReturn(paymentReturn)).toMatchObject({ kind: 'failed', unknown: false });
  });

  test('a refused subscription after the order was paid keeps the order key: the next try cannot make a second order', async () => {
    const { orderRequestId } = await import('../../../src/state/order-record.ts');
    rememberPending({ method: 'PayPal', orderId: 'ord_1', subscription: true, flow: 'express' });
    const key = orderRequestId();
    failures.set(
      'createRecurringPayment',
      new ApiError({ kind: 'http', status: 400, error: 'Profile refused', message: 'Profile refused' }),
    );
    const ret = { flow: 'express', action: 'success', token: 'EC-1', PayerID: 'P1' } as const;
    expect(await completePayPalReturn(ret)).toMatchObject({ kind: 'failed', unknown: false });
    expect(orderRequestId()).toBe(key);
  });
});
