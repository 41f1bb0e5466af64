/**
 * The purchase rules a production API must keep (docs/contract.md §7), in the sandbox over HTTP:
 * a one-click add-on belongs to the purchase that paid its parent (403 PURCHASE_KEY_REQUIRED
 * without its X-Purchase-Id, also for a replayed X-Request-Id), for ONE_CLICK_MINUTES after the
 * parent was paid (410 OFFER_ENDED); a paid purchase answers its payer only (409
 * PURCHASE_OF_ANOTHER_PAYER naming nothing); and one purchase key stands for one cart (409
 * PURCHASE_CART_CHANGED naming the order it paid, before anything is charged).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../src/api/client.ts';
import {
  ORDER_ALREADY_PLACED_CODE,
  PURCHASE_CART_CHANGED,
  PURCHASE_CART_CHANGED_CODE,
  PURCHASE_OF_ANOTHER_PAYER,
  PURCHASE_OF_ANOTHER_PAYER_CODE,
} from '../../../src/domain/checkout/one-order.ts';
import {
  OFFER_ENDED,
  OFFER_ENDED_CODE,
  PURCHASE_KEY_REQUIRED,
  PURCHASE_KEY_REQUIRED_CODE,
} from '../../../src/domain/upsell/add-on-refusal.ts';
import { ONE_CLICK_MINUTES } from '../../../src/domain/upsell/one-click.ts';
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

/** The sandbox's clock, moved by the tests. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const later = (minutes: number) => (offsetMs += minutes * 60_000);

let h: Harness;
let api: TestClient;
beforeAll(async () => {
  h = await startHarness({ now });
  api = await h.client();
});
afterAll(() => h.stop());

let n = 0;
const who = () => `rules${n++}@example.com`;
const contact = (email: string) => ({ contact: { email, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' } });
/** A purchase: its key, sent as X-Purchase-Id and (the card's way) as X-Request-Id. */
const purchase = () => {
  const key = randomUUID();
  return { key, call: (name?: string) => ({ requestId: name ? `${key}:${name}` : key, purchaseId: key }) };
};

const refusedAsStranger = { status: 403, error: PURCHASE_KEY_REQUIRED, body: { code: PURCHASE_KEY_REQUIRED_CODE } };
const ended = { status: 410, error: OFFER_ENDED, body: { code: OFFER_ENDED_CODE } };

describe('a one-click offer belongs to the shopper who paid', () => {
  test('an add-on without the parent purchase key, or with another, is refused with 403 and charges nothing; with it, it is charged', async () => {
    const p = purchase();
    const parent = await api.createGuestOrder(guestOrder(contact(who())), p.call());
    const options = h.count('payment_options');
    for (const purchaseId of [undefined, randomUUID(), purchase().key])
      await expect(api.createUpsellOrder(upsellOrder(parent), { purchaseId })).rejects.toMatchObject(refusedAsStranger);
    // An order id that does not exist gets the same answer: nothing is learnt without the key.
    await expect(
      api.createUpsellOrder({ ...upsellOrder(parent), parent: 'ord_unknown' }, { purchaseId: randomUUID() }),
    ).rejects.toMatchObject(refusedAsStranger);
    expect(h.count('payment_options')).toBe(options);
    expect(await childOrders(h, parent.id)).toHaveLength(0);
    const added = await api.createUpsellOrder(upsellOrder(parent), { purchaseId: p.key });
    expect(added).toMatchObject({ status: 'Paid', parrentUpsellOrderId: parent.id });
  });

  test('a stranger who repeats the X-Request-Id of a bought add-on gets no order back', async () => {
    const p = purchase();
    const parent = await api.createGuestOrder(guestOrder(contact(who())), p.call());
    const requestId = randomUUID();
    await api.createUpsellOrder(upsellOrder(parent), { requestId, purchaseId: p.key });
    const stranger = await h.raw();
    const res = await stranger.post('/proxy/api/orders/createguest', upsellOrder(parent), {
      'X-Request-Id': requestId,
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).not.toContain(parent.customerEmail);
    expect(await childOrders(h, parent.id)).toHaveLength(1);
  });

  test("an add-on confirmed with PayPal: its PayPal calls and its cancel need the parent's key too", async () => {
    const email = who();
    const pending = await pendingProviderOrder(api, 'PayPal', email);
    const created = await api.createPaypalPayment(providerUrls(pending.id));
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    const parent = await api.executePaypalPayment({ orderId: pending.id, paymentId: created.paymentId, PayerID });
    const saved = await api.createUpsellOrder(upsellOrder(parent, 'OFF-UP-ELIXIR', { awaitConfirmation: true }));
    const none = { purchaseId: undefined };
    await expect(api.createPaypalPayment(providerUrls(saved.id), none)).rejects.toMatchObject(refusedAsStranger);
    await expect(api.cancelOrder({ orderId: saved.id }, none)).rejects.toMatchObject(refusedAsStranger);
    const mine = await api.createPaypalPayment(providerUrls(saved.id));
    const back = (await decidePayPal(h, mine.token, 'approve')).get('PayerID') ?? '';
    const pay = { orderId: saved.id, paymentId: mine.paymentId, PayerID: back };
    await expect(api.executePaypalPayment(pay, none)).rejects.toMatchObject(refusedAsStranger);
    expect(await api.executePaypalPayment(pay)).toMatchObject({ status: 'Paid', parrentUpsellOrderId: parent.id });
  });

  test('an add-on confirmed with Amazon Pay by billing agreement needs the parent purchase key: a stranger with its id pays nothing', async () => {
    const order = await pendingProviderOrder(api, 'Amazon Pay', who());
    const reference = `S01-${randomUUID()}`;
    await api.payWithAmazon({ ...providerUrls(order.id), orderReferenceId: reference });
    await confirmAmazon(h, reference, 'Success');
    const parent = await api.captureAmazon({ orderId: order.id, orderReferenceId: reference });
    const saved = await api.createUpsellOrder(upsellOrder(parent, 'OFF-UP-ELIXIR', { awaitConfirmation: true }));
    for (const purchaseId of [undefined, randomUUID()])
      await expect(
        api.payWithAmazonSub({ orderId: saved.id, billingAgreementId: `C01-stranger-${n}` }, { purchaseId }),
      ).rejects.toMatchObject(refusedAsStranger);
    expect((await childOrders(h, parent.id)).map((o) => o.status)).toEqual(['Pending']);
  });

  test(`one-click ends ${ONE_CLICK_MINUTES} minutes after the parent was paid: 410, nothing charged; a repeat of a charge made in time still answers with it`, async () => {
    const p = purchase();
    const parent = await api.createGuestOrder(guestOrder(contact(who())), p.call());
    later(ONE_CLICK_MINUTES - 1);
    const inTime = { requestId: randomUUID(), purchaseId: p.key };
    const first = await api.createUpsellOrder(upsellOrder(parent), inTime);
    later(2);
    await expect(api.createUpsellOrder(upsellOrder(parent, 'OFF-UP-TEA'), { purchaseId: p.key })).rejects.toMatchObject(
      ended,
    );
    await expect(
      api.createUpsellOrder(upsellOrder(parent, 'OFF-UP-TEA', { awaitConfirmation: true }), { purchaseId: p.key }),
    ).rejects.toMatchObject({ status: 410 });
    expect((await api.createUpsellOrder(upsellOrder(parent), inTime)).id).toBe(first.id);
    expect((await childOrders(h, parent.id)).map((o) => o.id)).toEqual([first.id]);
  });

  test('the window counts from the payment, not from when a PayPal order was saved', async () => {
    const pending = await pendingProviderOrder(api, 'PayPal', who());
    later(ONE_CLICK_MINUTES); // the shopper took their time at PayPal
    const created = await api.createPaypalSubscription(providerUrls(pending.id));
    await decidePayPal(h, created.token, 'approve');
    const parent = await api.executePaypalSubscription({ orderId: pending.id, subscriptionId: created.subscriptionId });
    later(ONE_CLICK_MINUTES - 1);
    expect((await api.createUpsellOrder(upsellOrder(parent))).status).toBe('Paid');
  });
});

describe('a paid purchase answers its payer only', () => {
  const otherPayer = { status: 409, error: PURCHASE_OF_ANOTHER_PAYER, body: { code: PURCHASE_OF_ANOTHER_PAYER_CODE } };
  /** The purchase's paid order, its answer lost: the key stays on the shared device. */
  const paidPurchase = async () => {
    const email = who();
    const p = purchase();
    const paid = await api.createGuestOrder(guestOrder(contact(email)), p.call());
    return { email, p, paid };
  };
  /** Someone else: an email and a name of their own. */
  const bob = (email = who()) => ({ contact: { email, firstName: 'Bob', lastName: 'Ray', phone: '2065550199' } });
  const namesNoOrder = (error: unknown) => {
    const text = JSON.stringify((error as { body?: unknown }).body);
    return expect(text).not.toMatch(/"order"|@example\.com|Paid/);
  };

  test("the next person's payment under the shopper's key and X-Request-Id gets 409 naming no order, and nothing is charged; the shopper's own repeat, the address typed otherwise, replays the order", async () => {
    const { email, p, paid } = await paidPurchase();
    const options = h.count('payment_options');
    const orders = h.count('orders');
    const error: unknown = await api.createGuestOrder(guestOrder(bob()), p.call()).catch((e: unknown) => e);
    expect(error).toMatchObject(otherPayer);
    namesNoOrder(error);
    expect([h.count('payment_options'), h.count('orders')]).toEqual([options, orders]);
    const again = await api.createGuestOrder(guestOrder(contact(` ${email.toUpperCase()} `)), p.call());
    expect(again.id).toBe(paid.id);
    expect(h.count('orders')).toBe(orders);
  });

  test("the shopper's name with a wallet's other email is the shopper: paying another way is the order already placed, not a second", async () => {
    const { p, paid } = await paidPurchase();
    const gpay = guestOrder({
      ...contact('ann.wallet@example.com'),
      paymentMethod: 'Google Pay',
      card: undefined,
      walletToken: 'gpay-ok',
    });
    await expect(api.createGuestOrder(gpay, p.call())).rejects.toMatchObject({
      status: 409,
      body: { code: ORDER_ALREADY_PLACED_CODE, order: { id: paid.id } },
    });
  });

  test('the tab that paid is the payer whatever its wallet names: its Google Pay after a lost card answer is the order already placed; another tab naming the same is refused', async () => {
    const p = purchase();
    const tab = randomUUID();
    const paid = await api.createGuestOrder(guestOrder(contact(who())), { ...p.call(), purchaseTab: tab });
    const gpay = guestOrder({ ...bob(), paymentMethod: 'Google Pay', card: undefined, walletToken: 'gpay-ok' });
    await expect(api.createGuestOrder(gpay, { ...p.call(), purchaseTab: tab })).rejects.toMatchObject({
      status: 409,
      body: { code: ORDER_ALREADY_PLACED_CODE, order: { id: paid.id } },
    });
    await expect(api.createGuestOrder(gpay, { ...p.call(), purchaseTab: randomUUID() })).rejects.toMatchObject(
      otherPayer,
    );
    await expect(api.createGuestOrder(gpay, p.call())).rejects.toMatchObject(otherPayer);
  });

  test("a pending order's tab is the tab that paid it: a PayPal payment saved and paid in one tab answers that tab", async () => {
    const p = purchase();
    const tab = randomUUID();
    const pending = await api.setOrderGuest(
      guestOrder({ ...contact(who()), paymentMethod: 'PayPal', card: undefined }),
      {
        purchaseId: p.key,
        purchaseTab: tab,
      },
    );
    const created = await api.createPaypalPayment(providerUrls(pending.id), { purchaseId: p.key, purchaseTab: tab });
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    const execute = { orderId: pending.id, paymentId: created.paymentId, PayerID };
    await api.executePaypalPayment(execute, { ...p.call('executepaypalpayment'), purchaseTab: tab });
    const card = guestOrder(bob());
    await expect(api.createGuestOrder(card, { ...p.call(), purchaseTab: tab })).rejects.toMatchObject({
      status: 409,
      body: { code: ORDER_ALREADY_PLACED_CODE, order: { id: pending.id } },
    });
    await expect(api.createGuestOrder(card, { ...p.call(), purchaseTab: randomUUID() })).rejects.toMatchObject(
      otherPayer,
    );
  });

  test('another cart or another way of paying from someone else is refused the same, never with the paid order', async () => {
    const { p } = await paidPurchase();
    const someoneElse = bob();
    for (const body of [
      guestOrder({ ...someoneElse, orderItems: [{ productId: 'AgelessBeautyBalm', units: 6, quantity: 1 }] }),
      guestOrder({ ...someoneElse, paymentMethod: 'Google Pay', card: undefined, walletToken: 'gpay-ok' }),
    ]) {
      const error: unknown = await api.createGuestOrder(body, p.call()).catch((e: unknown) => e);
      expect(error).toMatchObject(otherPayer);
      namesNoOrder(error);
    }
  });

  test("a pending order for PayPal or Amazon Pay under the shopper's key is not created for someone else; the shopper's is", async () => {
    const { email, p } = await paidPurchase();
    const orders = h.count('orders');
    const wallet = (who: ReturnType<typeof bob>) => guestOrder({ ...who, paymentMethod: 'PayPal', card: undefined });
    // As the storefront sends them: the purchase key, each call its own X-Request-Id.
    const keyed = { purchaseId: p.key };
    await expect(api.setOrderGuest(wallet(bob()), keyed)).rejects.toMatchObject(otherPayer);
    await expect(api.setOrder(wallet(bob()), keyed)).rejects.toMatchObject(otherPayer);
    expect(h.count('orders')).toBe(orders);
    await api.setOrderGuest(wallet(contact(email)), keyed);
    expect(h.count('orders')).toBe(orders + 1);
  });

  test("a pending order created without the key, paid with the shopper's key by someone else: refused naming no order, still pending", async () => {
    const { p } = await paidPurchase();
    const pending = await api.setOrderGuest(guestOrder({ ...bob(), paymentMethod: 'PayPal', card: undefined }));
    const created = await api.createPaypalPayment(providerUrls(pending.id));
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    const error: unknown = await api
      .executePaypalPayment(
        { orderId: pending.id, paymentId: created.paymentId, PayerID },
        p.call('executepaypalpayment'),
      )
      .catch((e: unknown) => e);
    expect(error).toMatchObject(otherPayer);
    namesNoOrder(error);
    const held = (await h.readBack<Order[]>('orders')).find((o) => o.id === pending.id);
    expect(held?.status).toBe('Pending');
  });

  test('a purchase not paid yet binds nobody: its key pays whoever pays first, and then answers that payer only', async () => {
    const p = purchase();
    const [ann, bobs] = [who(), who()];
    await api.setOrderGuest(guestOrder({ ...contact(ann), paymentMethod: 'PayPal', card: undefined }), {
      purchaseId: p.key,
    });
    const paid = await api.createGuestOrder(guestOrder(bob(bobs)), p.call());
    expect(paid.customerEmail).toBe(bobs);
    // Ann's pending order was not paid: her repeat is someone else's, told nothing of Bob's order.
    const error: unknown = await api.createGuestOrder(guestOrder(contact(ann)), p.call()).catch((e: unknown) => e);
    expect(error).toMatchObject(otherPayer);
    namesNoOrder(error);
    expect((await api.createGuestOrder(guestOrder(bob(bobs)), p.call())).id).toBe(paid.id);
  });
});

describe('one purchase key, one cart', () => {
  const jars = (units: number) => ({ orderItems: [{ productId: 'AgelessBeautyBalm', units, quantity: 1 }] });
  const cartChanged = (paid: Order) => ({
    status: 409,
    error: PURCHASE_CART_CHANGED,
    body: { code: PURCHASE_CART_CHANGED_CODE, order: { id: paid.id, total: paid.total } },
  });

  test('the key replayed with another package, bump, coupon or shipping is refused with the order it paid; the same cart replays it', async () => {
    const email = who();
    const p = purchase();
    const paid = await api.createGuestOrder(guestOrder({ ...contact(email), ...jars(3) }), p.call());
    const options = h.count('payment_options');
    for (const changed of [
      jars(6),
      { bumpOfferIds: ['BUMP-TEA-SAMPLER'] },
      { coupon: 'GLOW10' },
      { shippingOptionId: 'express' },
    ])
      await expect(
        api.createGuestOrder(guestOrder({ ...contact(email), ...jars(3), ...changed }), p.call()),
      ).rejects.toMatchObject(cartChanged(paid));
    expect(h.count('payment_options')).toBe(options);
    // The same cart, the standard shipping named or left to the default: the first answer again.
    const again = guestOrder({ ...contact(email), ...jars(3), shippingOptionId: 'standard' });
    expect((await api.createGuestOrder(again, p.call())).id).toBe(paid.id);
    // Ordered on purpose as a new purchase, the new cart is a new order.
    expect((await api.createGuestOrder(guestOrder({ ...contact(email), ...jars(6) }), purchase().call())).id).not.toBe(
      paid.id,
    );
  });

  test('a changed cart sent while the first call is still answered waits for it, then is refused naming it', async () => {
    const email = who();
    const p = purchase();
    h.sandbox.faults.add({ path: 'orders/createguest', method: 'POST', delayMs: 400, times: 1 });
    const [first, second] = await Promise.allSettled([
      api.createGuestOrder(guestOrder({ ...contact(email), ...jars(3) }), p.call()),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        api.createGuestOrder(guestOrder({ ...contact(email), ...jars(6) }), p.call()),
      ),
    ]);
    expect(first.status).toBe('fulfilled');
    const paid = (first as PromiseFulfilledResult<Order>).value;
    expect(second).toMatchObject({ status: 'rejected', reason: cartChanged(paid) });
    const held = (await h.readBack<Order[]>('orders')).filter((o) => o.customerEmail === email);
    expect(held.map((o) => o.orderItems.map((i) => i.productVariantName))).toEqual([['3 jars · 90-day supply']]);
  });

  test('the same cart paid another way under the same X-Request-Id is the order already placed, not a replay', async () => {
    const email = who();
    const p = purchase();
    const paid = await api.createGuestOrder(guestOrder(contact(email)), p.call());
    const gpay = guestOrder({
      ...contact(email),
      paymentMethod: 'Google Pay',
      card: undefined,
      walletToken: 'gpay-ok',
    });
    await expect(api.createGuestOrder(gpay, p.call())).rejects.toMatchObject({
      status: 409,
      body: { code: ORDER_ALREADY_PLACED_CODE, order: { id: paid.id, paymentMethod: 'Credit Card' } },
    });
  });

  test('a PayPal order of another cart, paid with a key that paid by card, is refused and stays pending', async () => {
    const email = who();
    const p = purchase();
    const paid = await api.createGuestOrder(guestOrder({ ...contact(email), ...jars(3) }), p.call());
    const pending = await api.setOrderGuest(
      guestOrder({ ...contact(email), ...jars(6), paymentMethod: 'PayPal', card: undefined }),
    );
    const created = await api.createPaypalPayment(providerUrls(pending.id));
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    await expect(
      api.executePaypalPayment(
        { orderId: pending.id, paymentId: created.paymentId, PayerID },
        p.call('executepaypalpayment'),
      ),
    ).rejects.toMatchObject(cartChanged(paid));
    const held = (await h.readBack<Order[]>('orders')).filter((o) => o.customerEmail === email);
    expect(held.map((o) => `${o.paymentMethod} ${o.status}`).toSorted()).toEqual([
      'Credit Card Paid',
      'PayPal Pending',
    ]);
  });
});

describe('a paid order is answered again only to the purchase that paid it', () => {
  /** What a call is refused with, and that its answer names nobody. */
  async function refusedNamingNobody(call: Promise<unknown>, email: string) {
    const refused: unknown = await call.catch((error: unknown) => error);
    // The express checkout's errors carry the whole body as their error (R-API-3), so the code is read from it.
    expect(refused).toMatchObject({ status: 403, body: { code: PURCHASE_KEY_REQUIRED_CODE } });
    expect(JSON.stringify(refused)).not.toContain(email);
  }

  test("an Amazon Pay return opened again (the address in the browser's history): the next person, or curl, gets 403 and no order; the paying tab's repeat gets its order", async () => {
    const email = who();
    const order = await pendingProviderOrder(api, 'Amazon Pay', email);
    const reference = `S01-${randomUUID()}`;
    await api.payWithAmazon({ ...providerUrls(order.id), orderReferenceId: reference });
    await confirmAmazon(h, reference, 'Success');
    const capture = { orderId: order.id, orderReferenceId: reference };
    const paid = await api.captureAmazon(capture);
    for (const purchaseId of [undefined, randomUUID()])
      await refusedNamingNobody(api.captureAmazon(capture, { purchaseId, requestId: randomUUID() }), email);
    // The tab that paid asks again after a lost answer (its key, a new call): its order.
    expect(await api.captureAmazon(capture, { requestId: randomUUID() })).toMatchObject({
      id: paid.id,
      status: 'Paid',
    });
  });

  test('a PayPal payment executed again by anyone but its purchase gets 403 and no order', async () => {
    const email = who();
    const pending = await pendingProviderOrder(api, 'PayPal', email);
    const created = await api.createPaypalPayment(providerUrls(pending.id));
    const PayerID = (await decidePayPal(h, created.token, 'approve')).get('PayerID') ?? '';
    const pay = { orderId: pending.id, paymentId: created.paymentId, PayerID };
    const paid = await api.executePaypalPayment(pay);
    for (const purchaseId of [undefined, randomUUID()])
      await refusedNamingNobody(api.executePaypalPayment(pay, { purchaseId, requestId: randomUUID() }), email);
    expect(await api.executePaypalPayment(pay, { requestId: randomUUID() })).toMatchObject({ id: paid.id });
  });

  test('a paid PayPal subscription is cancelled by its purchase only: a stranger with its id ends nothing', async () => {
    const pending = await pendingProviderOrder(api, 'PayPal', who());
    const created = await api.createPaypalSubscription(providerUrls(pending.id));
    await decidePayPal(h, created.token, 'approve');
    await api.executePaypalSubscription({ orderId: pending.id, subscriptionId: created.subscriptionId });
    const cancel = { subscriptionId: created.subscriptionId };
    for (const purchaseId of [undefined, randomUUID()])
      await expect(api.cancelPaypalSubscription(cancel, { purchaseId })).rejects.toMatchObject(refusedAsStranger);
    const kept = await h.readBack<Order[]>('orders');
    expect(kept.find((o) => o.id === pending.id)).toMatchObject({ status: 'Paid', subscribed: true });
  });

  test("a completed express checkout's payer details (its token is in the return address) are read by its purchase only", async () => {
    const email = who();
    const key = { purchaseId: randomUUID() };
    const pending = await pendingProviderOrder(api, 'PayPal', email, key);
    const set = await api.setExpressCheckout({ ...providerUrls(pending.id), recurring: false });
    const PayerID = (await decidePayPal(h, set.token, 'approve')).get('PayerID') ?? '';
    await api.doExpressCheckout({ orderId: pending.id, token: set.token, PayerID }, key);
    for (const purchaseId of [undefined, randomUUID()])
      await refusedNamingNobody(api.getExpressCheckoutDetail({ token: set.token }, { purchaseId }), email);
    expect(await api.getExpressCheckoutDetail({ token: set.token }, key)).toMatchObject({ token: set.token, email });
  });

  test('a PayPal subscription not yet paid is cancelled by its purchase only: its id in the return address cancels nothing', async () => {
    const key = { purchaseId: randomUUID() };
    const pending = await pendingProviderOrder(api, 'PayPal', who(), key);
    const created = await api.createPaypalSubscription(providerUrls(pending.id), key);
    await decidePayPal(h, created.token, 'approve');
    const cancel = { subscriptionId: created.subscriptionId };
    for (const purchaseId of [undefined, randomUUID()])
      await expect(api.cancelPaypalSubscription(cancel, { purchaseId })).rejects.toMatchObject(refusedAsStranger);
    const paid = await api.executePaypalSubscription(
      { orderId: pending.id, subscriptionId: created.subscriptionId },
      key,
    );
    expect(paid).toMatchObject({ status: 'Paid', subscribed: true });
    expect(await api.cancelPaypalSubscription(cancel, key)).toMatchObject({ status: 'Cancelled' });
  });
});
