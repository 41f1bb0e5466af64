/**
 * The probes of "Nobody but the shopper": what another person's client could send to the edge
 * (curl, a crafted link, a page of another site), sent by tests/e2e/cdn-security.spec.ts to
 * `npm start`, nginx and Cloudflare Pages alike, each with the sandbox behind it. Each row says what
 * the answer must be and, through the API tap, what may reach the API. The rows are grouped by what
 * they keep out: calls the storefront never makes, redirects off the site, a caller's claims about
 * itself, what a proxy must not pass on, transport and cookies, the sandbox's controls, and what
 * held up before (traversal, dotfiles, open proxying, security headers).
 */
import { expect } from '@playwright/test';
import type { ApiRequest } from '../../../scripts/cdn/tap.ts';
import type { Engine, Site } from '../../../scripts/cdn/site.ts';
import type { RawAnswer, RawRequest } from './raw-socket.ts';

/** What a probe's check can read besides the answer. */
export interface ProbeContext {
  site: Site;
  /** The requests the API got while the probe ran. */
  reached: ApiRequest[];
}

/** One probe. */
export interface Probe {
  name: string;
  /** The engines it applies to (all by default), and why not the others in its name. */
  engines?: readonly Engine[];
  request: RawRequest | ((site: Site) => RawRequest);
  /** Done before the request (faults). */
  before?(site: Site): void;
  check(answer: RawAnswer, ctx: ProbeContext): void;
}

/** The HSTS every answer of a TLS deployment carries (public/_headers, deploy/rules/headers.ts). */
export const HSTS = 'max-age=31536000; includeSubDomains';

const TOKEN = 'probe-token';
/** A state-changing call's XSRF cookie and header (R-CON-3), so the API itself would take it. */
const XSRF = { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };
const json = { 'content-type': 'application/json' };
/** A call the storefront makes that changes nothing: the tax of an (invalid, so refused) cart. */
const TAX = '/proxy/api/orders/calculatetax';
/** That call with its XSRF pair and JSON, these headers besides, and `body`. */
const taxCall = (headers: Record<string, string> = {}, body = '{}'): RawRequest => ({
  method: 'POST',
  target: TAX,
  headers: { ...json, ...XSRF, ...headers },
  body,
});

const apiPaths = /^\/(proxy|alternproxy|api|v2)\/|^\/log(\?|$)/;
/** The API got nothing. */
function notReached(ctx: ProbeContext): void {
  expect(ctx.reached.filter((r) => apiPaths.test(r.path)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
}
/** The API got exactly one request, and it was this call. */
function reachedOnce(ctx: ProbeContext, method: string, path: string): ApiRequest {
  const got = ctx.reached.filter((r) => apiPaths.test(r.path));
  expect(got.map((r) => `${r.method} ${r.path}`)).toEqual([`${method} ${path}`]);
  return got[0]!;
}
/** Refused at the edge: 404 and nothing reached the API. */
function refusedAtEdge(answer: RawAnswer, ctx: ProbeContext): void {
  expect(answer.status, 'status').toBe(404);
  expect(answer.text).not.toMatch(/customerEmail|last4|cardId/);
  notReached(ctx);
}
/** A redirect, if any, stays on the site as the browser reads its Location. */
function staysOnSite(answer: RawAnswer, ctx: ProbeContext): void {
  const location = answer.headers.location;
  if (answer.status < 300 || answer.status > 399 || location === undefined) return;
  const site = new URL(ctx.site.url);
  expect(new URL(location, site).origin, `Location: ${JSON.stringify(location)}`).toBe(site.origin);
}

/** The calls the storefront never makes, each refused at the edge. */
const NOT_STOREFRONT_CALLS: [string, string][] = [
  ['GET', '/proxy/api/orders/all'],
  ['GET', '/proxy/api/orders/all?limit=1'],
  ['GET', '/proxy/api/orders/all/'],
  ['GET', '/proxy/api//orders/all'],
  ['GET', '/proxy//api/orders/all'],
  ['GET', '/proxy/api/orders/%61ll'],
  ['GET', '/proxy/api/orders/ALL'],
  ['GET', '/proxy/api/./orders/all'],
  ['GET', '/proxy/api/orders/createguest/../all'],
  ['GET', '/proxy/api/orders/createguest%2F..%2Fall'],
  ['GET', '/proxy/api/offers/bysfid/..%2F..%2Forders%2Fall'],
  ['GET', '/proxy/api/orders/all;x=1'],
  ['HEAD', '/proxy/api/orders/all'],
  ['POST', '/proxy/api/orders/all'],
  ['GET', '/proxy/api/orders/createguest'],
  ['PUT', '/proxy/api/orders/createguest'],
  ['DELETE', '/proxy/api/orders/createguest'],
  ['OPTIONS', '/proxy/api/orders/createguest'],
  ['PATCH', '/proxy/api/funnel/stats/save'],
  ['GET', '/proxy/api/log/server'],
  ['POST', '/proxy/api/log/anything'],
  ['POST', '/log'],
  ['GET', '/alternproxy/anything'],
  ['GET', '/alternproxy/getOrderCount/../../proxy/api/orders/all'],
  ['GET', '/proxy/v2/orders/createTransaction'],
  ['GET', '/api/orders/all'],
  ['GET', '/v2/orders/createTransaction'],
  ['GET', '/proxy/http://evil.example/'],
  ['GET', '/proxy/api/http%3A%2F%2Fevil.example%2F'],
];

/** Requests whose 308 left the site on some engine (the issue's, and their variants). */
const REDIRECT_TARGETS = [
  '//evil.example/..%2FSecureCart.html',
  '//evil.example/..%2FSecureCart/',
  '//evil.example/..%2Findex.html',
  '//evil.example/index',
  '//evil.example/%2e%2e/SecureCart/',
  '//evil.example%2F..%2FSecureCart/',
  '/%2F%2Fevil.example/index',
  '/%2F%2Fevil.example/..%2FSecureCart.html',
  '/%5Cevil.example/index',
  '/%5C%5Cevil.example/..%2FSecureCart.html',
  '/\\evil.example/index',
  '/\\evil.example/..%2FSecureCart.html',
  '/%09/evil.example/index',
  '/%09/evil.example/..%2FSecureCart.html',
  '/%0A/evil.example/index',
  '/%0D%0A/evil.example/index',
  '/%20/evil.example/index',
  '//@evil.example/index',
  '/@evil.example/..%2FSecureCart.html',
  '//user@evil.example/index',
  '///evil.example/index',
  '/.//evil.example/index',
  '/SecureCart.html?next=//evil.example/',
  '//evil.example/SecureCart.html',
  '//evil.example/cms/faq/',
];

/** A listed call with every header a client could use to claim another address, scheme or host. */
const SPOOFED_FORWARDING: Record<string, string> = {
  'x-forwarded-for': '6.6.6.6',
  'x-real-ip': '6.6.6.6',
  'true-client-ip': '6.6.6.6',
  'x-client-ip': '6.6.6.6',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'gopher',
  'x-forwarded-port': '6666',
};

const over = (site: Site) => new URL(site.url).protocol.slice(0, -1);
const sameOrigin = (site: Site) => new URL(site.url).origin;

export const PROBES: Probe[] = [
  // 1. Every order is readable through the edge: only the storefront's calls go on.
  ...NOT_STOREFRONT_CALLS.map(([method, target]): Probe => ({
    name: `1. ${method} ${target} is refused at the edge (404) and never reaches the API`,
    request: { method, target, headers: { ...XSRF } },
    check: refusedAtEdge,
  })),
  {
    name: '1. a call the storefront makes still goes on: GET /proxy/api/offers/bysfid/OFF-UP-TEA',
    request: { target: '/proxy/api/offers/bysfid/OFF-UP-TEA?x=1' },
    check(answer, ctx) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('"sfid":"OFF-UP-TEA"');
      reachedOnce(ctx, 'GET', '/proxy/api/offers/bysfid/OFF-UP-TEA?x=1');
    },
  },
  {
    name: "1. a storefront call's own headers go on (X-Purchase-Id, X-Request-Id, X-Brand, any X- header)",
    request: taxCall({ 'x-purchase-id': 'pur-1', 'x-request-id': 'req-1', 'x-brand': 'B', 'x-new-thing': 'n' }),
    check(_answer, ctx) {
      const got = reachedOnce(ctx, 'POST', TAX);
      expect(got.headers).toMatchObject({
        'x-purchase-id': 'pur-1',
        'x-request-id': 'req-1',
        'x-brand': 'B',
        'x-new-thing': 'n',
        'x-xsrf-token': TOKEN,
      });
    },
  },
  {
    name: "1. a beacon's stats event (text/plain, no XSRF header) still reaches the API as POST",
    request: {
      method: 'POST',
      target: '/proxy/api/funnel/stats/save',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '{"eventType":"PageView"}',
    },
    check(_answer, ctx) {
      expect(reachedOnce(ctx, 'POST', '/proxy/api/funnel/stats/save').headers['content-type']).toMatch(/^text\/plain/);
    },
  },

  // 4. No redirect leaves the site.
  ...REDIRECT_TARGETS.map((target): Probe => ({
    name: `4. GET ${target} does not redirect off the site`,
    request: { target },
    check: staysOnSite,
  })),
  {
    name: '4. the 308s still move a page to its clean URL: /SecureCart.html?a=1 → /SecureCart?a=1',
    request: { target: '/SecureCart.html?a=1' },
    check(answer) {
      expect([answer.status, answer.headers.location]).toEqual([308, '/SecureCart?a=1']);
    },
  },

  // 5. The edge says who is calling, and nothing else.
  {
    name: '5. client-sent X-Forwarded-For, X-Real-IP, True-Client-IP, Forwarded, X-Forwarded-Host/Proto/Port are replaced by what the edge saw',
    request: taxCall(SPOOFED_FORWARDING),
    check(_answer, ctx) {
      const got = reachedOnce(ctx, 'POST', TAX).headers;
      expect(got['x-forwarded-for']).toBe('127.0.0.1');
      expect(got['x-forwarded-host']).toBe(new URL(ctx.site.url).host);
      expect(got['x-forwarded-proto']).toBe(over(ctx.site));
      for (const name of ['x-real-ip', 'true-client-ip', 'x-client-ip', 'forwarded', 'x-forwarded-port'])
        expect(got[name], name).toBeUndefined();
      expect(JSON.stringify(got)).not.toContain('6.6.6.6');
      expect(JSON.stringify(got)).not.toContain('evil.example');
    },
  },
  {
    // Cloudflare's edge sets CF-Connecting-IP itself, over any the client sent (docs/security.md);
    // `wrangler pages dev` keeps a client's, so Pages is held to it by the row above.
    name: '5. a client-sent CF-Connecting-IP does not reach the API',
    engines: ['npm start', 'nginx'],
    request: taxCall({ 'cf-connecting-ip': '6.6.6.6' }),
    check(_answer, ctx) {
      const got = reachedOnce(ctx, 'POST', TAX).headers;
      expect(got['cf-connecting-ip']).toBeUndefined();
      expect(got['x-forwarded-for']).toBe('127.0.0.1');
    },
  },
  {
    // Cloudflare routes by host: a request for another host never reaches the project.
    name: '5. a request for another host is not served, and its call never reaches the API',
    engines: ['npm start', 'nginx'],
    request: taxCall({ host: 'evil.example' }),
    check(answer, ctx) {
      expect(answer.status).toBe(421);
      notReached(ctx);
    },
  },
  {
    name: '5. a page asked for by another host is not served either',
    engines: ['npm start', 'nginx'],
    request: { target: '/SecureCart', headers: { host: 'evil.example' } },
    check(answer) {
      expect(answer.status).toBe(421);
      expect(answer.text).not.toContain('Secure checkout');
    },
  },
  {
    name: '5. a body larger than the storefront ever sends is refused (413) and never reaches the API',
    request: taxCall({}, `{"x":"${'a'.repeat(70 * 1024)}"}`),
    check(answer, ctx) {
      expect(answer.status).toBe(413);
      notReached(ctx);
    },
  },
  {
    name: '5. a large body sent in chunks, without a length, is refused too',
    request: { ...taxCall({}, `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`), chunked: true },
    check(answer, ctx) {
      expect(answer.status).toBe(413);
      notReached(ctx);
    },
  },
  {
    name: '5. a call the API does not answer times out at the edge (504) instead of waiting',
    before: (site) => site.sandbox.faults.add({ path: 'orders/calculatetax', hang: true, times: 1 }),
    request: taxCall(),
    check(answer, ctx) {
      expect(answer.status).toBe(504);
      expect(answer.ms).toBeLessThan(ctx.site.apiTimeoutMs + 5_000);
      ctx.site.sandbox.faults.clear();
    },
  },
  {
    name: '5. hop-by-hop headers, headers named in Connection and Proxy-Authorization never reach the API',
    request: taxCall({
      connection: 'close, x-hop-secret',
      'x-hop-secret': 'only-for-the-next-hop',
      'proxy-authorization': 'Basic c2VjcmV0OnNlY3JldA==',
      'proxy-connection': 'keep-alive',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      trailer: 'x-late',
    }),
    check(answer, ctx) {
      // nginx cannot drop a header by a name it learns per request: it refuses the call (400) instead.
      if (answer.status === 400 && /"reason"/.test(answer.text)) return notReached(ctx);
      const got = reachedOnce(ctx, 'POST', TAX).headers;
      // The Workers runtime consumes Connection before a Function sees it, so the Function cannot
      // know the names it listed; removing them is Cloudflare's own edge's part (docs/security.md).
      const named = ctx.site.engine === 'pages' ? [] : ['x-hop-secret'];
      for (const name of [...named, 'proxy-authorization', 'proxy-connection', 'keep-alive', 'te', 'trailer'])
        expect(got[name], name).toBeUndefined();
    },
  },
  {
    name: '5. Proxy-Authorization alone never reaches the API',
    request: taxCall({ 'proxy-authorization': 'Basic c2VjcmV0' }),
    check(_answer, ctx) {
      expect(reachedOnce(ctx, 'POST', TAX).headers['proxy-authorization']).toBeUndefined();
    },
  },
  {
    name: '5. only the cookie the API reads goes to it (not the session, analytics or the Amazon token)',
    request: taxCall({
      cookie: `GAID=sess-1; amazon_Login_accessToken=Atza|secret; XSRF-TOKEN=${TOKEN}; _ga=GA1.1; tcr_isSub=false`,
    }),
    check(_answer, ctx) {
      expect(reachedOnce(ctx, 'POST', TAX).headers.cookie).toBe(`XSRF-TOKEN=${TOKEN}`);
    },
  },
  {
    name: "5. an API's Set-Cookie for its own domain is rewritten to the storefront's host",
    before: (site) =>
      site.sandbox.faults.add({
        path: 'orders/calculatetax',
        headers: { 'set-cookie': 'api_session=1; Domain=api.example.com; Path=/; HttpOnly' },
        times: 1,
      }),
    request: taxCall(),
    check(answer, ctx) {
      const cookie = answer.cookies.find((c) => c.startsWith('api_session='));
      expect(cookie, 'the cookie comes back').toBeDefined();
      expect(cookie).not.toMatch(/domain=api\.example\.com/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(/;\s*Secure/i.test(cookie!), 'Secure exactly when the storefront is on HTTPS').toBe(
        over(ctx.site) === 'https',
      );
    },
  },

  // 6. Transport and cookies.
  ...(
    [
      ['a page', { target: '/SecureCart' }],
      ['a 308', { target: '/SecureCart.html' }],
      ['a 404', { target: '/no-such-page' }],
      ['a 405', { method: 'POST', target: '/SecureCart' }],
      ['an asset', { target: '/favicon.svg' }],
      ["the API's answer", { target: '/proxy/api/offers/bysfid/OFF-UP-TEA' }],
      ["the edge's 404", { target: '/proxy/api/orders/all' }],
      ["the edge's 413", taxCall({}, 'a'.repeat(70 * 1024))],
    ] as [string, RawRequest][]
  ).map(([what, request]): Probe => ({
    name: `6. Strict-Transport-Security (one year, includeSubDomains) on ${what}`,
    request,
    check(answer) {
      expect(answer.headers['strict-transport-security']).toBe(HSTS);
    },
  })),
  {
    name: '6. the XSRF-TOKEN cookie is SameSite=Lax, and Secure exactly when the storefront is on HTTPS',
    request: { target: '/proxy/api/offers/bysfid/OFF-UP-TEA' },
    check(answer, ctx) {
      const cookie = answer.cookies.find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(/;\s*Secure/i.test(cookie!)).toBe(over(ctx.site) === 'https');
    },
  },

  // 7. The sandbox's controls refuse other sites.
  {
    name: "7. POST /__sandbox/faults from another site's page (Origin, text/plain) is refused and adds no fault",
    request: {
      method: 'POST',
      target: '/__sandbox/faults',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: '{"path":"orders/createguest","status":500}',
    },
    check(answer, ctx) {
      expect(answer.status).toBe(403);
      expect(ctx.site.sandbox.faults.all()).toEqual([]);
    },
  },
  {
    name: '7. POST /__sandbox/faults with only an Origin of another site (older browsers) is refused',
    request: {
      method: 'POST',
      target: '/__sandbox/faults',
      headers: { origin: 'https://evil.example', ...json },
      body: '{"path":"orders/createguest","status":500}',
    },
    check(answer, ctx) {
      expect(answer.status).toBe(403);
      expect(ctx.site.sandbox.faults.all()).toEqual([]);
    },
  },
  {
    name: '7. POST /__sandbox/reset with Sec-Fetch-Site: cross-site is refused and wipes nothing',
    before: (site) => site.sandbox.faults.add({ path: 'orders/shippingoptions', status: 500, times: 1000 }),
    request: { method: 'POST', target: '/__sandbox/reset', headers: { 'sec-fetch-site': 'cross-site' } },
    check(answer, ctx) {
      expect(answer.status).toBe(403);
      expect(ctx.site.sandbox.faults.all()).toHaveLength(1);
      ctx.site.sandbox.faults.clear();
    },
  },
  {
    name: '7. DELETE /__sandbox/faults from a sandboxed frame (Origin: null) is refused',
    before: (site) => site.sandbox.faults.add({ path: 'orders/shippingoptions', status: 500, times: 1000 }),
    request: { method: 'DELETE', target: '/__sandbox/faults', headers: { origin: 'null' } },
    check(answer, ctx) {
      expect(answer.status).toBe(403);
      expect(ctx.site.sandbox.faults.all()).toHaveLength(1);
      ctx.site.sandbox.faults.clear();
    },
  },
  {
    name: '7. POST /__sandbox/reset from another port of the same host (same-site, not same-origin) is refused',
    request: {
      method: 'POST',
      target: '/__sandbox/reset',
      headers: { origin: 'http://localhost:1', 'sec-fetch-site': 'same-site' },
    },
    check(answer) {
      expect(answer.status).toBe(403);
    },
  },
  {
    name: "7. the sandbox's own pages still take a same-origin POST",
    request: (site) => ({
      method: 'POST',
      target: '/__sandbox/faults',
      headers: { origin: sameOrigin(site), 'sec-fetch-site': 'same-origin', ...json },
      body: '{"path":"orders/shippingoptions","status":500,"times":1}',
    }),
    check(answer, ctx) {
      expect(answer.status).toBe(200);
      expect(ctx.site.sandbox.faults.all()).toHaveLength(1);
      ctx.site.sandbox.faults.clear();
    },
  },

  // Held up before; kept so.
  ...[
    '/..%2F..%2Fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/../sandbox/.data/e2e.sqlite',
    '/.env',
    '/.git/config',
    '/_headers',
    '/__sandbox/../package.json',
    '/_astro/..%2F..%2Fpackage.json',
    '/proxy/api/..%2F..%2F..%2Fpackage.json',
  ].map((target): Probe => ({
    name: `held: GET ${target} serves no file from outside the build`,
    request: { target },
    check(answer) {
      expect(answer.status).toBeGreaterThanOrEqual(300);
      expect(answer.text).not.toMatch(/"name":\s*"funnel-storefront"|\[core\]|SQLite format/);
    },
  })),
  {
    name: 'held: an absolute-form request (GET http://evil.example/) is no open proxy',
    request: { target: 'http://evil.example/proxy/api/orders/all' },
    check(answer, ctx) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      notReached(ctx);
    },
  },
  {
    name: 'held: CONNECT is no tunnel',
    request: { method: 'CONNECT', target: 'evil.example:443', headers: { host: 'evil.example:443' } },
    check(answer) {
      // Refused, or the connection closed without an answer (Node's server has no tunnel to offer).
      expect(answer.status === 0 || answer.status >= 400, `status ${answer.status}`).toBe(true);
      expect(answer.text).not.toMatch(/^HTTP\/1\.1 200/);
    },
  },
  ...(
    [
      ['a page', { target: '/SecureCart' }],
      ['a 308', { target: '/SecureCart.html' }],
      ['a 404', { target: '/no-such-page' }],
      ['a 405', { method: 'POST', target: '/SecureCart' }],
    ] as [string, RawRequest][]
  ).map(([what, request]): Probe => ({
    name: `held: the security headers on ${what}`,
    request,
    check(answer) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': "frame-ancestors 'none'",
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    },
  })),
];
