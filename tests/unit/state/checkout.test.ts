import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MapStorage, removeGlobals, installGlobal } from './fake-storage.ts';

let local: MapStorage;

/** The state layer as a new page (or a second tab) loads it over the shared localStorage. */
async function page() {
  removeGlobals();
  installGlobal('localStorage', local);
  installGlobal('sessionStorage', new MapStorage());
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

  test('once paid, every page of the session sees the placed order; nothing of the card is kept', async () => {
    const first = await page();
    first.setSessionId('sess-1', true);
    first.orderRequestId();
    first.recordPlacedOrder(order);
    const later = await page();
    expect(later.placedOrder.get()).toEqual(order);
    expect(local.getItem('checkout')).not.toMatch(/4111/);
  });

  test('R-SES-1: a new session has no placed order and a new key', async () => {
    const first = await page();
    first.setSessionId('sess-1', true);
    const key = first.orderRequestId();
    first.recordPlacedOrder(order);
    const next = await page();
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
