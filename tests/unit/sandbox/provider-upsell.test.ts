/**
 * R-ORD-3, R-PAY-2, R-PAY-3: upsells after PayPal and Amazon Pay orders in the sandbox. A parent
 * that left an agreement (PayPal subscription, recurring express checkout, Amazon billing
 * agreement) is charged again by reference; one that did not answers 422 PAYER_ACTION_REQUIRED,
 * and the upsell is then saved unpaid (awaitConfirmation) and paid by the provider's confirmation.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../src/api/client.ts';
import { CONFIRMATION_REQUIRED_ERROR } from '../../../src/domain/wallets/upsell-route.ts';
import {
  childOrders,
  confirmAmazon,
  decidePayPal,
  guestOrder,
  pendingProviderOrder,
  providerUrls,
  startHarness,
  upsellOrder,
  type Harness,
  type TestClient,
} from '../api/harness.ts';

let h: Harness;
let api: TestClient;
beforeAll(async () => {
  h = await startHarness();
  api = await h.client();
});
afterAll(() => h.stop());

let n = 0;
const pending = (method: 'PayPal' | 'Amazon Pay') => pendingProviderOrder(api, method, `buyer${n++}@example.com`);
const decide = (token: string, decision: 'approve' | 'cancel') => decidePayPal(h, token, decision);
const urls = providerUrls;

async function paypalOneTime(): Promise<Order> {
  const order = await pending('PayPal');
  const created = await api.createPaypalPayment(urls(order.id));
  const back = await decide(created.token, 'approve');
  return api.executePaypalPayment({ orderId: order.id, paymentId: created.paymentId, PayerID: back.get('PayerID')! });
}

async function paypalSubscription(): Promise<Order> {
  const order = await pending('PayPal');
  const created = await api.createPaypalSubscription(urls(order.id));
  await decide(created.token, 'approve');
  return api.executePaypalSubscription({ orderId: order.id, subscriptionId: created.subscriptionId });
}

const upsell = (parent: Order, extra: Record<string, unknown> = {}) => upsellOrder(parent, 'OFF-UP-ELIXIR', extra);
const children = (parentId: string) => childOrders(h, parentId);

describe('PayPal', () => {
  test('R-ORD-3: after a PayPal subscription the upsell is charged by reference, once per request id', async () => {
    const parent = await paypalSubscription();
    const first = await api.createUpsellOrder(upsell(parent), { requestId: 'pp-ref-1' });
    const again = await api.createUpsellOrder(upsell(parent), { requestId: 'pp-ref-1' });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      orderType: 'Upsell',
      status: 'Paid',
      paymentMethod: 'PayPal',
      parrentUpsellOrderId: parent.id,
      paymentOptionId: parent.paymentOptionId,
    });
    expect(await children(parent.id)).toHaveLength(1);
  });

  test('R-ORD-3: a recurring express checkout leaves a billing agreement too', async () => {
    const order = await pending('PayPal');
    const set = await api.setExpressCheckout({ ...urls(order.id), recurring: true });
    const back = await decide(set.token, 'approve');
    const parent = await api.doExpressCheckout({ orderId: order.id, token: set.token, PayerID: back.get('PayerID')! });
    expect((await api.createUpsellOrder(upsell(parent))).status).toBe('Paid');
  });

  test('R-ORD-3: a one-time payment has no agreement: 422 PAYER_ACTION_REQUIRED and nothing is created', async () => {
    const parent = await paypalOneTime();
    await expect(api.createUpsellOrder(upsell(parent))).rejects.toMatchObject({
      status: 422,
      error: CONFIRMATION_REQUIRED_ERROR,
    });
    expect(await children(parent.id)).toHaveLength(0);
  });

  test('R-ORD-3: confirmed with PayPal: the unpaid upsell is paid by createpaypalpayment → approval → execute', async () => {
    const parent = await paypalOneTime();
    const saved = await api.createUpsellOrder(upsell(parent, { awaitConfirmation: true }));
    expect(saved).toMatchObject({ status: 'Pending', orderType: 'Upsell', parrentUpsellOrderId: parent.id });
    const created = await api.createPaypalPayment(urls(saved.id));
    const cancelled = await decide(created.token, 'cancel');
    expect(cancelled.get('action')).toBe('cancel');
    const retry = await api.createPaypalPayment(urls(saved.id));
    const back = await decide(retry.token, 'approve');
    const paid = await api.executePaypalPayment({
      orderId: saved.id,
      paymentId: retry.paymentId,
      PayerID: back.get('PayerID')!,
    });
    expect(paid).toMatchObject({
      id: saved.id,
      status: 'Paid',
      paymentMethod: 'PayPal',
      parrentUpsellOrderId: parent.id,
    });
    expect(await children(parent.id)).toHaveLength(1);
  });

  test("R-ORD-3: the agreement must be the parent's: another order's payment option, a card parent, a cancelled subscription", async () => {
    const parent = await paypalSubscription();
    const other = await paypalSubscription();
    await expect(
      api.createUpsellOrder(upsell(parent, { paymentOptionId: other.paymentOptionId })),
    ).rejects.toMatchObject({ status: 400 });
    const card = await api.createGuestOrder(guestOrder());
    await expect(api.createUpsellOrder(upsell(card, { paymentMethod: 'PayPal' }))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      api.createUpsellOrder(upsell(card, { paymentMethod: 'PayPal', awaitConfirmation: true })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(api.createUpsellOrder(upsell(card, { awaitConfirmation: true }))).rejects.toMatchObject({
      status: 400,
    });
    expect(await children(parent.id)).toHaveLength(0);
  });

  test('R-ORD-3: a cancelled PayPal subscription can no longer be charged by reference', async () => {
    // The purchase that paid cancels it (a paid subscription is cancelled with its key only).
    const key = { purchaseId: `cancelled-subscription-${n}` };
    const order = await pendingProviderOrder(api, 'PayPal', `buyer${n++}@example.com`, key);
    const created = await api.createPaypalSubscription(urls(order.id));
    await decide(created.token, 'approve');
    const parent = await api.executePaypalSubscription(
      { orderId: order.id, subscriptionId: created.subscriptionId },
      key,
    );
    await api.cancelPaypalSubscription({ subscriptionId: created.subscriptionId }, key);
    await expect(api.createUpsellOrder(upsell(parent), key)).rejects.toMatchObject({ status: 422 });
  });
});

describe('Amazon Pay', () => {
  test('R-ORD-3: after a billing agreement (subscription) the upsell is charged against it by reference', async () => {
    const order = await pending('Amazon Pay');
    const parent = await api.payWithAmazonSub({ orderId: order.id, billingAgreementId: `C01-agree-${n}` });
    const child = await api.createUpsellOrder(upsell(parent));
    expect(child).toMatchObject({ status: 'Paid', paymentMethod: 'Amazon Pay', parrentUpsellOrderId: parent.id });
  });

  test('R-ORD-3: a declined billing agreement fails the upsell with 402 and creates nothing', async () => {
    const order = await pending('Amazon Pay');
    const billingAgreementId = `C01-agree-${n}`;
    const parent = await api.payWithAmazonSub({ orderId: order.id, billingAgreementId });
    h.sandbox.db
      .prepare(
        "UPDATE provider_sessions SET data = json_set(data, '$.reference', ?) WHERE kind = 'amazon-agreement' AND order_id = ?",
      )
      .run(`${billingAgreementId}-decline`, parent.id);
    await expect(api.createUpsellOrder(upsell(parent))).rejects.toMatchObject({ status: 402 });
    expect(await children(parent.id)).toHaveLength(0);
  });

  test('R-ORD-3: a single order (order reference) needs confirmation: payamazon → confirm → captureamazon pays the upsell', async () => {
    const order = await pending('Amazon Pay');
    await api.payWithAmazon({ ...urls(order.id), orderReferenceId: `S01-first-${n}` });
    await confirmAmazon(h, `S01-first-${n}`, 'Success');
    const parent = await api.captureAmazon({ orderId: order.id, orderReferenceId: `S01-first-${n}` });
    await expect(api.createUpsellOrder(upsell(parent))).rejects.toMatchObject({ status: 422 });
    const saved = await api.createUpsellOrder(upsell(parent, { awaitConfirmation: true }));
    const ref = `S01-upsell-${n}`;
    await api.payWithAmazon({ ...urls(saved.id), orderReferenceId: ref });
    await confirmAmazon(h, ref, 'Success');
    const paid = await api.captureAmazon({ orderId: saved.id, orderReferenceId: ref });
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'Amazon Pay', parrentUpsellOrderId: parent.id });
  });
});
