/**
 * R-QP-3, R-QP-4: the upsell page's return from PayPal or Amazon Pay (payments/upsell-confirm.ts),
 * loaded only while an upsell waits for one (upsell-waiting.ts): without return parameters nothing
 * is called and the upsell keeps waiting; with them the payment is completed once and the
 * parameters leave the address.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { WaitingUpsell } from '../../../src/payments/upsell-waiting.ts';

const order = { id: 'up-1', orderType: 'Upsell' };
const client = {
  executePaypalPayment: vi.fn(async () => order),
  captureAmazon: vi.fn(async () => order),
  cancelOrder: vi.fn(async () => ({})),
};
vi.mock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));

const { finishUpsellReturn } = await import('../../../src/payments/upsell-confirm.ts');
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
    expect(await finishUpsellReturn(query, paypal, { statsInfo: { sessionId: 'S1' } })).toEqual({
      kind: 'charged',
      order,
      method: 'PayPal',
    });
    expect(client.executePaypalPayment).toHaveBeenCalledTimes(1);
    expect(client.executePaypalPayment).toHaveBeenCalledWith({
      orderId: 'up-1',
      paymentId: 'PAY-1',
      PayerID: 'P1',
      statsInfo: { sessionId: 'S1' },
    });
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
});
