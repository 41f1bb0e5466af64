/**
 * The edge's rules for the API's paths (deploy/rules/forwarded.ts, forwarding.ts, api-call.ts), as
 * the Pages Functions and `npm start` run them: only the storefront's calls go on; the caller's
 * claims about itself are replaced; hop-by-hop headers, Proxy-Authorization and other cookies stay
 * behind; bodies are bounded, calls time out, the API's cookies become the storefront's. The
 * engines themselves get the same probes in tests/e2e/cdn-security.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EDGE_BODY_LIMIT_BYTES, EDGE_TIMEOUT_MS } from '../../../src/api/calls.ts';
import { apiCall, type ApiCallOptions } from '../../../deploy/rules/api-call.ts';
import { edgeCalls } from '../../../deploy/rules/forwarded.ts';
import { apiCookies, apiRequestHeaders, storefrontSetCookie } from '../../../deploy/rules/forwarding.ts';
import { headersFor, parseHeaders, STRICT_TRANSPORT_SECURITY } from '../../../deploy/rules/headers.ts';

const caller = { address: '203.0.113.7', proto: 'https', host: 'shop.example.com' } as const;

describe('what a call carries on to the API', () => {
  test("the caller's forwarding headers are replaced by what the edge saw", () => {
    const sent = new Headers({
      'x-forwarded-for': '6.6.6.6',
      'x-real-ip': '6.6.6.6',
      'true-client-ip': '6.6.6.6',
      'cf-connecting-ip': '6.6.6.6',
      forwarded: 'for=6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      host: 'shop.example.com',
    });
    expect(Object.fromEntries(apiRequestHeaders(sent, caller))).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
    });
  });

  test('hop-by-hop headers, those Connection names, and Proxy-Authorization go no further; the rest goes on', () => {
    const sent = new Headers({
      connection: 'keep-alive, X-Hop-Secret',
      'x-hop-secret': 'for the next hop only',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic c2VjcmV0',
      'proxy-connection': 'keep-alive',
      te: 'trailers',
      trailer: 'x-late',
      upgrade: 'websocket',
      'x-purchase-id': 'pur-1',
      'x-request-id': 'req-1',
      'x-xsrf-token': 't',
      'x-something-new': 'kept',
    });
    const out = Object.fromEntries(apiRequestHeaders(sent, caller));
    expect(out).toMatchObject({
      'x-purchase-id': 'pur-1',
      'x-request-id': 'req-1',
      'x-xsrf-token': 't',
      'x-something-new': 'kept',
    });
    for (const name of [
      'connection',
      'x-hop-secret',
      'keep-alive',
      'proxy-authorization',
      'proxy-connection',
      'te',
      'trailer',
      'upgrade',
    ])
      expect(out[name], name).toBeUndefined();
  });

  test('only the cookie the API reads goes to it', () => {
    expect(apiCookies('GAID=s; amazon_Login_accessToken=Atza|x; XSRF-TOKEN=t; _ga=1; MY-XSRF-TOKEN=no')).toBe(
      'XSRF-TOKEN=t',
    );
    expect(apiCookies('GAID=s')).toBeUndefined();
    expect(apiCookies(null)).toBeUndefined();
    expect(apiRequestHeaders(new Headers({ cookie: 'GAID=s' }), caller).has('cookie')).toBe(false);
  });

  test("an API's Set-Cookie is the storefront's: no Domain, SameSite=Lax, Secure exactly over HTTPS", () => {
    expect(storefrontSetCookie('s=1; Domain=api.example.com; Path=/; HttpOnly', true)).toBe(
      's=1; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    expect(storefrontSetCookie('s=1; domain=.example.com; Secure', false)).toBe('s=1; SameSite=Lax');
    expect(storefrontSetCookie('s=1; SameSite=None; Secure', true)).toBe('s=1; SameSite=Lax; Secure');
  });
});

describe('an API path at the edge', () => {
  const calls = edgeCalls();
  const request = (method: string, path: string, init: RequestInit = {}) =>
    new Request(`https://shop.example.com${path}`, { method, ...init });
  const options = (send: ApiCallOptions['send'], extra: Partial<ApiCallOptions> = {}): ApiCallOptions => ({
    calls,
    caller,
    origin: 'https://api.example.com',
    send,
    ...extra,
  });
  const api = (status = 200, headers: HeadersInit = {}) => {
    const got: Request[] = [];
    const send: ApiCallOptions['send'] = async (r) => (got.push(r), new Response('{"ok":true}', { status, headers }));
    return { got, send };
  };

  test('a call the storefront does not make is answered 404 at the edge, in JSON without an error field', async () => {
    const { got, send } = api();
    const res = await apiCall(request('GET', '/proxy/api/orders/all'), options(send));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      status: 404,
      reason: 'not a call of the storefront: GET /proxy/api/orders/all',
    });
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'cache-control': 'no-store',
      'strict-transport-security': STRICT_TRANSPORT_SECURITY,
    });
    expect(got).toEqual([]);
  });

  test("a storefront call goes on to the API's origin with its path and query; the answer comes back with HSTS", async () => {
    const { got, send } = api(200, { 'set-cookie': 'XSRF-TOKEN=n; Path=/', 'content-type': 'application/json' });
    const res = await apiCall(
      request('POST', '/proxy/api/orders/createguest?x=1', {
        body: '{"a":1}',
        headers: { cookie: 'XSRF-TOKEN=t; GAID=s' },
      }),
      options(send),
    );
    expect(got[0]!.url).toBe('https://api.example.com/proxy/api/orders/createguest?x=1');
    expect(await got[0]!.text()).toBe('{"a":1}');
    expect(got[0]!.headers.get('cookie')).toBe('XSRF-TOKEN=t');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('XSRF-TOKEN=n; Path=/; SameSite=Lax; Secure');
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test('a body larger than the limit is refused with 413 before the API hears of it, with or without a length', async () => {
    const { got, send } = api();
    const big = 'a'.repeat(EDGE_BODY_LIMIT_BYTES + 1);
    expect(
      (await apiCall(request('POST', '/proxy/api/orders/calculatetax', { body: big }), options(send))).status,
    ).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const chunked = request('POST', '/proxy/api/orders/calculatetax', { body: stream, duplex: 'half' } as RequestInit);
    expect((await apiCall(chunked, options(send))).status).toBe(413);
    expect(got).toEqual([]);
    const fits = 'a'.repeat(EDGE_BODY_LIMIT_BYTES);
    expect(
      (await apiCall(request('POST', '/proxy/api/orders/calculatetax', { body: fits }), options(send))).status,
    ).toBe(200);
  });

  test('an API that does not answer in time gets 504 from the edge, and its request is aborted', async () => {
    let aborted = false;
    const send: ApiCallOptions['send'] = (_r, signal) =>
      new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => ((aborted = true), reject(signal.reason))),
      );
    const res = await apiCall(request('GET', '/proxy/api/offers/bysfid/OFF-1'), options(send, { timeoutMs: 50 }));
    expect(res.status).toBe(504);
    expect(aborted).toBe(true);
  });

  test('an API that cannot be reached gets 502 from the edge', async () => {
    const send: ApiCallOptions['send'] = () => Promise.reject(new TypeError('connection refused'));
    expect((await apiCall(request('GET', '/log'), options(send))).status).toBe(502);
  });

  test('the limits: 64 KiB of body and 30 s, the client’s own time-out', () => {
    expect(EDGE_BODY_LIMIT_BYTES).toBe(65_536);
    expect(EDGE_TIMEOUT_MS).toBe(30_000);
  });
});

test('HSTS is one year with subdomains, the same in _headers as on the edge’s own answers', () => {
  const rules = parseHeaders(readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8'));
  for (const path of ['/', '/SecureCart', '/_astro/x.js', '/images/a.svg', '/video/vsl.mp4', '/favicon.svg'])
    expect(headersFor(rules, path)['strict-transport-security'], path).toBe(STRICT_TRANSPORT_SECURITY);
  expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
});
