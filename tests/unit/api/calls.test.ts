/**
 * The edge forwards exactly the calls the storefront makes (src/api/calls.ts): every function of
 * the API client, and the Apple Pay merchant validation beside it, driven with a recording fetch;
 * what they send is the list, method and path, for the default settings and for others.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { createApiClient, type ApiConfig } from '../../../src/api/client.ts';
import {
  callSettingsFrom,
  DEFAULT_CALL_SETTINGS,
  siteCalls,
  STOREFRONT_CALLS,
  XSRF_COOKIE,
  type CallSettings,
} from '../../../src/api/calls.ts';
import { XSRF_COOKIE as PIPELINE_XSRF_COOKIE } from '../../../src/api/pipeline.ts';
import { edgeCalls, isStorefrontCall } from '../../../deploy/rules/forwarded.ts';
import { memoryStorage, testPage } from './harness.ts';

afterEach(() => vi.unstubAllGlobals());

/** `METHOD /path` of every request the functions sent, `{id}` for the offer's sfid. */
async function sentBy(run: (fetch: typeof globalThis.fetch) => Promise<void>): Promise<Set<string>> {
  const sent = new Set<string>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'https://shop.example');
    sent.add(`${init?.method ?? 'GET'} ${url.pathname.replace('/OFF-UP-TEA', '/{id}')}`);
    // A refusal: not retried, so each function sends its call once (and logs its failure).
    return new Response('{"error":"no"}', { status: 400, headers: { 'content-type': 'application/json' } });
  };
  await run(fetch);
  return sent;
}

/** Calls every function of the client once with whatever arguments; the recording is what counts. */
async function everyFunction(settings: CallSettings, v2Payments: boolean, fetch: typeof globalThis.fetch) {
  const config: ApiConfig = { ...settings, brand: 'IkariaBeauty', loggerEnabled: true, v2Payments };
  const client = createApiClient(config, {
    fetch,
    getCookie: () => 'tok',
    sessionStorage: memoryStorage(),
    page: () => testPage,
    console: { log() {}, error() {} },
  }) as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const [name, fn] of Object.entries(client)) {
    if (typeof fn !== 'function') continue;
    const args = name === 'getOfferBySfid' ? ['OFF-UP-TEA'] : name.startsWith('log') ? [{ x: 1 }] : [{}, {}];
    await Promise.resolve(fn(...args)).catch(() => undefined);
  }
}

/** The Apple Pay merchant validation (src/payments/apple-pay-merchant.ts), through the page's own client. */
async function applePayMerchant(fetch: typeof globalThis.fetch) {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', { location: { hostname: 'shop.example' } });
  const { validateApplePayMerchant } = await import('../../../src/payments/apple-pay-merchant.ts');
  await validateApplePayMerchant('https://apple-pay-gateway.apple.com/paymentservices/startSession').catch(() => {});
}

const listed = (settings: CallSettings) => new Set(siteCalls(settings).map((c) => `${c.method} ${c.path}`));

test('R-API-1: the list is exactly what the client and the Apple Pay validation send, orders/all aside', async () => {
  const settings = { ...DEFAULT_CALL_SETTINGS, loggerEndpoint: 'log/client' };
  const sent = await sentBy(async (fetch) => {
    await everyFunction(settings, false, fetch);
    await everyFunction(settings, true, fetch);
    await applePayMerchant(fetch);
  });
  expect(sent.has('GET /proxy/api/orders/all'), 'the client keeps the spec’s getAllOrders').toBe(true);
  sent.delete('GET /proxy/api/orders/all');
  expect([...sent].sort()).toEqual([...listed(settings)].sort());
});

test('the back-office call GET orders/all is not on the list, for any settings', () => {
  for (const settings of [DEFAULT_CALL_SETTINGS, { ...DEFAULT_CALL_SETTINGS, apiBase: 'v3/' }]) {
    const calls = edgeCalls(settings);
    expect(isStorefrontCall(calls, 'GET', `/proxy/${settings.apiBase}orders/all`)).toBe(false);
    expect(isStorefrontCall(calls, 'POST', `/proxy/${settings.apiBase}orders/createguest`)).toBe(true);
  }
  expect(STOREFRONT_CALLS.some((c) => c.path.endsWith('orders/all'))).toBe(false);
});

test('R-API-1, R-API-5: the paths follow the build settings; an API on another origin is not the edge’s', () => {
  const moved = listed({ apiBase: 'shop-api/', useProxy: true, loggerEndpoint: '', logPath: '/logger' });
  expect(moved).toContain('POST /proxy/shop-api/orders/createguest');
  expect(moved).toContain('POST /proxy/v2/orders/createTransaction');
  expect(moved).toContain('GET /logger');
  expect(moved).not.toContain('GET /log');
  const elsewhere = listed({ ...DEFAULT_CALL_SETTINGS, apiBase: 'https://api.example.com/api/' });
  expect([...elsewhere].sort()).toEqual(['GET /alternproxy/getOrderCount', 'GET /log']);
});

test('the settings are read from the environment as the build reads them, with its defaults', () => {
  expect(callSettingsFrom({})).toEqual(DEFAULT_CALL_SETTINGS);
  expect(callSettingsFrom({ API_BASE: 'x/', USE_PROXY: 'false', LOGGER_ENDPOINT: 'log/c', LOG_PATH: '/l' })).toEqual({
    apiBase: 'x/',
    useProxy: false,
    loggerEndpoint: 'log/c',
    logPath: '/l',
  });
  expect(XSRF_COOKIE).toBe(PIPELINE_XSRF_COOKIE);
});

test('an offer id is one segment of letters, digits, _ and -: nothing that could climb out of it', () => {
  const calls = edgeCalls();
  expect(isStorefrontCall(calls, 'GET', '/proxy/api/offers/bysfid/OFF-UP-TEA')).toBe(true);
  for (const id of ['..%2F..%2Forders%2Fall', '..', 'a/b', '%2e%2e', 'a%00', '', 'x'.repeat(65), '-lead'])
    expect(isStorefrontCall(calls, 'GET', `/proxy/api/offers/bysfid/${id}`), id).toBe(false);
});
