/**
 * R-QP-3, R-QP-4: the upsell page's return from PayPal or Amazon Pay (payments/upsell-confirm.ts),
 * loaded only while an upsell waits for one (upsell-waiting.ts): without return parameters nothing
 * is called and the upsell keeps waiting; with them the payment is completed once and the
 * parameters leave the address.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { PAYMENT_FAILED } from '../../../src/domain/messages.ts';
import type { WaitingUpsell } from '../../../src/payments/upsell-waiting.ts';

const order = { id: 'up-1', orderType: 'Upsell' };
const client = {
  config: { apiDeduplicates: true },
  executePaypalPayment: vi.fn(async (_request: unknown, _options?: { requestId?: string }) => order),
  captureAmazon: vi.fn(async (_request: unknown, _options?: { requestId?: string }) => order),
  cancelOrder: vi.fn(async () => ({})),
};
/** No answer came (the phone lost it): what the pipeline rejects with. */
const lost = new ApiError({ kind: 'network', status: 0, error: 'x', message: 'x' });
const noWait = async () => {};
vi.mock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));

const { completeUpsellReturn, finishUpsellReturn } = await import('../../../src/payments/upsell-confirm.ts');
const { rememberWaiting, waitingUpsell } = await import('../../../src/payments/upsell-waiting.ts');

const paypal: WaitingUpsell = { method: 'PayPal', parentId: 'ord-1', sfid: 'OFF-UP', orderId: 'up-1' };
const amazon: WaitingUpsell = { ...paypal, method: 'Amazon Pay' };
const replaceState = vi.fn();

/** The upsell page at `search`, with the upsell `w` waiting. */
function page(search: string, w: WaitingUpsell): URLSearchParams {
  vi.stubGlobal('window', {
    location: { href: `http://shop.test/upsell-elixir${search}#top`, search },
    history: { state: null, replaceState },
  });
  rememberWaiting(w);
  return new URLSearchParams(search);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('finishUpsellReturn', () => {
  test('R-QP-3: an address without a return: nothing is called, the address stays, the upsell keeps waiting', async () => {
    const query = page('?utm_source=x', paypal);
    expect(await finishUpsellReturn(query, paypal)).toBeNull();
    expect(client.executePaypalPayment).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(waitingUpsell('ord-1', 'OFF-UP')).toEqual(paypal);
  });

  test('R-QP-3: a PayPal return is executed once and its parameters leave the address', async () => {
    const query = page('?utm_source=x&paypal=true&action=success&token=EC-1&PayerID=P1&paymentId=PAY-1', paypal);
    expect(await finishUpsellReturn(query, paypal, { statsInfo: { sessionId: 'S1' }, purchaseId: 'key-1' })).toEqual({
      kind: 'charged',
      order,
      method: 'PayPal',
    });
    expect(client.executePaypalPayment).toHaveBeenCalledTimes(1);
    expect(client.executePaypalPayment).toHaveBeenCalledWith(
      { orderId: 'up-1', paymentId: 'PAY-1', PayerID: 'P1', statsInfo: { sessionId: 'S1' } },
      { requestId: 'up-1:executepaypalpayment', purchaseId: 'key-1' },
    );
    expect(replaceState).toHaveBeenCalledWith(null, '', '/upsell-elixir?utm_source=x#top');
    expect(waitingUpsell('ord-1', 'OFF-UP')).toBeNull();
  });

  test('R-QP-4: an Amazon result for the waiting upsell is captured; a PayPal return does not count for it', async () => {
    expect(await finishUpsellReturn(page('?paypal=true&action=cancel&token=EC-1', amazon), amazon)).toBeNull();
    const query = page('?orderId=up-1&orderReferenceId=S01-1&resultCode=Success', amazon);
    expect(await finishUpsellReturn(query, amazon)).toMatchObject({ kind: 'charged', method: 'Amazon Pay' });
    expect(client.captureAmazon).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/upsell-elixir#top');
  });

  test('R-ORD-3: a pay answer lost once is asked again with the same key, and the add-on is charged once', async () => {
    const query = page('?paypal=true&action=success&token=EC-1&PayerID=P1&paymentId=PAY-1', paypal);
    client.executePaypalPayment.mockRejectedValueOnce(lost);
    expect(await completeUpsellReturn(query, paypal, { sleep: noWait })).toMatchObject({ kind: 'charged' });
    const keys = client.executePaypalPayment.mock.calls.map(([, options]) => options?.requestId);
    expect(keys).toEqual(['up-1:executepaypalpayment', 'up-1:executepaypalpayment']);
  });

  test('R-ORD-3: a pay answer lost on every try is unknown, never "failed": the return stays in the address and the upsell keeps waiting, so a reload finishes it', async () => {
    const query = page('?orderId=up-1&orderReferenceId=S01-1&resultCode=Success', amazon);
    client.captureAmazon.mockRejectedValue(lost);
    expect(await finishUpsellReturn(query, amazon, { sleep: noWait })).toEqual({
      kind: 'unknown',
      method: 'Amazon Pay',
    });
    expect(client.captureAmazon).toHaveBeenCalledTimes(4); // the call, then after 1, 2 and 4 s
    expect(replaceState).not.toHaveBeenCalled();
    expect(waitingUpsell('ord-1', 'OFF-UP')).toEqual(amazon);

    client.captureAmazon.mockReset().mockResolvedValue(order);
    expect(await finishUpsellReturn(query, amazon)).toMatchObject({ kind: 'charged' }); // the reload
    expect(client.captureAmazon.mock.calls.map(([, options]) => options?.requestId)).toEqual(['up-1:captureamazon']);
    expect(waitingUpsell('ord-1', 'OFF-UP')).toBeNull();
  });

  test('R-ORD-3: a refusal is an answer: failed at once, not asked again', async () => {
    const query = page('?paypal=true&action=success&token=EC-1&PayerID=P1&paymentId=PAY-1', paypal);
    const declined = new ApiError({ kind: 'http', status: 402, error: PAYMENT_FAILED, message: PAYMENT_FAILED });
    client.executePaypalPayment.mockRejectedValueOnce(declined);
    expect(await completeUpsellReturn(query, paypal, { sleep: noWait })).toEqual({
      kind: 'failed',
      method: 'PayPal',
      error: declined,
    });
    expect(client.executePaypalPayment).toHaveBeenCalledTimes(1);
    expect(waitingUpsell('ord-1', 'OFF-UP')).toBeNull();
  });
});
