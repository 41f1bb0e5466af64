/**
 * One offer, one charge (R-ORD-3, R-ORD-2) in the sandbox, as a production API must behave: a
 * repeated X-Request-Id answers with the first order; a second upsell of the same offer after the
 * same parent with another key is refused (409 OFFER_ALREADY_ADDED) and creates nothing; an unpaid
 * upsell of an offer another order has paid cannot be paid any more. Other offers stay open.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../src/api/client.ts';
import { OFFER_ALREADY_ADDED } from '../../../src/domain/messages/upsell.ts';
import {
  childOrders,
  decidePayPal,
  guestOrder,
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
const cardParent = () =>
  api.createGuestOrder(
    guestOrder({
      contact: { email: `one-offer${n++}@example.com`, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
    }),
  );

const urls = providerUrls;

/** Pays a pending order through PayPal's one-time payment (approve, execute). */
async function payWithPayPal(orderId: string): Promise<Order> {
  const created = await api.createPaypalPayment(urls(orderId));
  const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
  return api.executePaypalPayment({ orderId, paymentId: created.paymentId, PayerID });
}

const upsell = upsellOrder;
const children = (parentId: string) => childOrders(h, parentId);

describe('one offer, one charge', () => {
  test('R-ORD-3: the same X-Request-Id twice answers with the first order and creates one', async () => {
    const parent = await cardParent();
    const [a, b] = await Promise.all([
      api.createUpsellOrder(upsell(parent), { requestId: `same-${parent.id}` }),
      api.createUpsellOrder(upsell(parent), { requestId: `same-${parent.id}` }),
    ]);
    expect(b.id).toBe(a.id);
    expect(await children(parent.id)).toHaveLength(1);
  });

  test('R-ORD-3: another key for an offer already bought after the parent is refused with 409 and charges nothing', async () => {
    const parent = await cardParent();
    const first = await api.createUpsellOrder(upsell(parent), { requestId: `tab-a-${parent.id}` });
    await expect(api.createUpsellOrder(upsell(parent), { requestId: `tab-b-${parent.id}` })).rejects.toMatchObject({
      status: 409,
      error: OFFER_ALREADY_ADDED,
    });
    expect((await children(parent.id)).map((o) => o.id)).toEqual([first.id]);
  });

  test('R-ORD-3: keys sent at once for one offer end in one paid order', async () => {
    const parent = await cardParent();
    const results = await Promise.allSettled(
      ['x', 'y', 'z'].map((k) => api.createUpsellOrder(upsell(parent), { requestId: `${k}-${parent.id}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await children(parent.id)).toHaveLength(1);
  });

  test('R-ORD-2: other offers after the same parent, and the same offer after another parent, stay open', async () => {
    const parent = await cardParent();
    const other = await cardParent();
    await api.createUpsellOrder(upsell(parent));
    await api.createUpsellOrder(upsell(parent, 'OFF-UP-TEA'));
    await api.createUpsellOrder(upsell(parent, 'OFF-DOWN-ELIXIR', { orderType: 'Downsell' }));
    await api.createUpsellOrder(upsell(other));
    expect(await children(parent.id)).toHaveLength(3);
    expect(await children(other.id)).toHaveLength(1);
  });

  test('R-ORD-3, R-PAY-2: of two unpaid upsells of one offer confirmed with PayPal, only the first can be paid', async () => {
    const pending = await api.setOrderGuest(
      guestOrder({
        paymentMethod: 'PayPal',
        card: undefined,
        contact: { email: `one-offer${n++}@example.com`, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
      }),
    );
    const parent = await payWithPayPal(pending.id);
    const confirm = upsell(parent, 'OFF-UP-ELIXIR', { awaitConfirmation: true, paymentOptionId: undefined });
    const a = await api.createUpsellOrder(confirm, { requestId: `confirm-a-${parent.id}` });
    const b = await api.createUpsellOrder(confirm, { requestId: `confirm-b-${parent.id}` });
    expect((await payWithPayPal(a.id)).status).toBe('Paid');
    await expect(payWithPayPal(b.id)).rejects.toMatchObject({ status: 409, error: OFFER_ALREADY_ADDED });
    // The same one paid again (a second tab's confirmation of it) says so too.
    await expect(payWithPayPal(a.id)).rejects.toMatchObject({ status: 409, error: OFFER_ALREADY_ADDED });
    await expect(api.createUpsellOrder(confirm, { requestId: `confirm-c-${parent.id}` })).rejects.toMatchObject({
      status: 409,
    });
    expect((await children(parent.id)).map((o) => o.status).toSorted()).toEqual(['Paid', 'Pending']);
  });
});
