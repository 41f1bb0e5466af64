/**
 * Fault injection reaches the caller as the spec's errors (§8): an injected 500 carries its error
 * field, a time-out and a hang become 'Sorry, but Payment Service is not available!' for order
 * calls, and a timed-out submit retried with the same request id creates one order.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import { PAYMENT_SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../../../src/domain/messages.ts';
import { guestOrder, startHarness, type Harness } from '../api/harness.ts';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterEach(() => h.sandbox.faults.clear());
afterAll(() => h.stop());

const inject = (fault: Record<string, unknown>) =>
  fetch(`${h.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });

test('R-API-3: a 500 on every attempt reaches the caller with the error field of the body; one fewer passes on a repeat', async () => {
  const api = await h.client();
  const fault = { path: 'orders/createguest', status: 500, error: 'Database is down' };
  expect((await inject({ ...fault, times: 3 })).status).toBe(200); // the call and its two repeats (retry.ts)
  const before = h.count('orders');
  const error = await api.createGuestOrder(guestOrder()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ kind: 'http', status: 500, error: 'Database is down', message: 'Database is down' });
  expect(h.count('orders')).toBe(before);
  await inject({ ...fault, times: 2 });
  await expect(api.createGuestOrder(guestOrder())).resolves.toMatchObject({ status: 'Paid' });
  expect(h.count('orders')).toBe(before + 1);
});

test('§8: a 5xx without words becomes the payment-service text for orders and the generic text otherwise', async () => {
  const api = await h.client();
  await inject({ path: 'orders/createguest', status: 503, body: {} });
  await inject({ path: 'offers/bysfid/OFF-UP-TEA', status: 500, body: {} });
  await expect(api.createGuestOrder(guestOrder())).rejects.toMatchObject({
    status: 503,
    error: PAYMENT_SERVICE_UNAVAILABLE,
  });
  await expect(api.getOfferBySfid('OFF-UP-TEA')).rejects.toMatchObject({ status: 500, error: SOMETHING_WENT_WRONG });
});

test('§8, R-API-2: an order call that times out is not repeated by the pipeline: a typed error with the payment-service text; the retry with the same id creates one order', async () => {
  const api = await h.client({ timeoutMs: 200 }); // an order call's time-out is not repeated (retry.ts)
  await inject({ path: 'orders/createguest', delayMs: 600, times: 1 });
  const before = h.count('orders');
  const error = (await api
    .createGuestOrder(guestOrder(), { requestId: 'slow-submit' })
    .catch((e: unknown) => e)) as ApiError;
  expect(error).toMatchObject({
    kind: 'timeout',
    status: 0,
    message: PAYMENT_SERVICE_UNAVAILABLE,
    requestId: 'slow-submit',
  });
  await new Promise((r) => setTimeout(r, 700)); // the server finishes the slow request meanwhile
  const retried = await api.createGuestOrder(guestOrder(), { requestId: error.requestId ?? '' });
  expect(retried.status).toBe('Paid');
  expect(h.count('orders')).toBe(before + 1);
});

test('§8: a hanging call times out; clearing the faults releases it', async () => {
  const api = await h.client({ timeoutMs: 150 });
  await inject({ path: 'orders/setorderguest', hang: true });
  await expect(api.setOrderGuest(guestOrder())).rejects.toMatchObject({
    kind: 'timeout',
    message: PAYMENT_SERVICE_UNAVAILABLE,
  });
  expect((await fetch(`${h.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(200);
  expect(h.sandbox.faults.all()).toEqual([]);
});

test('§8: a network failure outside order calls says Something went wrong', async () => {
  const api = await h.client({ origin: 'http://127.0.0.1:9' });
  await expect(api.getOfferBySfid('OFF-UP-TEA')).rejects.toMatchObject({
    kind: 'network',
    message: SOMETHING_WENT_WRONG,
  });
});

test('a malformed fault is refused', async () => {
  expect((await inject({ path: 'x', status: 200 })).status).toBe(400);
});
