/**
 * A pending order belongs to the purchase that created it (docs/contract.md §7, docs/security.md
 * §2), in the sandbox over HTTP: its id is no secret (a provider's return address holds it), so a
 * caller without the purchase's X-Purchase-Id, or with another, cannot pay it, cancel it, start a
 * provider payment of it or read its payer, and learns nothing (403 PURCHASE_KEY_REQUIRED, the
 * same as for an unknown order). The harness creates each pending order under a key of its own and
 * sends it on every later call naming the order, as the storefront's tab does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import type { CallOptions, Order } from '../../../src/api/client.ts';
import { PURCHASE_KEY_REQUIRED_CODE } from '../../../src/domain/upsell/add-on-refusal.ts';
import { confirmAmazon, decidePayPal, pendingProviderOrder, providerUrls, startHarness } from '../api/harness.ts';

const h = await startHarness();
const api = await h.client();
afterAll(() => h.stop());

let n = 0;
const who = () => `pending${n++}@example.com`;
/** No key, a made-up key, and the key of a stranger's own pending order (their purchase, not yet paid). */
const strangers = async (): Promise<(string | undefined)[]> => {
  const own = randomUUID();
  await pendingProviderOrder(api, 'Amazon Pay', who(), { purchaseId: own });
  return [undefined, randomUUID(), own];
};
const as = (purchaseId: string | undefined) => ({ purchaseId, requestId: randomUUID() });

/** The call is refused with 403 PURCHASE_KEY_REQUIRED, and its answer names nobody. */
async function refusedNamingNobody(call: Promise<unknown>, email: string) {
  const refused: unknown = await call.catch((error: unknown) => error);
  // The express checkout's errors carry the whole body as their error (R-API-3), so the code is read from it.
  expect(refused).toMatchObject({ status: 403, body: { code: PURCHASE_KEY_REQUIRED_CODE } });
  expect(JSON.stringify(refused)).not.toContain(email);
}

/** The order as the sandbox holds it. */
const held = async (id: string): Promise<Order | undefined> =>
  (await h.readBack<Order[]>('orders')).find((o) => o.id === id);

const card = { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2031, cvv: '123', nameOnCard: 'Eve' };

describe("a pending order is paid, cancelled or started only with its purchase's key", () => {
  test("cancelorder by a stranger is refused and names nobody; the order stays pending; its purchase's cancel is done", async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'Amazon Pay', email);
    for (const key of await strangers())
      await refusedNamingNobody(api.cancelOrder({ orderId: order.id }, as(key)), email);
    expect(await held(order.id)).toMatchObject({ status: 'Pending' });
    expect(await api.cancelOrder({ orderId: order.id })).toMatchObject({ status: 'Cancelled' });
  });

  test('payamazonsub and createtransaction by a stranger pay nothing and name nobody; its purchase then pays', async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'Amazon Pay', email);
    const options = h.count('payment_options');
    for (const key of await strangers()) {
      const agreement = { orderId: order.id, billingAgreementId: `C01-eve-${randomUUID()}` };
      await refusedNamingNobody(api.payWithAmazonSub(agreement, as(key)), email);
      const byCard = { orderId: order.id, paymentMethod: 'Credit Card' as const, card };
      await refusedNamingNobody(api.createTransaction(byCard, as(key)), email);
    }
    expect(await held(order.id)).toMatchObject({ status: 'Pending' });
    expect(h.count('payment_options')).toBe(options);
    const paid = await api.payWithAmazonSub({ orderId: order.id, billingAgreementId: `C01-own-${n}` });
    expect(paid).toMatchObject({ status: 'Paid', customerEmail: email });
  });

  test("captureamazon of the purchase's confirmed Amazon payment by a stranger is refused; its purchase captures it", async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'Amazon Pay', email);
    const orderReferenceId = `S01-${randomUUID()}`;
    await api.payWithAmazon({ orderReferenceId, ...providerUrls(order.id) });
    await confirmAmazon(h, orderReferenceId, 'Success');
    const capture = { orderId: order.id, orderReferenceId };
    for (const key of await strangers()) await refusedNamingNobody(api.captureAmazon(capture, as(key)), email);
    expect(await held(order.id)).toMatchObject({ status: 'Pending' });
    expect(await api.captureAmazon(capture)).toMatchObject({ status: 'Paid', customerEmail: email });
  });

  test('executepaypalpayment by a stranger is refused and names nobody; its purchase pays', async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'PayPal', email);
    const created = await api.createPaypalPayment(providerUrls(order.id));
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    const pay = { orderId: order.id, paymentId: created.paymentId, PayerID };
    for (const key of await strangers()) await refusedNamingNobody(api.executePaypalPayment(pay, as(key)), email);
    expect(await held(order.id)).toMatchObject({ status: 'Pending' });
    expect(await api.executePaypalPayment(pay)).toMatchObject({ status: 'Paid', customerEmail: email });
  });

  test("the approved express checkout's details, its payment and its recurring profile are its purchase's only", async () => {
    const email = who();
    const owner = { purchaseId: randomUUID() };
    const order = await pendingProviderOrder(api, 'PayPal', email, owner);
    const set = await api.setExpressCheckout({ ...providerUrls(order.id), recurring: true });
    const PayerID = (await decidePayPal(h, set.token, 'approve')).get('PayerID') ?? '';
    const express = { orderId: order.id, token: set.token, PayerID };
    for (const key of await strangers()) {
      await refusedNamingNobody(api.getExpressCheckoutDetail({ token: set.token }, as(key)), email);
      await refusedNamingNobody(api.doExpressCheckout(express, as(key)), email);
    }
    expect(await api.getExpressCheckoutDetail({ token: set.token }, owner)).toMatchObject({ email });
    expect(await api.doExpressCheckout(express)).toMatchObject({ status: 'Paid', customerEmail: email });
    for (const key of await strangers()) await refusedNamingNobody(api.createRecurringPayment(express, as(key)), email);
    expect(await api.createRecurringPayment(express)).toMatchObject({ status: 'Active', orderId: order.id });
  });

  test('a provider payment of the order is started by its purchase only (PayPal payment, subscription, express checkout, Amazon Pay)', async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'PayPal', email);
    const starts = [
      (o?: CallOptions) => api.createPaypalPayment(providerUrls(order.id), o),
      (o?: CallOptions) => api.createPaypalSubscription(providerUrls(order.id), o),
      (o?: CallOptions) => api.setExpressCheckout({ ...providerUrls(order.id), recurring: false }, o),
      (o?: CallOptions) => api.payWithAmazon({ orderReferenceId: `S01-${randomUUID()}`, ...providerUrls(order.id) }, o),
    ];
    const others = await strangers();
    for (const start of starts) {
      for (const key of others) await refusedNamingNobody(start(as(key)), email);
      await expect(start()).resolves.toBeTruthy();
    }
  });

  test('an unknown order gets the same 403 as a stranger; an order created without a key stays open to any caller', async () => {
    for (const key of [undefined, randomUUID()])
      await expect(api.cancelOrder({ orderId: 'ord_unknown' }, as(key))).rejects.toMatchObject({
        status: 403,
        body: { code: PURCHASE_KEY_REQUIRED_CODE },
      });
    const unbound = await pendingProviderOrder(api, 'Amazon Pay', who(), { purchaseId: undefined });
    expect(await api.cancelOrder({ orderId: unbound.id }, as(randomUUID()))).toMatchObject({ status: 'Cancelled' });
  });
});
