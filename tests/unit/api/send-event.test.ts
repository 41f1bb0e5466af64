/**
 * The small sender of the page's tracking calls (src/api/send-event.ts): the request the API
 * client would send for the same call (R-API-2 headers, R-AFF-3 affParameters, credentials), sent
 * with keepalive under the event's id, and what became of it by the answer.
 */
import { describe, expect, test } from 'vitest';
import { createApiClient, type ApiConfig } from '../../../src/api/client.ts';
import { sendEvent, sendLogGet, type SendDeps } from '../../../src/api/send-event.ts';
import { memoryStorage, testPage } from './harness.ts';

const config: ApiConfig = {
  brand: 'IkariaBeauty',
  apiBase: 'api/',
  useProxy: true,
  token: 'tok-abc',
  loggerEndpoint: '',
  logPath: '/log',
  loggerEnabled: true,
  v2Payments: false,
};

interface Request {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials | undefined;
  keepalive?: boolean | undefined;
}

/** A fetch that records each request and answers `answer`. */
function recording(answer: () => Response | Promise<Response> = () => new Response('{"id":1}', { status: 200 })) {
  const sent: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body,
      credentials: init?.credentials,
      keepalive: init?.keepalive,
    });
    return answer();
  };
  let cookie: string | undefined = 'xsrf-1';
  const deps: SendDeps = {
    fetch,
    getCookie: (name) => (name === 'XSRF-TOKEN' ? cookie : undefined),
    sessionStorage: memoryStorage(),
    page: () => testPage,
  };
  return { sent, deps, setCookie: (v: string | undefined) => (cookie = v) };
}

const stats = {
  eventType: 'Page View',
  url: 'https://shop.test/vsl',
  sessionId: 'S1',
  customPayLoad1: '',
  customPayLoad2: '',
};

describe('R-SES-4, R-API-2: the same request as the API client, without it', () => {
  test('R-SES-4, R-AFF-3: a stats event goes as the client sends funnel/stats/save: address, headers, body with the affiliate parameters, credentials', async () => {
    const small = recording();
    const client = recording();
    await sendEvent(config, 'funnel/stats/save', stats, 'event-1', small.deps);
    await createApiClient(config, { ...client.deps, console: { log: () => {}, error: () => {} } }).saveStats({
      eventType: 'Page View',
      url: 'https://shop.test/vsl',
      sessionId: 'S1',
    });
    const [mine, theirs] = [small.sent[0]!, client.sent[0]!];
    expect(mine.url).toBe('/proxy/api/funnel/stats/save');
    expect(mine.url).toBe(theirs.url);
    expect(mine.method).toBe(theirs.method);
    expect(mine.body).toEqual(theirs.body);
    expect(mine.body).toMatchObject({ affParameters: expect.objectContaining({ landingUrl: testPage.href }) });
    const { 'x-request-id': id, ...headers } = mine.headers;
    const { 'x-request-id': _theirs, ...expected } = theirs.headers;
    expect(headers).toEqual(expected);
    expect(headers).toMatchObject({
      'x-brand': 'IkariaBeauty',
      'x-xsrf-token': 'xsrf-1',
      authorization: 'Bearer tok-abc',
    });
    expect(id).toBe('event-1');
    expect(mine.credentials).toBe('include');
  });

  test('R-SES-4: every event goes with keepalive, so it outlives the page that sends it', async () => {
    const { sent, deps } = recording();
    await sendEvent(config, 'affiliate/setaffparameters', { affId: 'A1', affParameters: { affId: 'A1' } }, 'e-2', deps);
    expect(sent[0]).toMatchObject({ keepalive: true, body: { affId: 'A1', affParameters: { affId: 'A1' } } });
  });

  test('R-API-5: the GET logger goes as the client sends it', async () => {
    const small = recording(() => new Response('{}'));
    const client = recording(() => new Response('{}'));
    const counts = { destinations: 2, funnels: 3 };
    await sendLogGet(config, 'component not found', counts, { ...small.deps, newRequestId: () => 'log-1' });
    await createApiClient(config, {
      ...client.deps,
      console: { log: () => {}, error: () => {} },
      funnelConf: () => counts,
    }).logGet('component not found');
    const [mine, theirs] = [small.sent[0]!, client.sent[0]!];
    const parts = (url: string) => {
      const at = new URL(url, 'https://shop.test');
      return [at.pathname, Object.fromEntries(at.searchParams)];
    };
    expect(parts(mine.url)).toEqual(parts(theirs.url)); // the same values, each encoding its own way
    expect(parts(mine.url)).toEqual([
      '/log',
      { msg: 'component not found', url: testPage.href, funnel_conf_destinations: '2', funnel_conf_funnels: '3' },
    ]);
    expect({ ...mine.headers, 'x-request-id': '' }).toEqual({ ...theirs.headers, 'x-request-id': '' });
    expect(mine.credentials).toBe('include');
  });

  test('R-API-5: with the logger off, nothing is sent', async () => {
    const { sent, deps } = recording();
    await sendLogGet(
      { ...config, loggerEnabled: false },
      'x',
      { destinations: 0, funnels: 0 },
      { ...deps, newRequestId: () => 'l' },
    );
    expect(sent).toEqual([]);
  });
});

describe('R-SES-4: what became of a call', () => {
  const outcome = async (answer: () => Response | Promise<Response>) => {
    const { deps } = recording(answer);
    return sendEvent(config, 'funnel/stats/save', stats, 'e', deps);
  };

  test('a 2xx answer: sent (a repeated id is answered with the first record, also 2xx)', async () => {
    expect(await outcome(() => new Response('{"id":3}', { status: 200 }))).toEqual({ outcome: 'sent', status: 200 });
  });

  test('no answer, a time-out status, 429 or a 5xx: tried again', async () => {
    for (const status of [408, 425, 429, 500, 502, 503, 504, 599])
      expect((await outcome(() => new Response('', { status }))).outcome, String(status)).toBe('retry');
    expect(await outcome(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      outcome: 'retry',
      status: 0,
    });
  });

  test("any other 4xx is the API's decision: refused, with its words", async () => {
    expect(await outcome(() => new Response('{"error":"eventType: required"}', { status: 400 }))).toEqual({
      outcome: 'refused',
      status: 400,
      error: 'eventType: required',
    });
    expect(await outcome(() => new Response('Forbidden', { status: 403 }))).toMatchObject({
      outcome: 'refused',
      error: 'Forbidden',
    });
  });

  test('R-CON-3: a 403 to a call that went before the XSRF cookie came, which the refusal set: tried again', async () => {
    const r = recording(() => {
      r.setCookie('xsrf-new');
      return new Response('{"error":"Invalid or missing XSRF token"}', { status: 403 });
    });
    r.setCookie(undefined);
    expect((await sendEvent(config, 'funnel/stats/save', stats, 'e', r.deps)).outcome).toBe('retry');
    expect(r.sent[0]!.headers).not.toHaveProperty('x-xsrf-token');
  });
});
