import { describe, expect, test } from 'vitest';
import {
  addOnKey,
  callRequestId,
  followsRequestId,
  fromPayer,
  nextRequestId,
  ORDER_ALREADY_PLACED,
  ORDER_ALREADY_PLACED_CODE,
  orderHolds,
  orderProducts,
  placedIn,
  PURCHASE_CART_CHANGED,
  PURCHASE_CART_CHANGED_CODE,
  SHARED_KEY_MINUTES,
  sharedAfter,
  sharedOnPaying,
  tabView,
  recordFor,
  startedAfresh,
  withOnward,
  withoutAttempt,
  withPlaced,
  withRequestId,
} from '../../../../src/domain/checkout/one-order.ts';
import { placedOrder as placed } from './fixtures.ts';

let n = 0;
const newId = () => `key-${++n}`;

describe('one purchase, one order', () => {
  test('the idempotency key is made once and kept across attempts of the session', () => {
    const first = withRequestId(undefined, 'S1', newId);
    const again = withRequestId(first, 'S1', newId);
    expect(again.requestId).toBe(first.requestId);
  });

  test('an attempt that definitely created nothing gives the next attempt a new key', () => {
    const first = withRequestId(undefined, 'S1', newId);
    const next = withRequestId(withoutAttempt(first, 'S1'), 'S1', newId);
    expect(next.requestId).not.toBe(first.requestId);
    expect(withoutAttempt({ sessionId: 'S1' }, 'S1')).toEqual({ sessionId: 'S1' });
  });

  test('R-ORD-3: the key that follows one let go is the same in every tab that held it, and marked as the one it follows', () => {
    expect(withoutAttempt({ sessionId: 'S1', requestId: 'K1' }, 'S1')).toEqual({ sessionId: 'S1', requestId: 'K1.2' });
    expect(nextRequestId('K1.2')).toBe('K1.3');
    expect(nextRequestId('K1.9')).toBe('K1.10');
    expect(withoutAttempt({ sessionId: 'S1', requestId: 'K1', sentElsewhere: true }, 'S1')).toEqual({
      sessionId: 'S1',
      requestId: 'K1.2',
      sentElsewhere: true,
    });
    expect(followsRequestId('K1.2', 'K1')).toBe(true);
    expect(followsRequestId('K1.10', 'K1.9')).toBe(true);
    expect(followsRequestId('K1', 'K1')).toBe(false);
    expect(followsRequestId('K1', 'K1.2')).toBe(false);
    expect(followsRequestId('K2.2', 'K1')).toBe(false);
  });

  test('a paid order is the session’s: it keeps its key, and a refusal elsewhere cannot drop it', () => {
    const paid = withPlaced(withRequestId(undefined, 'S1', newId), 'S1', placed);
    expect(placedIn(paid, 'S1')).toEqual(placed);
    expect(withoutAttempt(paid, 'S1')).toEqual(paid);
    expect(withRequestId(paid, 'S1', newId).requestId).toBe(paid.requestId);
  });

  test('R-SES-1: a record of another session counts as none (a new session is a new visit)', () => {
    const paid = withPlaced(undefined, 'S1', placed);
    expect(placedIn(paid, 'S2')).toBeUndefined();
    expect(recordFor(paid, 'S2')).toEqual({ sessionId: 'S2' });
    expect(withRequestId(paid, 'S2', newId).requestId).not.toBe(paid.requestId);
  });

  test('a second purchase is started on purpose: nothing placed, and a new key on its first attempt', () => {
    const paid = withPlaced(withRequestId(undefined, 'S1', newId), 'S1', placed);
    const fresh = startedAfresh('S1');
    expect(fresh).toEqual({ sessionId: 'S1' });
    expect(placedIn(fresh, 'S1')).toBeUndefined();
    expect(withRequestId(fresh, 'S1', newId).requestId).not.toBe(paid.requestId);
  });
});

test('the way on follows the shopper: the page reached after paying, never without a paid order', () => {
  const paid = withPlaced(undefined, 'S1', placed);
  expect(placedIn(withOnward(paid, 'S1', '/IkariaBeauty-Receipt_AP?uid=RENEW01&step=6'), 'S1')?.onward).toBe(
    '/IkariaBeauty-Receipt_AP?uid=RENEW01&step=6',
  );
  expect(withOnward(undefined, 'S1', '/upsell-tea')).toEqual({ sessionId: 'S1' });
});

describe('fromPayer: whether a call under a paid purchase comes from the one who paid', () => {
  const ada = { email: 'ada@example.com', name: 'Ada Lovelace' };

  test('the same email, whatever the case and the spaces around it, with another name (a wallet sheet)', () => {
    expect(fromPayer(ada, { email: '  ADA@Example.com ', name: 'A. King' })).toBe(true);
  });

  test('the same full name, whatever the case and the spaces in it, with another email (Google Pay’s account)', () => {
    expect(fromPayer(ada, { email: 'ada.lovelace@gmail.com', name: ' ada   LOVELACE ' })).toBe(true);
  });

  test('the next person at the browser, with an email and a name of their own, is not the payer', () => {
    expect(fromPayer(ada, { email: 'paula@example.com', name: 'Paula Smith' })).toBe(false);
    // One word of the name, or the email's local part, is not enough.
    expect(fromPayer(ada, { email: 'ada@example.org', name: 'Ada' })).toBe(false);
    // Spaces count as one, not as none: other words are another name.
    expect(fromPayer(ada, { email: 'ada@example.org', name: 'Ada Love lace' })).toBe(false);
  });
});

describe('callRequestId: a provider pay call’s key follows the parent order’s', () => {
  test('R-PAY-2, R-PAY-3: one key per call, the same on every try, new with the parent key', () => {
    expect(callRequestId('K1', 'captureamazon')).toBe(callRequestId('K1', 'captureamazon'));
    expect(callRequestId('K1', 'captureamazon')).not.toBe(callRequestId('K1', 'payamazonsub'));
    expect(callRequestId('K2', 'captureamazon')).not.toBe(callRequestId('K1', 'captureamazon'));
    expect(callRequestId('K1', 'executepaypalpayment').length).toBeLessThanOrEqual(200); // the API's limit
  });
});

describe('where the record lives: the tab, and an unpaid key shared through the device for a while', () => {
  const at = '2026-11-23T10:00:00.000Z';
  const minutes = (n: number) => new Date(Date.parse(at) + n * 60_000);
  const shared = { sessionId: 'S1', requestId: 'K1', at };

  test('a tab without a key adopts the shared one while fresh; a tab with its own, or a paid one, keeps it', () => {
    expect(tabView(undefined, shared, minutes(SHARED_KEY_MINUTES))).toEqual({ sessionId: 'S1', requestId: 'K1' });
    expect(tabView({ sessionId: 'S1' }, shared, minutes(5))).toEqual({ sessionId: 'S1', requestId: 'K1' });
    expect(tabView(undefined, shared, minutes(SHARED_KEY_MINUTES + 1))).toBeUndefined();
    expect(tabView({ sessionId: 'S1', requestId: 'K0' }, shared, minutes(1))?.requestId).toBe('K0');
    const paid = { sessionId: 'S1', requestId: 'K0', placed };
    expect(tabView(paid, shared, minutes(1))).toBe(paid);
  });

  test('a key is fresh from the moment it was shared; one dated later than now (a clock set back) is not adopted', () => {
    expect(tabView(undefined, shared, minutes(0))).toEqual({ sessionId: 'S1', requestId: 'K1' });
    expect(tabView({ sessionId: 'S1' }, shared, minutes(-1))).toEqual({ sessionId: 'S1' });
  });

  test('an unpaid key is shared with the time; once paid, or let go, the device forgets it; another tab’s key stays', () => {
    expect(sharedAfter({ sessionId: 'S1', requestId: 'K1' }, undefined, undefined, minutes(3))).toEqual({
      ...shared,
      at: minutes(3).toISOString(),
    });
    expect(sharedAfter({ sessionId: 'S1', requestId: 'K1', placed }, undefined, shared, minutes(3))).toBeUndefined();
    expect(sharedAfter({ sessionId: 'S1' }, { sessionId: 'S1', requestId: 'K1' }, shared, minutes(3))).toBeUndefined();
    const other = { ...shared, requestId: 'K2' };
    expect(sharedAfter({ sessionId: 'S1', requestId: 'K1', placed }, undefined, other, minutes(3))).toBe('keep');
    expect(sharedAfter({ sessionId: 'S1' }, { sessionId: 'S1', requestId: 'K1' }, other, minutes(3))).toBe('keep');
  });

  test('R-ORD-3: a key the device dropped (paid or let go in some tab) stays in a tab that held it: never shared again', () => {
    const stale = { sessionId: 'S1', requestId: 'K1' };
    expect(sharedAfter(stale, stale, undefined, minutes(3))).toBe('keep');
    expect(sharedAfter(stale, stale, { ...shared, requestId: 'K2' }, minutes(3))).toBe('keep');
    expect(sharedAfter(stale, stale, shared, minutes(3)), 'still shared: the time moves on').toEqual({
      ...shared,
      at: minutes(3).toISOString(),
    });
    const next = { sessionId: 'S1', requestId: 'K1.2' };
    expect(sharedAfter(next, stale, shared, minutes(3)), 'let go: the device moves to the key that follows').toEqual({
      ...shared,
      requestId: 'K1.2',
      at: minutes(3).toISOString(),
    });
    expect(sharedAfter(next, stale, undefined, minutes(3)), 'let go by a tab the device forgot').toBe('keep');
    expect(sharedAfter(next, stale, { ...shared, requestId: 'K2' }, minutes(3))).toBe('keep');
    expect(sharedAfter(stale, { sessionId: 'S1', requestId: 'K0' }, undefined, minutes(3)), 'an unrelated key').toEqual(
      {
        ...shared,
        at: minutes(3).toISOString(),
      },
    );
  });

  test('R-ORD-3: a tab whose key another tab let go follows the device to the key after it, marked sent when it was', () => {
    const own = { sessionId: 'S1', requestId: 'K1' };
    const moved = { ...shared, requestId: 'K1.2' };
    expect(tabView(own, moved, minutes(5))).toEqual({ sessionId: 'S1', requestId: 'K1.2' });
    expect(tabView(own, { ...moved, sent: true }, minutes(5))).toEqual({
      sessionId: 'S1',
      requestId: 'K1.2',
      sentElsewhere: true,
    });
    expect(tabView({ ...own, sentElsewhere: true }, moved, minutes(5))?.sentElsewhere).toBe(true);
    expect(tabView(own, { ...moved, sessionId: 'S2' }, minutes(5)), 'another session').toBe(own);
    expect(tabView({ ...own, requestId: 'K1.2' }, shared, minutes(5))?.requestId, 'never back').toBe('K1.2');
    const paid = { ...own, placed };
    expect(tabView(paid, moved, minutes(5))).toBe(paid);
  });

  test('R-ORD-3: once a call paying a purchase is sent, its shared key is marked so; a tab adopting it may replay the payment, not add to its order', () => {
    const sent = { ...shared, sent: true };
    expect(sharedOnPaying('K1', shared)).toEqual(sent);
    expect(sharedOnPaying('K1', sent)).toBe('keep');
    expect(sharedOnPaying('K2', shared)).toBe('keep');
    expect(sharedOnPaying('K1', undefined)).toBe('keep');
    const adopted = tabView(undefined, sent, minutes(5));
    expect(adopted).toEqual({ sessionId: 'S1', requestId: 'K1', sentElsewhere: true });
    expect(addOnKey(adopted, 'S1')).toBeUndefined();
    expect(addOnKey(tabView(undefined, shared, minutes(5)), 'S1')).toBe('K1');
    expect(addOnKey({ sessionId: 'S1', requestId: 'K1' }, 'S2')).toBeUndefined();
    const stillSent = { ...sent, at: minutes(6).toISOString() };
    expect(sharedAfter(adopted, undefined, sent, minutes(6)), 'shared on, still marked').toEqual(stillSent);
    expect(
      sharedAfter({ sessionId: 'S1', requestId: 'K1' }, { sessionId: 'S1', requestId: 'K1' }, sent, minutes(6)),
    ).toEqual(stillSent);
    expect(sharedAfter(withoutAttempt(adopted, 'S1'), adopted, sent, minutes(6)), 'let go: the next key').toEqual({
      ...shared,
      requestId: 'K1.2',
      at: minutes(6).toISOString(),
    });
  });

  test('a tab that had no key or no record shares nothing and leaves the device as it is; one that dropped its record forgets its key', () => {
    expect(sharedAfter({ sessionId: 'S1' }, undefined, shared, minutes(3))).toBe('keep');
    expect(sharedAfter(undefined, undefined, shared, minutes(3))).toBe('keep');
    expect(sharedAfter(undefined, { sessionId: 'S1', requestId: 'K1' }, shared, minutes(3))).toBeUndefined();
    expect(sharedAfter({ sessionId: 'S1', requestId: 'K1', placed }, undefined, undefined, minutes(3))).toBe('keep');
  });
});

test('what an order holds, as the shopper reads it, and the products it was placed for (not its bumps)', () => {
  const items = [
    {
      productId: 'AgelessBeautyBalm',
      productName: 'Ageless Beauty Balm',
      productVariantName: '3 jars · 90-day supply',
      quantity: 1,
    },
    {
      productId: 'BeautyTea',
      productName: 'Tea Sampler',
      productVariantName: 'Tea Sampler',
      quantity: 2,
      isBumpOffer: true,
    },
  ];
  expect(orderHolds(items)).toBe('Ageless Beauty Balm (3 jars · 90-day supply), 2 × Tea Sampler');
  expect(orderProducts(items)).toEqual(['AgelessBeautyBalm']);
});

test('an item without a name adds no words of its own', () => {
  expect(orderHolds([{ productId: 'BeautyTea', quantity: 1 }])).toBe('');
});

test("the 409 answers about a paid purchase carry the contract's words and codes (docs/contract.md)", () => {
  expect([ORDER_ALREADY_PLACED, ORDER_ALREADY_PLACED_CODE]).toEqual([
    'This order is paid already',
    'ORDER_ALREADY_PLACED',
  ]);
  expect([PURCHASE_CART_CHANGED, PURCHASE_CART_CHANGED_CODE]).toEqual([
    'This purchase was paid for another cart',
    'PURCHASE_CART_CHANGED',
  ]);
});
