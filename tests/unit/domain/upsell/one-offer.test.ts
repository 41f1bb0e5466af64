/** One offer, one charge (R-ORD-3): the offer records every tab shares, and what a failed request means. */
import { describe, expect, test } from 'vitest';
import {
  boughtUpsell,
  failedOffer,
  isOfferTaken,
  offerKey,
  recordOf,
  withoutRequestId,
  withRequestId,
  withTaken,
  type OfferRecords,
} from '../../../../src/domain/upsell/one-offer.ts';

const ALREADY = 'This offer is already part of your order';
let n = 0;
const newId = () => `key-${++n}`;

describe('request ids', () => {
  test('R-ORD-3: the first use creates the key of an offer; every later use (another tab, a reload) gets the same', () => {
    const first = withRequestId(undefined, 'ord-1', 'OFF-A', 'charge', newId);
    const key = recordOf(first, 'ord-1', 'OFF-A').charge;
    expect(key).toMatch(/^key-/);
    const again = withRequestId(first, 'ord-1', 'OFF-A', 'charge', () => 'never');
    expect(recordOf(again, 'ord-1', 'OFF-A').charge).toBe(key);
    expect(again, 'a kept key changes nothing (no storage write)').toBe(first);
  });

  test('R-ORD-3: each offer, parent and purpose has a key of its own', () => {
    let r: OfferRecords = {};
    r = withRequestId(r, 'ord-1', 'OFF-A', 'charge', newId);
    r = withRequestId(r, 'ord-1', 'OFF-A', 'confirm', newId);
    r = withRequestId(r, 'ord-1', 'OFF-B', 'charge', newId);
    r = withRequestId(r, 'ord-2', 'OFF-A', 'charge', newId);
    const keys = [
      recordOf(r, 'ord-1', 'OFF-A').charge,
      recordOf(r, 'ord-1', 'OFF-A').confirm,
      recordOf(r, 'ord-1', 'OFF-B').charge,
      recordOf(r, 'ord-2', 'OFF-A').charge,
    ];
    expect(new Set(keys).size).toBe(4);
    expect(Object.keys(r)).toContain(offerKey('ord-2', 'OFF-A'));
  });

  test('R-ORD-3: a forgotten key is replaced on the next use; the other purpose keeps its own', () => {
    let r = withRequestId({}, 'ord-1', 'OFF-A', 'charge', newId);
    r = withRequestId(r, 'ord-1', 'OFF-A', 'confirm', newId);
    const { charge, confirm } = recordOf(r, 'ord-1', 'OFF-A');
    r = withoutRequestId(r, 'ord-1', 'OFF-A', 'charge');
    expect(recordOf(r, 'ord-1', 'OFF-A')).toMatchObject({ charge: undefined, confirm });
    expect(recordOf(withRequestId(r, 'ord-1', 'OFF-A', 'charge', newId), 'ord-1', 'OFF-A').charge).not.toBe(charge);
  });

  test('records are not changed in place', () => {
    const before: OfferRecords = Object.freeze({ 'ord-1:OFF-A': Object.freeze({ charge: 'k' }) });
    expect(() => withTaken(before, 'ord-1', 'OFF-A')).not.toThrow();
    expect(before['ord-1:OFF-A']).toEqual({ charge: 'k' });
  });
});

describe('taken', () => {
  const upsell = (id: string, parent: string, sfid: string) => ({
    id,
    parrentUpsellOrderId: parent,
    orderItems: [{ productVariantId: sfid }],
  });

  test('R-ORD-3: an offer is taken once recorded so, keeping its keys', () => {
    const r = withTaken(
      withRequestId({}, 'ord-1', 'OFF-A', 'charge', () => 'k'),
      'ord-1',
      'OFF-A',
    );
    expect(recordOf(r, 'ord-1', 'OFF-A')).toEqual({ charge: 'k', taken: true });
    expect(isOfferTaken(r, [], 'ord-1', 'OFF-A')).toBe(true);
    expect(isOfferTaken(r, [], 'ord-1', 'OFF-B')).toBe(false);
    expect(isOfferTaken(r, [], 'ord-2', 'OFF-A')).toBe(false);
  });

  test('R-ORD-5: an offer is taken when the purchased upsells hold an order of it after that parent', () => {
    const upsells = [upsell('u-1', 'ord-1', 'OFF-A')];
    expect(isOfferTaken(undefined, upsells, 'ord-1', 'OFF-A')).toBe(true);
    expect(boughtUpsell(upsells, 'ord-1', 'OFF-A')?.id).toBe('u-1');
    expect(isOfferTaken(undefined, upsells, 'ord-2', 'OFF-A')).toBe(false);
    expect(isOfferTaken(undefined, upsells, 'ord-1', 'OFF-B')).toBe(false);
    expect(isOfferTaken(undefined, undefined, 'ord-1', 'OFF-A')).toBe(false);
  });

  test('R-ORD-5: an upsell order holding the offer among other items bought it', () => {
    const both = {
      id: 'u-2',
      parrentUpsellOrderId: 'ord-1',
      orderItems: [{ productVariantId: 'OFF-B' }, { productVariantId: 'OFF-A' }],
    };
    expect(boughtUpsell([both], 'ord-1', 'OFF-A')?.id).toBe('u-2');
    expect(isOfferTaken(undefined, [{ id: 'u-3', parrentUpsellOrderId: 'ord-1' }], 'ord-1', 'OFF-A')).toBe(false);
  });
});

describe('a failed request', () => {
  test.each([
    [409, ALREADY, 'taken'],
    [409, 'X-Request-Id was already used for another call', 'refused'],
    [402, 'Sorry, but your payment failed', 'refused'],
    [400, 'parent: the order is not paid', 'refused'],
    [0, 'Sorry, but Payment Service is not available!', 'unknown'],
    [400, ALREADY, 'refused'],
    [503, ALREADY, 'unknown'],
    [500, 'Something went wrong', 'unknown'],
    [502, 'Sorry, but Payment Service is not available!', 'unknown'],
  ] as const)('R-ORD-3: status %i "%s" → %s', (status, error, outcome) => {
    expect(failedOffer(status, error, ALREADY)).toBe(outcome);
  });
});
