/**
 * The sandbox's purchase guards as functions over a database of their own (HTTP tests:
 * purchase-rules, one-purchase, one-offer): the order a provider call pays (pendingOrder): it exists, is still pending, and is not an offer
 * bought already after its parent (R-ORD-3); a purchase paid once is not paid again another way; an
 * add-on is its buyer's; and the provider pages' return and cancel addresses
 * (withParams): a path stays a path, an address stays whole.
 */
import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SandboxContext } from '../../../sandbox/context.ts';
import { openDatabase } from '../../../sandbox/db.ts';
import { orderFacts } from '../../../sandbox/orders-store.ts';
import { pendingOrder, withParams } from '../../../sandbox/pending-order.ts';
import { onError, Problem } from '../../../sandbox/problems.ts';
import {
  assertBuyer,
  assertOneClickOpen,
  assertOrderBuyer,
  payingPurchase,
  purchaseOf,
  purchaseRules,
  purchaseTabOf,
} from '../../../sandbox/purchase.ts';
import { ORDER_ALREADY_PLACED, ORDER_ALREADY_PLACED_CODE } from '../../../src/domain/checkout/one-order.ts';
import { OFFER_ALREADY_ADDED } from '../../../src/domain/messages/upsell.ts';
import { OFFER_ENDED_CODE, PURCHASE_KEY_REQUIRED_CODE } from '../../../src/domain/upsell/add-on-refusal.ts';
import { ONE_CLICK_MINUTES } from '../../../src/domain/upsell/one-click.ts';

let db: DatabaseSync;
let seq = 0;
beforeEach(() => {
  db = openDatabase(':memory:');
});

/** What else an order's row holds: its purchase key, way of paying, cart and time paid. */
interface Extra {
  purchaseId?: string;
  paymentMethod?: string;
  cart?: string;
  paidAt?: string;
  /** The contact email and name it was placed with (else one shopper's, the same for every order). */
  email?: string;
  name?: string;
}

/** Stores an order of `sfids` with the columns the rules read. */
function order(id: string, status: string, parentId: string | null = null, sfids = ['elixir'], extra: Extra = {}) {
  const paymentMethod = extra.paymentMethod ?? 'Credit Card';
  const data = {
    id,
    status,
    paymentMethod,
    customerEmail: extra.email ?? 'ann.lee@example.com',
    customerName: extra.name ?? 'Ann Lee',
    parrentUpsellOrderId: parentId,
    orderItems: sfids.map((productVariantId) => ({ productVariantId })),
  };
  db.prepare(
    `INSERT INTO orders (id, seq, name, account_id, parent_id, order_type, status, payment_method, total_cents, data,
       created_at, purchase_id, cart, paid_at)
     VALUES (?, ?, ?, 'acc', ?, ?, ?, ?, 100, ?, '2026-11-27T00:00:00Z', ?, ?, ?)`,
  ).run(
    id,
    ++seq,
    `IB-${seq}`,
    parentId,
    parentId ? 'Upsell' : 'Normal',
    status,
    paymentMethod,
    JSON.stringify(data),
    extra.purchaseId ?? null,
    extra.cart ?? null,
    extra.paidAt ?? null,
  );
  return data;
}

/** What `work` is refused with: the status and body the route answers (undefined when it passes). */
function refusedWith(work: () => unknown) {
  try {
    work();
  } catch (error) {
    if (error instanceof Problem) return { status: error.status, body: error.body };
    throw error;
  }
  return undefined;
}
const refusal = (id: string) => refusedWith(() => pendingOrder(db, id));

/** A call's context as the rules read it: its X-Purchase-Id header. */
const call = (purchaseId?: string) =>
  ({ req: { header: (name: string) => (name === 'X-Purchase-Id' ? purchaseId : undefined) } }) as unknown as Context;

describe('pendingOrder', () => {
  test('an unknown order is a 400 naming it', () => {
    expect(refusal('nope')).toEqual({ status: 400, body: { error: "orderId: unknown order 'nope'" } });
  });

  test('a parent order paid or cancelled already is a 409 saying which', () => {
    order('p1', 'Paid');
    order('p2', 'Cancelled');
    expect(refusal('p1')).toEqual({ status: 409, body: { error: 'orderId: the order is already paid' } });
    expect(refusal('p2')).toEqual({ status: 409, body: { error: 'orderId: the order is already cancelled' } });
  });

  test('a pending parent order, or a pending offer nothing else bought, is the order', () => {
    order('p1', 'Paid');
    const parent = order('p3', 'Pending');
    order('u0', 'Paid', 'p1', ['serum']);
    order('u1', 'Pending', 'p1', ['elixir']);
    const upsell = order('u2', 'Pending', 'p1', ['elixir']);
    expect(pendingOrder(db, 'p3')).toEqual(parent);
    expect(pendingOrder(db, 'u2')).toEqual(upsell);
  });

  test('an offer paid already is a 409 OFFER_ALREADY_ADDED naming the paid order, whichever of its orders is named', () => {
    order('p1', 'Paid');
    order('u1', 'Paid', 'p1', ['tea', 'elixir']);
    order('u2', 'Pending', 'p1', ['elixir']);
    const added = (orderId: string) => ({
      status: 409,
      body: { error: OFFER_ALREADY_ADDED, code: 'OFFER_ALREADY_ADDED', orderId },
    });
    expect(refusal('u1'), 'the paid one again').toEqual(added('u1'));
    expect(refusal('u2'), 'another order of the same offer').toEqual(added('u1'));
  });
});

describe('withParams', () => {
  test('a path keeps its own query and fragment and stays on the site', () => {
    expect(withParams('/upsell-elixir?uid=A1&step=6#offer', { token: 'T1', paypal: 'true' })).toBe(
      '/upsell-elixir?uid=A1&step=6&token=T1&paypal=true#offer',
    );
  });

  test('a parameter the address has already is replaced, not repeated', () => {
    expect(withParams('/receipt?token=old', { token: 'new' })).toBe('/receipt?token=new');
  });

  test('an http or https address keeps its origin', () => {
    expect(withParams('https://shop.example/thank-you', { action: 'cancel' })).toBe(
      'https://shop.example/thank-you?action=cancel',
    );
    expect(withParams('http://localhost:4321/os?x=1', { token: 'T' })).toBe('http://localhost:4321/os?x=1&token=T');
  });

  test('a path that merely names an address in its query is still a path', () => {
    expect(withParams('/back?next=https://shop.example/', { token: 'T' })).toBe(
      '/back?next=https%3A%2F%2Fshop.example%2F&token=T',
    );
  });
});

describe('purchaseOf, purchaseTabOf', () => {
  const sent = (header: string, value?: string) =>
    ({ req: { header: (name: string) => (name === header ? value : undefined) } }) as unknown as Context;

  test.each([
    ['X-Purchase-Id', purchaseOf],
    ['X-Purchase-Tab', purchaseTabOf],
  ])('%s: up to 200 characters is the value; a longer one is a 400; none is none', (header, read) => {
    expect(read(sent(header, 'k'.repeat(200)))).toBe('k'.repeat(200));
    expect(refusedWith(() => read(sent(header, 'k'.repeat(201))))).toEqual({
      status: 400,
      body: { error: `${header}: at most 200 characters` },
    });
    expect(read(sent(header))).toBeUndefined();
    expect(read(sent(header, ''))).toBeUndefined();
  });
});

describe('the buyer of an add-on or a pending order', () => {
  // R-ORD-3: the refusal says why in words, besides the code the storefront reads.
  const stranger = {
    status: 403,
    body: expect.objectContaining({ error: expect.stringMatching(/\w/), code: PURCHASE_KEY_REQUIRED_CODE }),
  };

  test('an unknown parent is refused like a stranger, with a key or without', () => {
    expect(refusedWith(() => assertBuyer(call(), db, 'nope'))).toEqual(stranger);
    expect(refusedWith(() => assertBuyer(call('K1'), db, 'nope'))).toEqual(stranger);
  });

  test('a parent order created or paid with a key is named by that key only; an unknown one is refused alike', () => {
    order('p1', 'Pending', null, ['balm'], { purchaseId: 'K1' });
    order('p2', 'Paid', null, ['balm'], { purchaseId: 'K2' });
    for (const key of [undefined, 'K2'])
      expect(refusedWith(() => assertOrderBuyer(call(key), db, 'p1'))).toEqual(stranger);
    expect(refusedWith(() => assertOrderBuyer(call('K1'), db, 'p2'))).toEqual(stranger);
    expect(refusedWith(() => assertOrderBuyer(call('K1'), db, 'p1'))).toBeUndefined();
    expect(refusedWith(() => assertOrderBuyer(call('K2'), db, 'p2'))).toBeUndefined();
    for (const key of [undefined, 'K1'])
      expect(refusedWith(() => assertOrderBuyer(call(key), db, 'nope'))).toEqual(stranger);
  });

  test('a parent order created without a key (another client) is bound to none', () => {
    order('p1', 'Pending');
    for (const key of [undefined, 'K1'])
      expect(refusedWith(() => assertOrderBuyer(call(key), db, 'p1'))).toBeUndefined();
  });

  test('the one-click window: an unknown parent or one paid before it was recorded is open; one paid long ago is not', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    order('p1', 'Paid');
    order('p2', 'Paid', null, ['balm'], {
      paidAt: new Date(now.getTime() - (ONE_CLICK_MINUTES + 1) * 60_000).toISOString(),
    });
    expect(refusedWith(() => assertOneClickOpen(db, 'nope', now))).toBeUndefined();
    expect(refusedWith(() => assertOneClickOpen(db, 'p1', now))).toBeUndefined();
    expect(refusedWith(() => assertOneClickOpen(db, 'p2', now))).toEqual({
      status: 410,
      body: { error: expect.stringMatching(/\w/), code: OFFER_ENDED_CODE },
    });
  });
});

describe('payingPurchase', () => {
  test('a pending order of a purchase paid already is refused naming the paid order; an add-on is not bound by it', () => {
    const paid = order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1' });
    order('p2', 'Pending');
    order('u1', 'Pending', 'p1');
    expect(refusedWith(() => payingPurchase(call('K1'), db, pendingOrder(db, 'p2')))).toEqual({
      status: 409,
      body: { error: ORDER_ALREADY_PLACED, code: ORDER_ALREADY_PLACED_CODE, order: paid },
    });
    expect(refusedWith(() => payingPurchase(call('K1'), db, pendingOrder(db, 'u1')))).toBeUndefined();
  });

  test('an open purchase: what it returns records the key on the order it pays', () => {
    order('p2', 'Pending');
    const record = payingPurchase(call('K2'), db, pendingOrder(db, 'p2'));
    expect(orderFacts(db, 'p2')?.purchaseId).toBeUndefined();
    record();
    expect(orderFacts(db, 'p2')?.purchaseId).toBe('K2');
  });
});

describe('purchaseRules: a paying call of a paid purchase', () => {
  /** The rules in front of a route that answers 200 to whatever reaches it. */
  const app = () => {
    const a = new Hono();
    a.use('*', purchaseRules({ db } as SandboxContext));
    a.all('*', (c) => c.json({ reached: true }));
    a.onError(onError);
    return a;
  };
  const send = (path: string, body: unknown, key = 'K1', method = 'POST') =>
    app().request(path, { method, headers: { 'X-Purchase-Id': key }, body: JSON.stringify(body) });

  test('the same way of paying reaches the route (which answers for the order); another way is refused', async () => {
    order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1', paymentMethod: 'PayPal' });
    order('p2', 'Pending', null, ['balm'], { cart: 'c2' });
    order('a1', 'Paid', null, ['balm'], { purchaseId: 'K2', paymentMethod: 'Amazon Pay' });
    for (const name of ['executepaypalpayment', 'executepaypalsubscription', 'doexpresscheckout'])
      expect((await send(`/proxy/api/orders/${name}`, { orderId: 'p2' })).status, name).toBe(200);
    for (const name of ['payamazonsub', 'captureamazon'])
      expect((await send(`/proxy/api/orders/${name}`, { orderId: 'p2' }, 'K2')).status, name).toBe(200);
    expect((await send('/proxy/api/orders/payamazonsub', { orderId: 'p2' })).status).toBe(409);
    order('c1', 'Paid', null, ['balm'], { purchaseId: 'K3' });
    for (const name of ['executepaypalsubscription', 'doexpresscheckout', 'payamazonsub', 'captureamazon'])
      expect((await send(`/proxy/api/orders/${name}`, { orderId: 'p2' }, 'K3')).status, `${name} after a card`).toBe(
        409,
      );
  });

  test('a call naming the way in its body: the same reaches the route, none or another is not refused or is', async () => {
    order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1' });
    order('p2', 'Pending');
    const path = '/proxy/api/orders/createtransaction';
    expect((await send(path, { orderId: 'p2', paymentMethod: 'Credit Card' })).status).toBe(200);
    expect((await send(path, { orderId: 'p2' })).status, 'no way named: the route says so').toBe(200);
    expect((await send(path, { orderId: 'p2', paymentMethod: 'PayPal' })).status).toBe(409);
  });

  test('what is not a paying call of a known parent order reaches the route', async () => {
    order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1' });
    order('p2', 'Pending', null, ['balm'], { cart: 'c2' });
    order('u1', 'Pending', 'p1');
    const paypal = '/proxy/api/orders/executepaypalpayment';
    expect((await send(paypal, { orderId: 'nope' })).status, 'an unknown order').toBe(200);
    expect((await send(paypal, { orderId: 'u1' })).status, 'an add-on').toBe(200);
    expect((await send(paypal, null)).status, 'a body of null').toBe(200);
    expect((await send('/proxy/api/orders/createguest', null)).status, 'a cart of null').toBe(200);
    expect((await send('/orders/executepaypalpayment', { orderId: 'p2' })).status, 'not an API path').toBe(200);
    expect((await send(paypal, { orderId: 'p2' }, 'K1', 'PUT')).status, 'not a POST').toBe(200);
    expect((await send(paypal, { orderId: 'p2' })).status, 'the check itself').toBe(409);
  });

  test("a call from someone but the paid order's payer is refused naming no order, before the cart and the way of paying; the payer's is not", async () => {
    order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1', email: 'Ann.Lee@example.com' });
    order('p2', 'Pending', null, ['balm'], { email: 'bob@example.com', name: 'Bob Ray' });
    order('p3', 'Pending', null, ['balm'], { email: ' ann.lee@EXAMPLE.com ', name: 'Bob Ray' });
    order('p4', 'Pending', null, ['balm'], { email: 'ann.wallet@example.com', name: ' ann  LEE ' });
    const paypal = '/proxy/api/orders/executepaypalpayment';
    const refused = await send(paypal, { orderId: 'p2' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'This purchase was paid on an earlier try: nothing more was charged',
      code: 'PURCHASE_OF_ANOTHER_PAYER',
    });
    const payers = await send(paypal, { orderId: 'p3' });
    expect(await payers.json(), "the payer's email: the way of paying is the rule then").toMatchObject({
      code: 'ORDER_ALREADY_PLACED',
    });
    const named = await send(paypal, { orderId: 'p4' });
    expect(await named.json(), "the payer's name, a wallet's other email").toMatchObject({
      code: 'ORDER_ALREADY_PLACED',
    });
    expect((await send(paypal, { orderId: 'p2' }, 'K9')).status, 'a purchase not paid binds nobody').toBe(200);
  });

  test('a purchase paid before carts were recorded refuses no cart for that reason', async () => {
    order('p1', 'Paid', null, ['balm'], { purchaseId: 'K1', paymentMethod: 'PayPal' });
    order('p2', 'Pending', null, ['balm'], { cart: 'c2' });
    order('p3', 'Paid', null, ['balm'], { purchaseId: 'K3', paymentMethod: 'PayPal', cart: 'c1' });
    expect((await send('/proxy/api/orders/executepaypalpayment', { orderId: 'p2' })).status).toBe(200);
    const changed = await send('/proxy/api/orders/executepaypalpayment', { orderId: 'p2' }, 'K3');
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({ code: 'PURCHASE_CART_CHANGED' });
  });
});
