/**
 * The checkout record's storage over real page loads (state/purchase-storage.ts): one device
 * (localStorage) shared by every tab of the browser, and a session storage per tab. Each step loads
 * the state layer afresh over the tab's storage, as a page of that tab does, and calls what the
 * pages call: `orderRequestId()` when an order page opens (state/checkout.ts `startFromFunnel`),
 * `payParentOrder` when a payment is sent, `recordPlacedOrder` once it is paid.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { CallOptions } from '../../../src/api/config.ts';
import { placedOrder as placed } from '../domain/checkout/fixtures.ts';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

afterEach(removeGlobals);

/** One browser: its device storage, and the session id every tab reads from it (GAID and the stored session). */
function browser() {
  const device = new MapStorage();
  /** A page of the tab whose session storage is `tab`. */
  const page = async (tab: Storage) => {
    const state = await loadState(device, tab);
    state.setSessionId('S1', true);
    return state;
  };
  /** An order page opens in the tab: the purchase's key is agreed; returns it. */
  const orderPage = async (tab: Storage) => (await page(tab)).orderRequestId();
  /** The tab sends a paying call with the purchase's key, with what `answer` does. */
  const pays = async (tab: Storage, answer: (options: CallOptions) => Promise<never>) => {
    await page(tab);
    const { payParentOrder } = await import('../../../src/payments/order-key.ts');
    return payParentOrder(answer).catch(() => undefined);
  };
  return { device, page, orderPage, pays };
}

/** A paying call whose answer never came back (the order may be paid). */
const lost = () => Promise.reject(Object.assign(new Error('network'), { kind: 'network' }));

describe('a paid purchase’s key never goes back on the device (R-ORD-3, R-ORD-4)', () => {
  test('a stale second tab reopened after the first paid keeps the key to itself; the next person’s new tab starts a fresh purchase', async () => {
    const b = browser();
    const [t1, t2] = [new MapStorage(), new MapStorage()];
    const key = await b.orderPage(t1);
    expect(await b.orderPage(t2), 'the second tab of the purchase adopts its key').toBe(key);

    (await b.page(t1)).recordPlacedOrder(placed);
    expect(b.device.getItem('checkout'), 'paid: the key leaves the device').toBeNull();

    expect(await b.orderPage(t2), 'the reopened second tab keeps its own copy').toBe(key);
    expect(b.device.getItem('checkout') ?? '', 'and does not share it again').not.toContain(key);

    const next = await b.page(new MapStorage());
    expect(next.purchaseKey(), 'the next person’s new tab adopts nothing').toBeUndefined();
    expect(next.orderRequestId()).not.toBe(key);
  });

  test('after a paying call whose answer was lost, a tab opened later pays with the same key (one order) but gets no purchase key for add-ons; the paying tab keeps it', async () => {
    const b = browser();
    const t1 = new MapStorage();
    const key = await b.orderPage(t1);
    await b.pays(t1, lost);
    expect(await b.orderPage(t1), 'a reload of the paying tab repeats the same purchase').toBe(key);
    expect((await b.page(t1)).purchaseKey(), 'the paying tab keeps its add-ons').toBe(key);

    const later = new MapStorage();
    const sent: (string | undefined)[] = [];
    await b.pays(later, (options) => (sent.push(options.requestId, options.purchaseId), lost()));
    expect(sent, 'a second tab, or the next person, replays the payment: no second order').toEqual([key, key]);
    expect((await b.page(later)).purchaseKey(), 'and cannot add to the order it replays').toBeUndefined();
  });

  test('one purchase, one order: tabs open on the order page before the payment pay with its one key', async () => {
    const b = browser();
    const [t1, t2] = [new MapStorage(), new MapStorage()];
    const key = await b.orderPage(t1);
    await b.orderPage(t2);
    const sent: (string | undefined)[] = [];
    const recorded = (options: CallOptions) => (sent.push(options.purchaseId), lost());
    await b.pays(t1, recorded);
    await b.pays(t2, recorded);
    expect(sent).toEqual([key, key]);
  });

  test('a second tab opened while the purchase is unpaid adopts its key, also after the first tab reloads', async () => {
    const b = browser();
    const [t1, t2] = [new MapStorage(), new MapStorage()];
    const key = await b.orderPage(t1);
    expect(await b.orderPage(t1)).toBe(key);
    expect(await b.orderPage(t2)).toBe(key);
    expect(await b.orderPage(new MapStorage())).toBe(key);
  });

  test('a key let go after a decline leaves the device; the tab’s next key is shared again', async () => {
    const b = browser();
    const t1 = new MapStorage();
    const key = await b.orderPage(t1);
    (await b.page(t1)).forgetAttempt();
    expect(b.device.getItem('checkout')).toBeNull();
    const next = await b.orderPage(t1);
    expect(next).not.toBe(key);
    expect(await b.orderPage(new MapStorage())).toBe(next);
  });
});
