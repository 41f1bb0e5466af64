/** The request pipeline (R-API-1 … R-API-3, R-AFF-3) with a recording fetch, no server. */
import { describe, expect, test } from 'vitest';
import { createApiClient, type ApiConfig, type ApiDeps } from '../../../src/api/client.ts';
import { memoryStorage, testPage } from './harness.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

function recording(respond: (url: string) => Response = () => new Response(null, { status: 204 })) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      credentials: init?.credentials,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return respond(String(input));
  };
  return { fetch, sent };
}

const config: ApiConfig = {
  brand: 'IkariaBeauty',
  apiBase: 'api/',
  useProxy: true,
  loggerEndpoint: '',
  logPath: '/log',
  loggerEnabled: true,
  v2Payments: false,
};
const deps = (extra: ApiDeps): ApiDeps => ({
  getCookie: (n) => (n === 'XSRF-TOKEN' ? 'tok-123' : undefined),
  sessionStorage: memoryStorage(),
  page: () => testPage,
  ...extra,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('R-API-1: paths', () => {
  test('relative to the API base with the /proxy/ prefix, or without it', async () => {
    const on = recording();
    await createApiClient(config, deps({ fetch: on.fetch })).saveStats({ eventType: 'Page View' });
    const off = recording();
    await createApiClient({ ...config, useProxy: false }, deps({ fetch: off.fetch })).saveStats({
      eventType: 'Page View',
    });
    expect([on.sent[0]?.url, off.sent[0]?.url]).toEqual(['/proxy/api/funnel/stats/save', '/api/funnel/stats/save']);
  });

  test('v2 one level above the base; order count and GET logger on the same origin', async () => {
    const r = recording((url) =>
      url.includes('getOrderCount')
        ? json(3)
        : url.includes('v2')
          ? json({}, 500)
          : new Response(null, { status: 204 }),
    );
    const api = createApiClient({ ...config, v2Payments: true }, deps({ fetch: r.fetch }));
    await api.createGuestOrder({} as never).catch(() => undefined);
    expect(await api.getOrderCount('acc_1', 'ord_1')).toBe(3);
    await api.logGet('hello', { destinations: 1, funnels: 2 });
    expect(r.sent.map((s) => s.url.split('?')[0])).toEqual([
      '/proxy/v2/orders/createTransaction',
      '/alternproxy/getOrderCount',
      '/log',
    ]);
    const query = (i: number) => Object.fromEntries(new URL(r.sent[i]?.url ?? '', 'http://x').searchParams);
    expect(query(1)).toEqual({ accountid: 'acc_1', orderid: 'ord_1' });
    expect(query(2)).toEqual({
      msg: 'hello',
      url: testPage.href,
      funnel_conf_destinations: '1',
      funnel_conf_funnels: '2',
    });
  });
});

describe('R-API-2: headers and credentials', () => {
  test('X-Brand, a unique X-Request-Id, XSRF on non-GET only, Authorization with a token, credentials included', async () => {
    const r = recording((url) =>
      url.includes('offers') ? json({ sfid: 'x' }, 404) : new Response(null, { status: 204 }),
    );
    const api = createApiClient({ ...config, token: 'secret' }, deps({ fetch: r.fetch }));
    await api.saveStats({ eventType: 'a' });
    await api.saveStats({ eventType: 'b' });
    await api.getOfferBySfid('x').catch(() => undefined);
    const [a, b, get] = r.sent;
    expect(a?.headers.get('X-Brand')).toBe('IkariaBeauty');
    expect(a?.headers.get('Authorization')).toBe('Bearer secret');
    expect(a?.headers.get('X-XSRF-TOKEN')).toBe('tok-123');
    expect(get?.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(a?.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(a?.headers.get('X-Request-Id')).not.toBe(b?.headers.get('X-Request-Id'));
    expect(r.sent.every((s) => s.credentials === 'include')).toBe(true);
  });

  test('a caller-given request id is sent as is (retries reuse it)', async () => {
    const r = recording();
    await createApiClient(config, deps({ fetch: r.fetch })).saveStats({ eventType: 'a' }, { requestId: 'retry-me' });
    expect(r.sent[0]?.headers.get('X-Request-Id')).toBe('retry-me');
  });

  test('the GET logger sends the XSRF header too', async () => {
    const r = recording();
    await createApiClient(config, deps({ fetch: r.fetch })).logGet('x');
    expect(r.sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok-123');
  });

  test('without a brand no X-Brand and no affParameters are added', async () => {
    const r = recording();
    await createApiClient({ ...config, brand: '' }, deps({ fetch: r.fetch })).saveStats({ eventType: 'a' });
    expect(r.sent[0]?.headers.has('X-Brand')).toBe(false);
    expect(r.sent[0]?.body).not.toHaveProperty('affParameters');
  });
});

describe('R-AFF-3: affParameters on every body', () => {
  test('read from the URL once, then from session storage', async () => {
    const storage = memoryStorage();
    const r = recording();
    const api = createApiClient(config, deps({ fetch: r.fetch, sessionStorage: storage }));
    await api.saveStats({ eventType: 'a' });
    expect(r.sent[0]?.body).toMatchObject({
      affParameters: { affId: 'AFF1', offId: 'OFF9', subId1: 's1', salesFunnel: 'OFF9', landingUrl: testPage.href },
    });
    storage.setItem('affiliateInfo', JSON.stringify({ affId: 'STORED' }));
    await api.saveStats({ eventType: 'b' });
    expect(r.sent[1]?.body).toMatchObject({ affParameters: { affId: 'STORED' } });
  });

  test('blocked storage does not break the call', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const r = recording();
    expect(
      await createApiClient(config, deps({ fetch: r.fetch, sessionStorage: blocked })).saveStats({ eventType: 'a' }),
    ).toBe(true);
    expect(r.sent[0]?.body).toMatchObject({ affParameters: { affId: 'AFF1' } });
  });
});

describe('R-API-3: responses and errors', () => {
  test('a 2xx without a body is an empty body', async () => {
    const r = recording(() => new Response(null, { status: 200 }));
    expect(await createApiClient(config, deps({ fetch: r.fetch })).saveStats({ eventType: 'a' })).toBe(true);
  });

  test('the error field of the body, or the whole body for the express-checkout calls', async () => {
    const body = { error: 'Sorry, but your payment failed', code: 'X' };
    const r = recording(() => json(body, 400));
    const api = createApiClient(config, deps({ fetch: r.fetch }));
    await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({
      status: 400,
      error: body.error,
      message: body.error,
    });
    for (const call of [
      () => api.setExpressCheckout({} as never),
      () => api.getExpressCheckoutDetail({} as never),
      () => api.doExpressCheckout({} as never),
      () => api.createRecurringPayment({} as never),
    ])
      await expect(call()).rejects.toMatchObject({ error: body, message: body.error });
  });

  test('a response that breaks the contract is an invalid-response error', async () => {
    const r = recording(() => json({ sfid: 1 }));
    await expect(createApiClient(config, deps({ fetch: r.fetch })).getOfferBySfid('x')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'Something went wrong',
    });
  });
});
