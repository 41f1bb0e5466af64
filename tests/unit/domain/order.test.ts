import { describe, expect, test } from 'vitest';
import {
  DEFAULT_ORDER_SOURCE,
  ORDER_SOURCES,
  ORDER_TYPES,
  newOrExisting,
  orderSourceOrDefault,
  upsellOrderPayload,
  type ParentOrder,
} from '../../../src/domain/order.ts';
import { upsellOrderRequest, type UpsellOrderRequest } from '../../../src/wire/index.ts';

const standard: ParentOrder = { id: 'ORD-1', orderType: 'Standard', orderSource: 'Funnel' };
const offer = { sfid: 'OFF-7', offerPrice: 19.99, shippingCost: 1.99 };

describe('R-ORD-2: sources and types', () => {
  test('R-ORD-2: sources Cart, Funnel, App; default Cart', () => {
    expect(ORDER_SOURCES).toEqual(['Cart', 'Funnel', 'App']);
    expect(DEFAULT_ORDER_SOURCE).toBe('Cart');
    expect(orderSourceOrDefault(undefined)).toBe('Cart');
    expect(orderSourceOrDefault('Bogus')).toBe('Cart');
    expect(orderSourceOrDefault('App')).toBe('App');
  });
  test('R-ORD-2: types Standard, Upsell, Downsell', () => {
    expect(ORDER_TYPES).toEqual(['Standard', 'Upsell', 'Downsell']);
  });
});

describe('R-ORD-2/R-ORD-3: upsellOrderPayload', () => {
  test('R-ORD-2: an upsell after a Standard order links to it', () => {
    expect(upsellOrderPayload(standard, offer, 'Upsell', 'Credit Card', 1.4)).toEqual({
      orderType: 'Upsell',
      parent: 'ORD-1',
      upsells: ['OFF-7'],
      paymentMethod: 'Credit Card',
      orderSource: 'Funnel',
      totalTax: 1.4,
    });
  });
  test('R-ORD-2: a downsell after an upsell still links to the Standard order', () => {
    const upsell: ParentOrder = { id: 'ORD-2', orderType: 'Upsell', parrentUpsellOrderId: 'ORD-1' };
    const payload = upsellOrderPayload(upsell, offer, 'Downsell', 'Credit Card');
    expect(payload.parent).toBe('ORD-1');
    expect(payload.orderType).toBe('Downsell');
  });
  test('R-ORD-2: tax defaults to 0 and the source to Cart', () => {
    const payload = upsellOrderPayload({ id: 'X' }, offer, 'Upsell', 'Credit Card');
    expect(payload.totalTax).toBe(0);
    expect(payload.upsells).toEqual(['OFF-7']);
    expect(payload.orderSource).toBe('Cart');
    expect(payload.parent).toBe('X');
  });
});

test('R-ORD-2: a Standard order, or one of no type, is its own root whatever parent it names', () => {
  const named = { parrentUpsellOrderId: 'ORD-0' };
  expect(upsellOrderPayload({ ...standard, ...named }, offer, 'Upsell', 'Credit Card').parent).toBe('ORD-1');
  expect(upsellOrderPayload({ id: 'ORD-6', ...named }, offer, 'Upsell', 'Credit Card').parent).toBe('ORD-6');
});

test('R-ORD-3: the payload satisfies the API contract for an upsell order', () => {
  const body: UpsellOrderRequest = upsellOrderPayload(standard, offer, 'Downsell', 'Amazon Pay', 2.1);
  expect(upsellOrderRequest.parse(body)).toMatchObject({ parent: 'ORD-1', orderType: 'Downsell' });
});

describe('R-SES-7: newOrExisting', () => {
  test.each([
    [{ count: 3 }, 'existing'],
    [{ count: 1 }, 'existing'],
    [{ count: 0 }, 'new'],
    [{ count: '2' }, 'existing'],
    [{ count: '0' }, 'new'],
    [{ count: ' 12 ' }, 'existing'],
    [{ count: '+3' }, 'unKnown'],
    [{ count: '1e3' }, 'unKnown'],
    [{ count: '3.0' }, 'unKnown'],
    [{ count: [3] }, 'unKnown'],
    [5, 'existing'],
    [0, 'new'],
    [{ count: 'many' }, 'unKnown'],
    [{ count: null }, 'unKnown'],
    [{ count: -1 }, 'unKnown'],
    [{ count: 1.5 }, 'unKnown'],
    [{ count: NaN }, 'unKnown'],
    [{}, 'unKnown'],
    [null, 'unKnown'],
    [undefined, 'unKnown'],
    [new Error('503'), 'unKnown'],
    ['<html>', 'unKnown'],
  ])('R-SES-7: %j → %s', (response, expected) => {
    expect(newOrExisting(response)).toBe(expected);
  });
});
