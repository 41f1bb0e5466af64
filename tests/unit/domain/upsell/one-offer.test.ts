/** One offer, one charge (R-ORD-3): the offer records every tab shares, and what a failed request means. */
import { describe, expect, test } from 'vitest';
import {
  boughtUpsell,
  failedOffer,
  isOfferTaken,
  offerKey,
  recordOf,
  unsettledCharge,
  withChargeSent,
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

describe('a charge sent', () => {
  const keyed = () => withRequestId({}, 'ord-1', 'OFF-A', 'charge', () => 'k');
  const sent = () => withChargeSent(keyed(), 'ord-1', 'OFF-A', true);

  test('R-ORD-3: a charge sent with no answer yet is found out with its own key before yes or no thanks count', () => {
    expect(unsettledCharge(keyed(), [], 'ord-1', 'OFF-A'), 'a key made when the page opened: nothing sent').toBe(
      undefined,
    );
    expect(unsettledCharge(sent(), [], 'ord-1', 'OFF-A')).toBe('k');
    expect(unsettledCharge(sent(), [], 'ord-1', 'OFF-B'), 'another offer').toBe(undefined);
    expect(unsettledCharge(sent(), [], 'ord-2', 'OFF-A'), 'another parent').toBe(undefined);
  });

  test('R-ORD-3: nothing is left to find out once the offer is bought, here, in another tab or among the purchased upsells', () => {
    expect(unsettledCharge(withTaken(sent(), 'ord-1', 'OFF-A'), [], 'ord-1', 'OFF-A')).toBe(undefined);
    const bought = [{ id: 'u-1', parrentUpsellOrderId: 'ord-1', orderItems: [{ productVariantId: 'OFF-A' }] }];
    expect(unsettledCharge(sent(), bought, 'ord-1', 'OFF-A')).toBe(undefined);
  });

  test('R-ORD-3: an answer that says how it ended settles it; a refusal forgets the key, and the next key is not sent yet', () => {
    expect(unsettledCharge(withChargeSent(sent(), 'ord-1', 'OFF-A', false), [], 'ord-1', 'OFF-A')).toBe(undefined);
    const refused = withoutRequestId(sent(), 'ord-1', 'OFF-A', 'charge');
    expect(unsettledCharge(refused, [], 'ord-1', 'OFF-A')).toBe(undefined);
    const next = withRequestId(refused, 'ord-1', 'OFF-A', 'charge', () => 'k2');
    expect(unsettledCharge(next, [], 'ord-1', 'OFF-A')).toBe(undefined);
    const confirmGone = withoutRequestId(sent(), 'ord-1', 'OFF-A', 'confirm');
    expect(unsettledCharge(confirmGone, [], 'ord-1', 'OFF-A'), 'the confirmation key is another request').toBe('k');
  });

  test('marking it as it already is changes nothing (no storage write)', () => {
    const once = sent();
    expect(withChargeSent(once, 'ord-1', 'OFF-A', true)).toBe(once);
    const never = keyed();
    expect(withChargeSent(never, 'ord-1', 'OFF-A', false)).toBe(never);
    expect(recordOf(withChargeSent(once, 'ord-1', 'OFF-A', false), 'ord-1', 'OFF-A')).toEqual({ charge: 'k' });
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
