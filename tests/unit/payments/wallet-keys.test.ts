/**
 * One purchase, one order, whatever the way of paying: the wallets send the session's one
 * parent-order key, kept across taps, reloads and tabs as the card's is, and a new one only after a
 * definite answer that created nothing. The payments and the state layer load as a page (or a
 * second tab) does, over the shared localStorage, with a recorded API client.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type Order } from '../../../src/api/client.ts';
import {
  ORDER_ALREADY_PLACED,
  ORDER_ALREADY_PLACED_CODE,
  PURCHASE_CART_CHANGED,
  PURCHASE_CART_CHANGED_CODE,
  PURCHASE_OF_ANOTHER_PAYER,
  PURCHASE_OF_ANOTHER_PAYER_CODE,
} from '../../../src/domain/checkout/one-order.ts';
import { PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE } from '../../../src/domain/messages.ts';
import type { WalletCart } from '../../../src/domain/wallets/cart.ts';
import type { GooglePaymentsClient } from '../../../src/payments/google-pay.ts';
import { MapStorage, removeGlobals } from '../state/fake-storage.ts';
import { contractOrder } from './contract-order.ts';
import { sessionPage } from './session-page.ts';

const order = { id: 'ord-1', name: 'IB-000001', total: 91.63, paymentMethod: 'Google Pay' } as Order;
const lost = new ApiError({ kind: 'timeout', status: 0, error: PAYMENT_SERVICE_UNAVAILABLE, message: 'timed out' });
const declined = new ApiError({ kind: 'http', status: 402, error: PAYMENT_FAILED, message: PAYMENT_FAILED });
/** A 409 of the API with `error` as its message and `body` as its answer. */
const conflict = (error: string, body: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status: 409, error, message: error, body });

/** The API: answers `results` in turn, recording each call's name, X-Request-Id and X-Purchase-Id. */
const sent: [string, string | undefined, string | undefined][] = [];
let results: (Order | Error)[] = [];
const answer = (name: string) =>
  vi.fn(async (_request: unknown, options?: { requestId?: string; purchaseId?: string }) => {
    sent.push([name, options?.requestId, options?.purchaseId]);
    const next = results.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return next;
  });

let local: MapStorage;
beforeEach(() => {
  local = new MapStorage();
  sent.length = 0;
  results = [];
});
afterEach(() => removeGlobals());

/** A page of the session (a reload or a second tab shares `local`). */
async function page() {
  const client = { createGuestOrder: answer('createguest'), captureAmazon: answer('captureamazon') };
  vi.doMock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));
  const { state } = await sessionPage(local);
  const google = await import('../../../src/payments/google-pay.ts');
  const keys = await import('../../../src/payments/order-key.ts');
  const paid = await import('../../../src/payments/paid-order.ts');
  return { state, google, keys, paid };
}

const cart: WalletCart = {
  items: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }] as WalletCart['items'],
  bumpOfferIds: [],
  subscription: false,
  estimatedTotal: 89,
};
const address = {
  name: 'Gia Pay',
  address1: '1 Main St',
  locality: 'Springfield',
  administrativeArea: 'IL',
  postalCode: '62701',
  countryCode: 'US',
  phoneNumber: '2175550100',
};
/** The Google Pay sheet, answering with a new token on every tap. */
let taps = 0;
const sheet: GooglePaymentsClient = {
  isReadyToPay: async () => ({ result: true }),
  loadPaymentData: async () => ({
    email: 'gia@example.com',
    shippingAddress: address,
    paymentMethodData: { tokenizationData: { token: `tok-${++taps}` }, info: { billingAddress: address } },
  }),
  createButton: () => ({}) as HTMLElement,
};

const keysOf = (name: string) => sent.filter(([n]) => n === name).map(([, key]) => key);

describe('R-PAY-6: Google Pay keeps the parent order’s key across taps, as the card does', () => {
  test('a lost answer, a second tap and a second tab send the same X-Request-Id', async () => {
    const { google } = await page();
    results = [lost, lost];
    await expect(google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(lost);
    await expect(google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(lost);
    const tab = await page();
    results = [order];
    expect(await tab.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).toBe(order);
    const keys = keysOf('createguest');
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  });

  test('a decline created nothing: the next tap is a new order with a new key', async () => {
    const { google } = await page();
    results = [declined, order];
    await expect(google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(declined);
    expect(await google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).toBe(order);
    const [first, second] = keysOf('createguest');
    expect(first).not.toBe(second);
  });

  test('the card and the wallets share the one key: switching method after a lost answer replays, never adds', async () => {
    const { state, google } = await page();
    const cardKey = state.orderRequestId();
    results = [order];
    await google.payWithGooglePay(sheet, cart, 'Shop', ['US']);
    expect(keysOf('createguest')).toEqual([cardKey]);
  });
});

describe('R-PAY-2, R-PAY-3: a provider’s pay call carries the parent order’s key for that call', () => {
  test('the same key for the same call on every try; another call, another key; a new parent key, new call keys', async () => {
    const { state, keys } = await page();
    const capture = (o: { requestId?: string; purchaseId?: string }) => answer('captureamazon')(undefined, o);
    results = [lost, order];
    await expect(keys.payParentOrder(capture, 'captureamazon')).rejects.toBe(lost);
    await keys.payParentOrder(capture, 'captureamazon');
    const [first, again] = keysOf('captureamazon');
    expect(again).toBe(first);
    expect(first).not.toBe(state.orderRequestId());
    expect(first?.startsWith(state.orderRequestId())).toBe(true);
    results = [declined];
    await expect(keys.payParentOrder(capture, 'payamazonsub')).rejects.toBe(declined);
    expect(first?.startsWith(state.orderRequestId())).toBe(false);
  });

  test('every call of the purchase names it in X-Purchase-Id: the parent order’s one key, whatever the call', async () => {
    const { state, google, keys } = await page();
    const capture = (o: { requestId?: string; purchaseId?: string }) => answer('captureamazon')(undefined, o);
    results = [lost, order];
    await expect(google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(lost);
    await keys.payParentOrder(capture, 'captureamazon');
    expect(sent.map(([, , purchase]) => purchase)).toEqual([state.orderRequestId(), state.orderRequestId()]);
  });

  test('paying another way after an unseen payment: the API’s 409 ORDER_ALREADY_PLACED resolves with the paid order, marked earlier, and keeps the key', async () => {
    const { state, keys, paid } = await page();
    const key = state.orderRequestId();
    // The order as the API sends it (the contract's whole Order: the page reads it with the contract's schema).
    const paidByCard = contractOrder(order.id, 'Credit Card');
    const placed = conflict(ORDER_ALREADY_PLACED, {
      error: ORDER_ALREADY_PLACED,
      code: ORDER_ALREADY_PLACED_CODE,
      order: paidByCard,
    });
    const capture = (o: { requestId?: string; purchaseId?: string }) => answer('captureamazon')(undefined, o);
    results = [placed];
    const got = await keys.payParentOrder(capture, 'captureamazon');
    expect(got).toMatchObject({ id: order.id, paymentMethod: 'Credit Card' });
    expect(paid.paidEarlier(got)).toBe(true);
    expect(state.orderRequestId()).toBe(key);

    // Said paid, with an order the page cannot read: an error, and the key stays (no second purchase).
    const unreadable = conflict(ORDER_ALREADY_PLACED, {
      error: ORDER_ALREADY_PLACED,
      code: ORDER_ALREADY_PLACED_CODE,
      order: { id: 'x' },
    });
    results = [unreadable];
    await expect(keys.payParentOrder(capture, 'captureamazon')).rejects.toBe(unreadable);
    expect(state.orderRequestId()).toBe(key);

    // Another 409 (an offer already added, a reused key) is a refusal like any other: the key goes.
    const other = new ApiError({ kind: 'http', status: 409, error: 'x', message: 'x', body: { error: 'x' } });
    results = [other, order];
    await expect(keys.payParentOrder(capture, 'captureamazon')).rejects.toBe(other);
    expect(state.orderRequestId()).not.toBe(key);
    expect(paid.paidEarlier(await keys.payParentOrder(capture, 'captureamazon'))).toBe(false);
  });

  test('paid earlier for another cart: 409 PURCHASE_CART_CHANGED resolves with that order, recorded as the other cart, and keeps the key', async () => {
    const { state, keys, paid } = await page();
    const key = state.orderRequestId();
    const changed = conflict(PURCHASE_CART_CHANGED, {
      code: PURCHASE_CART_CHANGED_CODE,
      order: contractOrder(order.id, 'Credit Card'),
    });
    const capture = (o: { requestId?: string; purchaseId?: string }) => answer('captureamazon')(undefined, o);
    results = [changed];
    const got = await keys.payParentOrder(capture, 'captureamazon');
    expect(got).toMatchObject({ id: order.id });
    expect(paid.paidEarlier(got)).toBe(true);
    expect(state.orderRequestId()).toBe(key);
    // The page records it as paid earlier for another cart and stays (no move on).
    expect(paid.finishPaidOrder(got)).toBe(false);
    expect(state.placedOrder.get()).toMatchObject({ orderId: order.id, paidEarlier: true, otherCart: true });
  });

  test('paid earlier the same cart (ORDER_ALREADY_PLACED) is recorded as paid earlier, not as another cart', async () => {
    const { state, keys, paid } = await page();
    const placed = conflict(ORDER_ALREADY_PLACED, {
      code: ORDER_ALREADY_PLACED_CODE,
      order: contractOrder(order.id, 'Credit Card'),
    });
    results = [placed];
    const got = await keys.payParentOrder((o) => answer('captureamazon')(undefined, o));
    expect(keysOf('captureamazon')).toEqual([state.orderRequestId()]);
    expect(paid.finishPaidOrder(got)).toBe(false);
    expect(state.placedOrder.get()).toMatchObject({ paidEarlier: true });
    expect(state.placedOrder.get()?.otherCart).toBeUndefined();
  });

  test('a 409 without a body, another status naming the code, or a failure that is no error at all, is passed on as it is: a refusal forgets the key', async () => {
    const { state, keys } = await page();
    const key = state.orderRequestId();
    const bare = new ApiError({ kind: 'http', status: 409, error: 'x', message: 'x' });
    results = [bare];
    await expect(keys.payParentOrder((o) => answer('captureamazon')(undefined, o), 'captureamazon')).rejects.toBe(bare);
    expect(state.orderRequestId()).not.toBe(key);
    // Only a 409 can say the purchase was paid: another refusal naming the code is still a refusal.
    const named = new ApiError({
      kind: 'http',
      status: 400,
      error: 'x',
      message: 'x',
      body: { code: ORDER_ALREADY_PLACED_CODE, order: contractOrder(order.id, 'Credit Card') },
    });
    const before = state.orderRequestId();
    results = [named];
    await expect(keys.payParentOrder((o) => answer('captureamazon')(undefined, o), 'captureamazon')).rejects.toBe(
      named,
    );
    expect(state.orderRequestId()).not.toBe(before);
    // Some provider scripts reject with nothing: that is passed on unchanged, and as no sign of a paid order the key goes.
    const next = state.orderRequestId();
    await expect(keys.payParentOrder(() => Promise.reject(undefined), 'captureamazon')).rejects.toBeUndefined();
    await expect(keys.payParentOrder(() => Promise.reject(null), 'captureamazon')).rejects.toBeNull();
    expect(state.orderRequestId()).not.toBe(next);
  });

  test('a call after the paid order (createrecurringpayment) carries the order’s key for that call and the purchase’s key, and its refusal keeps the key', async () => {
    const { state, keys } = await page();
    const key = state.orderRequestId();
    results = [declined];
    const recurring = (o: { requestId?: string; purchaseId?: string }) =>
      answer('createrecurringpayment')(undefined, o);
    await expect(keys.afterPaidOrder(recurring, 'createrecurringpayment')).rejects.toBe(declined);
    expect(sent).toEqual([['createrecurringpayment', `${key}:createrecurringpayment`, key]]);
    expect(state.orderRequestId()).toBe(key);
  });

  test('outcomeUnknown: no answer, a 5xx or an unreadable 2xx may have paid; a 4xx or a local error did not', async () => {
    const { keys } = await page();
    expect(keys.outcomeUnknown(lost)).toBe(true);
    expect(keys.outcomeUnknown(new ApiError({ kind: 'invalid-response', status: 200, error: 'x', message: 'x' }))).toBe(
      true,
    );
    expect(keys.outcomeUnknown(new ApiError({ kind: 'http', status: 503, error: 'x', message: 'x' }))).toBe(true);
    expect(keys.outcomeUnknown(declined)).toBe(false);
    expect(keys.outcomeUnknown('Sorry, but the information regarding your order is missing')).toBe(false);
  });
});

describe("a shared device: the key a tab adopted is someone else's paid purchase", () => {
  const anotherPayer = () => conflict(PURCHASE_OF_ANOTHER_PAYER, { code: PURCHASE_OF_ANOTHER_PAYER_CODE });
  /** The last shopper's Google Pay payment, its answer lost: the device keeps its key, marked sent. */
  async function lastShoppersKey(): Promise<string> {
    const first = await page();
    results = [lost];
    await expect(first.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(lost);
    return keysOf('createguest')[0] ?? '';
  }

  test("the next person's payment, refused as another payer's, goes once more under a key of their own (not one that follows the last shopper's), which their add-ons carry", async () => {
    const theirs = await lastShoppersKey();
    const next = await page();
    expect(next.state.purchaseKey(), 'an adopted key that was sent to pay carries no add-ons').toBeUndefined();
    results = [anotherPayer(), order];
    expect(await next.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).toBe(order);
    const [, refused, own] = sent.filter(([n]) => n === 'createguest');
    expect(refused).toEqual(['createguest', theirs, theirs]);
    expect(own?.[1]).toBe(own?.[2]);
    expect(own?.[1]?.startsWith(theirs)).toBe(false);
    expect(next.state.purchaseKey()).toBe(own?.[1]);
  });

  test('only once: a second refusal is passed on; another 409 is no reason to start afresh', async () => {
    await lastShoppersKey();
    const next = await page();
    const twice = anotherPayer();
    results = [anotherPayer(), twice];
    await expect(next.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(twice);
    expect(keysOf('createguest')).toHaveLength(3);
    const other = conflict('x', { code: 'SOMETHING_ELSE' });
    results = [other];
    const before = next.state.orderRequestId();
    await expect(next.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(other);
    expect(keysOf('createguest')).toHaveLength(4);
    expect(next.state.orderRequestId().startsWith(before)).toBe(true);
  });

  test('each call of the purchase names its tab (X-Purchase-Tab): the same on every tap of a tab, another in another tab', async () => {
    const tabs: (string | undefined)[] = [];
    const capture = (o: { purchaseTab?: string }) => {
      tabs.push(o.purchaseTab);
      return Promise.reject(lost);
    };
    const first = await page();
    await expect(first.keys.payParentOrder(capture)).rejects.toBe(lost);
    await expect(first.keys.createUnderPurchaseKey(capture)).rejects.toBe(lost);
    const second = await page();
    await expect(second.keys.payParentOrder(capture)).rejects.toBe(lost);
    expect(tabs[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(tabs[1]).toBe(tabs[0]);
    expect(tabs[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(tabs[2]).not.toBe(tabs[0]);
    expect(JSON.stringify([...local.data]), 'never on the device').not.toContain(tabs[0]);
  });

  test('the tab that paid with the key itself never starts afresh on that answer: it passes it on and keeps the key, so nothing is paid twice', async () => {
    const own = await page();
    results = [lost];
    await expect(own.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(lost);
    const key = own.state.orderRequestId();
    const refused = anotherPayer();
    results = [refused];
    await expect(own.google.payWithGooglePay(sheet, cart, 'Shop', ['US'])).rejects.toBe(refused);
    expect(keysOf('createguest')).toEqual([key, key]);
    expect(own.state.orderRequestId()).toBe(key);
  });

  test("the pending order a provider then pays is saved under the next person's own key when the adopted one is refused", async () => {
    const theirs = await lastShoppersKey();
    const next = await page();
    const saved: (string | undefined)[] = [];
    let refuse = true;
    const pending = await next.keys.createUnderPurchaseKey(async (o) => {
      saved.push(o.purchaseId);
      if (refuse) {
        refuse = false;
        throw anotherPayer();
      }
      return order;
    });
    expect(pending).toBe(order);
    expect(saved[0]).toBe(theirs);
    expect(saved[1]).toBeTruthy();
    expect(saved[1]?.startsWith(theirs)).toBe(false);
    expect(next.state.orderRequestId()).toBe(saved[1]);
  });
});
