/**
 * One purchase, one paid order, whatever the way of paying, in the sandbox as a production API must
 * behave: every call that creates or pays a parent order names its purchase (X-Purchase-Id); once
 * one way has paid it, any other way (another endpoint, another X-Request-Id) is refused with 409
 * ORDER_ALREADY_PLACED and the paid order, and charges nothing. A refusal or a decline pays
 * nothing, so the purchase stays open; other purchases, and calls that name none, are not bound.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../src/api/client.ts';
import { ORDER_ALREADY_PLACED, ORDER_ALREADY_PLACED_CODE } from '../../../src/domain/checkout/one-order.ts';
import {
  confirmAmazon,
  decidePayPal,
  guestOrder,
  pendingProviderOrder,
  providerUrls,
  startHarness,
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
const email = () => `one-purchase${n++}@example.com`;
/** A purchase: its key, and the X-Request-Id of one of its calls. */
const purchase = () => {
  const key = randomUUID();
  return { key, call: (name?: string) => ({ requestId: name ? `${key}:${name}` : key, purchaseId: key }) };
};
const cardOrder = (who: string) =>
  guestOrder({ contact: { email: who, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' } });
const DECLINED_CARD = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2031, cvv: '123', nameOnCard: 'Ann Lee' };

/** What the sandbox holds for the shopper: each order's method and status. */
const held = async (who: string) =>
  (await h.readBack<Order[]>('orders'))
    .filter((o) => o.customerEmail === who)
    .map((o) => `${o.paymentMethod} ${o.status}`)
    .toSorted();

/** Approves and executes PayPal's one-time payment of a new pending order for `who`, as one call of purchase `p`. */
async function payByPayPal(who: string, p: ReturnType<typeof purchase>): Promise<Order> {
  const pending = await pendingProviderOrder(api, 'PayPal', who, { purchaseId: p.key });
  const created = await api.createPaypalPayment(providerUrls(pending.id));
  const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
  return api.executePaypalPayment(
    { orderId: pending.id, paymentId: created.paymentId, PayerID },
    p.call('executepaypalpayment'),
  );
}

const alreadyPlaced = (order: Order) => ({
  status: 409,
  error: ORDER_ALREADY_PLACED,
  body: { code: ORDER_ALREADY_PLACED_CODE, order: { id: order.id, status: 'Paid' } },
});

describe('one purchase, one paid order, whatever the way of paying', () => {
  test('a card payment whose answer was lost, then PayPal: PayPal is refused with the card order and takes nothing', async () => {
    const who = email();
    const p = purchase();
    const card = await api.createGuestOrder(cardOrder(who), p.call()); // its answer "lost": the page never saw it
    const options = h.count('payment_options');
    await expect(payByPayPal(who, p)).rejects.toMatchObject(alreadyPlaced(card));
    expect(h.count('payment_options')).toBe(options); // PayPal was not charged
    expect(await held(who)).toEqual(['Credit Card Paid', 'PayPal Pending']);
  });

  test('PayPal first, then a card tap of the same purchase (a tab that had not seen it): the card is refused, not charged', async () => {
    const who = email();
    const p = purchase();
    const paid = await payByPayPal(who, p);
    await expect(api.createGuestOrder(cardOrder(who), p.call())).rejects.toMatchObject(alreadyPlaced(paid));
    expect(await held(who)).toEqual(['PayPal Paid']);
  });

  test('Amazon Pay after a paid Google Pay order, by subscription and by confirmation: both refused', async () => {
    const who = email();
    const p = purchase();
    const paid = await api.createGuestOrder(
      guestOrder({
        paymentMethod: 'Google Pay',
        card: undefined,
        walletToken: 'gpay-token',
        contact: { email: who, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
      }),
      p.call(),
    );
    const sub = await pendingProviderOrder(api, 'Amazon Pay', who);
    await expect(
      api.payWithAmazonSub({ orderId: sub.id, billingAgreementId: `C01-agree-${n}` }, p.call('payamazonsub')),
    ).rejects.toMatchObject(alreadyPlaced(paid));
    const single = await pendingProviderOrder(api, 'Amazon Pay', who);
    const reference = `S01-${randomUUID()}`;
    await api.payWithAmazon({ orderReferenceId: reference, ...providerUrls(single.id) });
    await confirmAmazon(h, reference, 'Success');
    await expect(
      api.captureAmazon({ orderId: single.id, orderReferenceId: reference }, p.call('captureamazon')),
    ).rejects.toMatchObject(alreadyPlaced(paid));
    expect(await held(who)).toEqual(['Amazon Pay Pending', 'Amazon Pay Pending', 'Google Pay Paid']);
  });

  test('two ways of paying sent at once end in one paid order', async () => {
    const who = email();
    const p = purchase();
    const results = await Promise.allSettled([
      api.createGuestOrder(cardOrder(who), p.call()),
      api.createGuestOrder(cardOrder(who), { requestId: `${p.key}:second-tab`, purchaseId: p.key }),
      payByPayPal(who, p),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await held(who)).filter((o) => o.endsWith('Paid'))).toHaveLength(1);
  });

  test('a declined card pays nothing: the purchase stays open for PayPal', async () => {
    const who = email();
    const p = purchase();
    await expect(api.createGuestOrder({ ...cardOrder(who), card: DECLINED_CARD }, p.call())).rejects.toMatchObject({
      status: 402,
    });
    expect((await payByPayPal(who, p)).status).toBe('Paid');
    expect(await held(who)).toEqual(['PayPal Paid']);
  });

  test('the same call again replays its order; another purchase, or a call naming none, is a new order', async () => {
    const who = email();
    const p = purchase();
    const first = await api.createGuestOrder(cardOrder(who), p.call());
    expect((await api.createGuestOrder(cardOrder(who), p.call())).id).toBe(first.id);
    await api.createGuestOrder(cardOrder(who), purchase().call()); // "Start a new order", on purpose
    await api.createGuestOrder(cardOrder(who));
    expect(await held(who)).toEqual(['Credit Card Paid', 'Credit Card Paid', 'Credit Card Paid']);
  });
});
