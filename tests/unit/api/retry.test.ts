/** Which calls repeat by themselves, and how long they wait. */
import { describe, expect, test } from 'vitest';
import { RETRY_STATUS_CODES, retriesFor, retryDelayMs, retryKind } from '../../../src/api/retry.ts';

describe('R-API-2: retry kinds', () => {
  test('reads and the quote, coupon, wallet look-up, stats, affiliate, lead and log calls are safe', () => {
    for (const path of [
      'orders/shippingoptions',
      'orders/calculatetax',
      'orders/applycoupon',
      'orders/getInfoAmazon',
      'orders/getInfoAmazonSub',
      'orders/getexpresscheckoutdetail',
      'orders/applepaysession',
      'funnel/stats/save',
      'affiliate/setaffparameters',
      'leads/create',
      'log/server',
    ])
      expect(retryKind(path, 'POST')).toBe('safe');
    expect(retryKind('offers/bysfid/x', 'GET')).toBe('safe');
    expect(retryKind('orders/createguest', 'HEAD')).toBe('safe');
    expect(retryKind('log/client', 'POST', 'log/client')).toBe('safe');
  });

  test('the logger endpoint is safe only when one is configured, and only that call', () => {
    expect(retryKind('log/client', 'POST')).toBe('keyed');
    expect(retryKind('log/client', 'POST', 'log/other')).toBe('keyed');
    // No endpoint configured: no call matches it, not even one whose path reads as empty.
    expect(retryKind('', 'POST')).toBe('keyed');
  });

  test('calls that create or charge an order are keyed', () => {
    for (const path of [
      'orders/createguest',
      'v2/orders/createTransaction',
      'orders/createorder',
      'orders/setorderguest',
      'orders/payamazon',
      'orders/captureamazon',
      'orders/executepaypalpayment',
      'orders/doexpresscheckout',
      'orders/cancelorder',
    ])
      expect(retryKind(path, 'POST')).toBe('keyed');
  });

  test('safe calls repeat 3 times; keyed calls twice, never against an API that does not deduplicate', () => {
    expect(retriesFor('safe', true)).toBe(3);
    expect(retriesFor('safe', false)).toBe(3);
    expect(retriesFor('keyed', true)).toBe(2);
    expect(retriesFor('keyed', false)).toBe(0);
  });

  test('the waits grow and stay short; 409 (a decided conflict) is not worth repeating', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([300, 900, 2700, 5000, 5000]);
    // A repeat numbered below 1 (ofetch's count misread) waits the first wait, never less.
    expect([0, -1].map(retryDelayMs)).toEqual([300, 300]);
    expect(RETRY_STATUS_CODES).not.toContain(409);
    expect(RETRY_STATUS_CODES).toEqual(expect.arrayContaining([408, 425, 429, 500, 502, 503, 504]));
  });
});
