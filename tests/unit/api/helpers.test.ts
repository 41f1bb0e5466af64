/** Pure helpers of the client: URLs, the stats payload split, placeholders, empty payloads. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { splitCustomPayload } from '../../../src/api/stats.ts';
import { isEmptyPayload } from '../../../src/api/logger.ts';
import { aboveBaseUrl, apiUrl, callPath } from '../../../src/api/urls.ts';
import type { ApiConfig } from '../../../src/api/config.ts';

describe('R-SES-4: customPayLoad halves', () => {
  test('the two halves join to the payload and differ in length by at most one', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { customPayLoad1, customPayLoad2 } = splitCustomPayload(s);
        return (
          customPayLoad1 + customPayLoad2 === s &&
          customPayLoad1.length - customPayLoad2.length <= 1 &&
          customPayLoad1.length >= customPayLoad2.length
        );
      }),
    );
  });
  test('no payload sends two empty halves (not the text "null")', () => {
    for (const none of [undefined, null, ''])
      expect(splitCustomPayload(none)).toEqual({ customPayLoad1: '', customPayLoad2: '' });
  });
  test('objects are sent as JSON text', () => {
    expect(splitCustomPayload({ a: 1 })).toEqual({ customPayLoad1: '{"a"', customPayLoad2: ':1}' });
  });
});

describe('R-API-1: URLs', () => {
  const config: ApiConfig = {
    brand: 'B',
    apiBase: 'api/',
    useProxy: true,
    loggerEndpoint: '',
    logPath: '/log',
    loggerEnabled: true,
    v2Payments: false,
  };
  test('proxy prefix, base, and one level above', () => {
    expect(apiUrl(config, 'orders/createguest')).toBe('/proxy/api/orders/createguest');
    expect(aboveBaseUrl(config, 'v2/orders/createTransaction')).toBe('/proxy/v2/orders/createTransaction');
    expect(aboveBaseUrl({ ...config, useProxy: false }, 'v2/orders/createTransaction')).toBe(
      '/v2/orders/createTransaction',
    );
    expect(apiUrl({ ...config, apiBase: 'https://api.example/api' }, 'x')).toBe('https://api.example/api/x');
    expect(callPath(config, '/proxy/api/orders/doexpresscheckout')).toBe('orders/doexpresscheckout');
    expect(callPath(config, '/proxy/v2/orders/createTransaction')).toBe('v2/orders/createTransaction');
  });
});

test('R-API-5: empty payloads', () => {
  expect([null, undefined, '', {}, []].every(isEmptyPayload)).toBe(true);
  expect([0, 'x', { a: 1 }, [1]].some(isEmptyPayload)).toBe(false);
});
