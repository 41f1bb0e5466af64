import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SHARED_KEY_MINUTES } from '../../../src/domain/checkout/one-order.ts';
import { MapStorage, removeGlobals, installGlobal } from './fake-storage.ts';

let local: MapStorage;

/**
 * The state layer as a page loads it over the device's localStorage: in a tab of its own, or in
 * the tab whose session storage is `tab` (a reload, the next page).
 */
async function page(tab = new MapStorage()) {
  removeGlobals();
  installGlobal('localStorage', local);
  installGlobal('sessionStorage', tab);
  vi.resetModules();
  return import('../../../src/state/index.ts');
}

beforeEach(() => {
  local = new MapStorage();
});
afterEach(() => removeGlobals());

const order = {
  orderId: 'O-1',
  name: 'IKB-000001',
  total: 59,
  paymentMethod: 'Credit Card',
  onward: '/upsell-serum?uid=RENEW01&step=3',
  placedAt: '2026-11-23T10:00:00.000Z',
};

describe('the checkout store (one purchase, one order)', () => {
  test('a reload or a second tab of the session sends the same X-Request-Id', async () => {
    const first = await page();
    first.setSessionId('sess-1', true);
    const key = first.orderRequestId();
    const second = await page();
    expect(second.orderRequestId()).toBe(key);
  });

  test('once paid, the pages of the tab see the placed order; the device holds neither it nor its key, so a tab opened later starts clean', async () => {
    const tab = new MapStorage();
    const first = await page(tab);
    first.setSessionId('sess-1', true);
    const key = first.orderRequestId();
    expect(local.getItem('checkout')).toContain(key); // unpaid: shared with the tabs opening meanwhile
    first.recordPlacedOrder(order);
    expect(local.getItem('checkout')).toBeNull();
    expect((await page(tab)).placedOrder.get()).toEqual(order);
    const later = await page();
    expect(later.placedOrder.get()).toBeUndefined();
    expect(later.orderRequestId()).not.toBe(key);
    expect(JSON.stringify([...local.data, ...tab.data])).not.toMatch(/4111/);
  });

  test(`an unpaid key is shared for ${SHARED_KEY_MINUTES} minutes after a tab last used it; a tab keeps its own key`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
      const first = await page();
      first.setSessionId('sess-1', true);
      const key = first.orderRequestId();
      vi.setSystemTime(new Date('2026-11-23T10:29:00.000Z'));
      const tab = new MapStorage();
      const second = await page(tab);
      expect(second.orderRequestId()).toBe(key); // and it uses it now: shared for another 30 minutes
      vi.setSystemTime(new Date('2026-11-23T11:00:00.000Z'));
      const third = await page();
      const own = third.orderRequestId();
      expect(own).not.toBe(key);
      expect((await page(tab)).orderRequestId()).toBe(key); // the second tab's purchase stays its own
    } finally {
      vi.useRealTimers();
    }
  });

  test('whatever key a purchase draws, it is kept: none looks like a card number to the save path', async () => {
    // A key with a card's digit groups would be dropped by the card redaction, and the next tap
    // would draw another: one in 200 UUIDs has them, so 3,000 draws meet several.
    const s = await page();
    s.setSessionId('sess-1', true);
    const lost: string[] = [];
    for (let i = 0; i < 3000; i++) {
      s.forgetAttempt();
      const key = s.orderRequestId();
      if (s.purchaseKey() !== key || !local.getItem('checkout')?.includes(key)) lost.push(key);
    }
    expect(lost).toEqual([]);
  });

  test('R-SES-1: a new session has no placed order and a new key', async () => {
    const tab = new MapStorage();
    const first = await page(tab);
    first.setSessionId('sess-1', true);
    const key = first.orderRequestId();
    first.recordPlacedOrder(order);
    const next = await page(tab);
    next.setSessionId('sess-2', true);
    expect(next.placedOrder.get()).toBeUndefined();
    expect(next.orderRequestId()).not.toBe(key);
  });

  test('a declined attempt forgets the key; "Start a new order" forgets the placed order', async () => {
    const s = await page();
    s.setSessionId('sess-1', true);
    const key = s.orderRequestId();
    s.forgetAttempt();
    const second = s.orderRequestId();
    expect(second).not.toBe(key);
    s.recordPlacedOrder(order);
    s.forgetAttempt();
    expect(s.placedOrder.get()).toEqual(order);
    s.startNewOrder();
    expect(s.placedOrder.get()).toBeUndefined();
    expect(s.orderRequestId()).not.toBe(second);
  });
});
