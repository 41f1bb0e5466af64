/** The request pipeline (R-API-1 … R-API-3, R-AFF-3) with a recording fetch, no server. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApiClient, type ApiConfig, type ApiDeps } from '../../../src/api/client.ts';
import { pageFunnelConf } from '../../../src/api/funnel-conf.ts';
import { createPipeline } from '../../../src/api/pipeline.ts';
import { newRequestId } from '../../../src/api/request-id.ts';
import { apiUrl } from '../../../src/api/urls.ts';
import * as z from 'zod/mini';
import { sessionStore } from '../../../src/state/session-storage.ts';
import { memoryStorage, testPage } from './harness.ts';
import { campaignPageData, stubPageDocument } from './page-config.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    const page = await campaignPageData();
    stubPageDocument(page.json);
    const r = recording((url) =>
      url.includes('getOrderCount')
        ? json(3)
        : url.includes('v2')
          ? json({}, 400)
          : new Response(null, { status: 204 }),
    );
    const api = createApiClient({ ...config, v2Payments: true }, deps({ fetch: r.fetch }));
    await api.createGuestOrder({} as never).catch(() => undefined);
    expect(await api.getOrderCount('acc_1', 'ord_1')).toBe(3);
    await api.logGet('hello');
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
      funnel_conf_destinations: String(page.destinations),
      funnel_conf_funnels: String(page.funnels),
    });
  });
});

describe('R-API-5: loggers', () => {
  const logQuery = (s: Sent | undefined) => Object.fromEntries(new URL(s?.url ?? '', 'http://x').searchParams);

  test("R-API-5: every GET log carries the counts of the page's own configuration (#funnel-data), text variant included", async () => {
    const page = await campaignPageData('os221215a_ap', { extraDestination: true });
    expect([page.destinations, page.funnels]).toEqual([3, 2]); // distinct, so a swap shows
    stubPageDocument(page.json);
    const r = recording();
    const api = createApiClient(config, deps({ fetch: r.fetch }));
    await api.logGet('Page Not Found');
    await api.logText({ step: 4 });
    expect(r.sent.map(logQuery)).toEqual([
      { msg: 'Page Not Found', url: testPage.href, funnel_conf_destinations: '3', funnel_conf_funnels: '2' },
      { msg: '{"step":4}', url: testPage.href, funnel_conf_destinations: '3', funnel_conf_funnels: '2' },
    ]);
  });

  test('R-API-5: a page that carries no configuration reports 0 destinations and 0 funnels', async () => {
    stubPageDocument(undefined);
    const r = recording();
    await createApiClient(config, deps({ fetch: r.fetch })).logGet('x');
    expect(logQuery(r.sent[0])).toMatchObject({ funnel_conf_destinations: '0', funnel_conf_funnels: '0' });
  });

  test('R-API-5: the base logger posts a non-empty payload to LOGGER_ENDPOINT under the API base', async () => {
    const r = recording();
    const quiet = { log: () => {}, error: () => {} };
    const api = createApiClient({ ...config, loggerEndpoint: 'log/client' }, deps({ fetch: r.fetch, console: quiet }));
    await api.log({});
    await api.log({ event: 'checkout-opened' });
    expect(r.sent.map((s) => [s.method, s.url])).toEqual([['POST', '/proxy/api/log/client']]);
    expect(r.sent[0]?.body).toMatchObject({ event: 'checkout-opened' });
  });

  test('R-API-5: with LOGGER_ENABLED off no logger sends anything, server logging included', async () => {
    const r = recording();
    const printed: unknown[] = [];
    const console = { log: (...a: unknown[]) => printed.push(a), error: (...a: unknown[]) => printed.push(a) };
    const api = createApiClient(
      { ...config, loggerEnabled: false, loggerEndpoint: 'log/client' },
      deps({ fetch: r.fetch, console }),
    );
    await api.log({ event: 'x' });
    await api.logGet('x');
    await api.logText({ x: 1 });
    await api.logServer('error', 'boom', { why: 'test' });
    expect(r.sent).toEqual([]);
    expect(printed).toEqual([]);
    const on = recording();
    const enabled = createApiClient({ ...config, loggerEndpoint: 'log/client' }, deps({ fetch: on.fetch, console }));
    await enabled.logServer('error', 'boom', { why: 'test' });
    expect(on.sent.map((s) => s.url)).toEqual(['/proxy/api/log/server']);
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

  test('R-CON-3: a first state-changing call refused for want of the token, whose refusal set it, goes once more with it', async () => {
    let cookie: string | undefined;
    const r = recording(() => {
      const first = cookie === undefined;
      cookie = 'tok-new'; // the API sets the cookie on every answer without one
      return first ? json({ error: 'Invalid or missing XSRF token' }, 403) : new Response(null, { status: 204 });
    });
    const api = createApiClient(config, deps({ fetch: r.fetch, getCookie: () => cookie }));
    await api.saveStats({ eventType: 'Page View' });
    expect(r.sent.map((s) => s.headers.get('X-XSRF-TOKEN'))).toEqual([null, 'tok-new']);
    expect(r.sent[1]?.headers.get('X-Request-Id')).toBe(r.sent[0]?.headers.get('X-Request-Id'));
  });

  test('R-CON-3: a 403 to a call that carried the token is the API’s decision, not repeated', async () => {
    const r = recording(() => json({ error: 'Invalid or missing XSRF token' }, 403));
    expect(await createApiClient(config, deps({ fetch: r.fetch })).saveStats({ eventType: 'a' })).toBe(false);
    expect(r.sent.filter((s) => s.url.endsWith('/funnel/stats/save'))).toHaveLength(1);
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

describe('R-API-2: calls that recover by themselves (retry.ts)', () => {
  /** A fetch whose first answers are the given failures, then 200 with `body`. */
  function flaky(failures: ('lost' | number)[], body: unknown = {}) {
    const r = recording(() => json(body));
    let n = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const failure = failures[n++];
      if (failure === undefined) return r.fetch(input, init);
      await r.fetch(input, init); // the server got it…
      if (failure === 'lost') throw new TypeError('Failed to fetch'); // …and the answer never came back
      return json({ error: `status ${failure}` }, failure);
    };
    return { fetch, sent: r.sent };
  }

  test('a safe call (tax) is repeated after a lost answer and 408/425/429/5xx answers, then answers', async () => {
    const r = flaky(['lost', 503, 429], { tax: 1.5, rate: 0.1, isValid: true });
    const api = createApiClient(config, deps({ fetch: r.fetch }));
    const tax = await api.calculateTax({ address: { State: 'WA', Country: 'US', ZipPostal: '98101' }, items: [] });
    expect(tax).toMatchObject({ tax: 1.5, isValid: true });
    expect(r.sent).toHaveLength(4);
  });

  test('a call that creates an order is repeated under its one X-Request-Id, at most twice', async () => {
    const r = flaky(['lost', 'lost', 'lost']);
    const api = createApiClient(config, deps({ fetch: r.fetch }));
    const failed = await api.createGuestOrder({} as never).catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: 'network', message: 'Sorry, but Payment Service is not available!' });
    expect(r.sent).toHaveLength(3);
    const ids = new Set(r.sent.map((s) => s.headers.get('X-Request-Id')));
    expect(ids.size).toBe(1);
    expect((failed as { requestId?: string }).requestId).toBe([...ids][0]);
  });

  test('an answer that decides (400, 409) is never repeated', async () => {
    for (const status of [400, 402, 409]) {
      const r = flaky([status, status, status]);
      const api = createApiClient(config, deps({ fetch: r.fetch }));
      await expect(api.calculateTax({} as never)).rejects.toMatchObject({ status });
      await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({ status });
      expect(r.sent).toHaveLength(2);
    }
  });

  test('against an API that does not deduplicate (API_DEDUPLICATES off) order calls are never repeated; safe calls are', async () => {
    const r = flaky(['lost', 'lost']);
    const api = createApiClient({ ...config, apiDeduplicates: false }, deps({ fetch: r.fetch }));
    await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({ kind: 'network' });
    expect(r.sent).toHaveLength(1);
    await expect(api.saveStats({ eventType: 'a' })).resolves.toBe(true);
    expect(r.sent).toHaveLength(3);
  });

  test('each attempt has its own time-out: a first attempt that hangs is timed out and the repeat answers', async () => {
    let n = 0;
    const fetch: typeof globalThis.fetch = (_input, init) => {
      n += 1;
      if (n > 1) return Promise.resolve(json({}));
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const api = createApiClient({ ...config, timeoutMs: 50 }, deps({ fetch }));
    await expect(api.saveStats({ eventType: 'a' })).resolves.toBe(true);
    expect(n).toBe(2);
  });

  test('an order call that times out is not repeated (the next tap replays its key); a safe one is', async () => {
    let n = 0;
    const hang: typeof globalThis.fetch = (_input, init) => {
      n += 1;
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const api = createApiClient({ ...config, timeoutMs: 20 }, deps({ fetch: hang }));
    await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    expect(n).toBe(1);
    await expect(api.getOfferBySfid('x')).rejects.toMatchObject({ kind: 'timeout' });
    expect(n).toBe(5);
  });

  test('a call that times out on every attempt is a time-out error', async () => {
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const api = createApiClient({ ...config, timeoutMs: 20, apiDeduplicates: false }, deps({ fetch }));
    await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({ kind: 'timeout', status: 0 });
  });

  test('an answer whose body stalls after its headers is timed out (and, for an order call, is an unknown outcome)', async () => {
    const stalled: typeof globalThis.fetch = async (_input, init) =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":'));
            init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    const api = createApiClient({ ...config, timeoutMs: 50 }, deps({ fetch: stalled }));
    await expect(api.createGuestOrder({} as never)).rejects.toMatchObject({ kind: 'timeout', status: 0 });
  });

  test('JSON sent with another content type is read as JSON', async () => {
    const r = recording(
      () => new Response('{"tax":2,"rate":0.1,"isValid":true}', { headers: { 'content-type': 'text/plain' } }),
    );
    const api = createApiClient(config, deps({ fetch: r.fetch }));
    await expect(api.calculateTax({} as never)).resolves.toMatchObject({ tax: 2, isValid: true });
  });
});

describe('R-API-1 … R-API-3: the pipeline’s own rules, call by call', () => {
  const anything = z.unknown();
  const pipeline = (fetch: typeof globalThis.fetch, extra: Partial<ApiConfig> = {}, more: ApiDeps = {}) =>
    createPipeline({ ...config, ...extra }, deps({ fetch, ...more }));
  const ordersUrl = (path: string) => apiUrl(config, path);

  test('a GET asks for JSON; without a token or a purchase no Authorization and no X-Purchase-Id; with one, the purchase and its tab are named', async () => {
    const r = recording(() => json({}));
    const api = pipeline(r.fetch);
    await api.call(ordersUrl('offers/bysfid/x'), { schema: anything });
    await api.post('orders/createguest', {}, anything, { purchaseId: 'p-1', purchaseTab: 't-1' });
    await api.post('orders/createguest', {}, anything, { purchaseId: 'p-2' });
    const [get, post, untabbed] = r.sent;
    expect(get?.headers.get('Accept')).toBe('application/json');
    expect(get?.headers.has('Authorization')).toBe(false);
    expect(get?.headers.has('X-Purchase-Id')).toBe(false);
    expect(get?.headers.has('X-Purchase-Tab')).toBe(false);
    expect(post?.headers.get('X-Purchase-Id')).toBe('p-1');
    expect(post?.headers.get('X-Purchase-Tab')).toBe('t-1');
    expect(untabbed?.headers.has('X-Purchase-Tab')).toBe(false);
  });

  test('R-AFF-3: a body that brings its own affParameters keeps them', async () => {
    const r = recording(() => json({}));
    await pipeline(r.fetch).post('leads/create', { affParameters: { affId: 'OWN' } }, anything);
    expect(r.sent[0]?.body).toEqual({ affParameters: { affId: 'OWN' } });
  });

  test('query values left undefined are not sent', async () => {
    const r = recording(() => json({}));
    await pipeline(r.fetch).call(ordersUrl('offers/x'), { schema: anything, query: { a: 1, b: undefined, c: 'z' } });
    expect(new URL(r.sent[0]!.url, 'http://x').search).toBe('?a=1&c=z');
  });

  test('a 2xx whose body is empty, null or an empty string is read as {}', async () => {
    for (const text of ['', 'null', '""']) {
      const r = recording(() => new Response(text, { status: 200 }));
      await expect(pipeline(r.fetch).call(ordersUrl('offers/x'), { schema: anything })).resolves.toEqual({});
    }
  });

  test('an answer that is not JSON is its text, for the schema or the error to read', async () => {
    const ok = recording(() => new Response('OK', { status: 200 }));
    await expect(pipeline(ok.fetch).call(ordersUrl('offers/x'), { schema: anything })).resolves.toBe('OK');
    const bad = recording(() => new Response('<h1>Bad gateway</h1>', { status: 400 }));
    await expect(pipeline(bad.fetch).post('orders/setexpresscheckout', {}, anything)).rejects.toMatchObject({
      error: '<h1>Bad gateway</h1>',
    });
  });

  test('an error answer with an empty body: the message, also where the whole error body is passed on', async () => {
    const r = recording(() => new Response('', { status: 400 }));
    await expect(pipeline(r.fetch).post('orders/setexpresscheckout', {}, anything)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      error: 'Something went wrong',
      body: undefined,
    });
  });

  test('an answer that breaks the schema is invalid-response 200 with the generic message and the call’s id', async () => {
    const r = recording(() => json({ sfid: 1 }));
    const strict = { safeParse: () => ({ success: false as const }) } as unknown as typeof anything;
    await expect(
      pipeline(r.fetch).call(ordersUrl('offers/x'), { schema: strict, requestId: 'r-9' }),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
      error: 'Something went wrong',
      message: 'Something went wrong',
      requestId: 'r-9',
    });
  });

  test('a schema whose code cannot be loaded fails the call as the network would, with its id', async () => {
    const r = recording(() => json({}));
    const schema = () => Promise.reject(new Error('chunk failed'));
    await expect(
      pipeline(r.fetch).call(ordersUrl('orders/createguest'), { method: 'POST', schema, requestId: 'r-1' }),
    ).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      error: 'Sorry, but Payment Service is not available!',
      message: 'Sorry, but Payment Service is not available!',
      requestId: 'r-1',
    });
  });

  test('R-CON-3: only a tokenless state-changing call refused with 403 goes again: not a GET, not another refusal', async () => {
    for (const [method, status] of [
      ['GET', 403],
      ['POST', 400],
    ] as const) {
      let cookie: string | undefined;
      const r = recording(() => {
        cookie = 'tok-new';
        return json({ error: 'no' }, status);
      });
      const api = pipeline(r.fetch, {}, { getCookie: () => cookie });
      await expect(api.call(ordersUrl('orders/applycoupon'), { method, schema: anything })).rejects.toMatchObject({
        status,
      });
      expect(r.sent).toHaveLength(1);
    }
  });

  describe('timing (fake timers)', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    test('repeats wait 300 ms, 900 ms, 2.7 s; an earlier attempt’s time-out never marks a later failure a time-out', async () => {
      const at: number[] = [];
      const lost: typeof globalThis.fetch = async () => {
        at.push(at.length);
        throw new TypeError('Failed to fetch');
      };
      const failed = pipeline(lost, { timeoutMs: 400 })
        .call(ordersUrl('offers/x'), { schema: anything })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(299);
      expect(at).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(at).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(899);
      expect(at).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(at).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(2699);
      expect(at).toHaveLength(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(at).toHaveLength(4);
      expect(await failed).toMatchObject({ kind: 'network', status: 0 });
    });

    test('no clock is left running once a call has ended, even when its answer broke off mid-body', async () => {
      const broken: typeof globalThis.fetch = async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"id":'));
              controller.error(new TypeError('network dropped'));
            },
          }),
          { status: 200 },
        );
      await expect(pipeline(broken).post('orders/createguest', {}, anything)).rejects.toMatchObject({
        kind: 'network',
      });
      expect(vi.getTimerCount()).toBe(0);
    });

    test('without a configured time-out an order call waits 30 s for its answer, then is a time-out', async () => {
      let n = 0;
      const hang: typeof globalThis.fetch = (_input, init) => {
        n += 1;
        return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      };
      let settled: unknown;
      void pipeline(hang)
        .post('orders/createguest', {}, anything)
        .catch((e: unknown) => (settled = e));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ kind: 'timeout' });
      expect(n).toBe(1);
    });
  });

  test('outside a browser the page is blank and there is no session storage; in one, the page’s address and the runtime’s session store', async () => {
    const outside = createPipeline(config).deps;
    expect(outside.page()).toEqual({ href: '', search: '', referrer: '' });
    expect(outside.sessionStorage).toBeNull();
    expect(outside.console).toBe(globalThis.console);
    expect(outside.funnelConf).toBe(pageFunnelConf);
    expect(outside.newRequestId).toBe(newRequestId);
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', { location: { href: 'https://shop.test/p?affId=A', search: '?affId=A' } });
    vi.stubGlobal('document', { referrer: 'https://ads.test/' });
    const inside = createPipeline(config).deps;
    expect(inside.page()).toEqual({
      href: 'https://shop.test/p?affId=A',
      search: '?affId=A',
      referrer: 'https://ads.test/',
    });
    expect(inside.sessionStorage).toBe(sessionStore);
    await inside.fetch('https://api.test/x');
    expect(fetch).toHaveBeenCalledWith('https://api.test/x');
  });
});
