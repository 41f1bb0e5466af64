/**
 * The Cloudflare Pages Functions' own parts (functions/, R-GEN-5): a storefront call goes on to
 * the origin (path, query, method, the XSRF cookie and header, body), the client's address taken
 * from CF-Connecting-IP, which Cloudflare's edge sets; the build's settings are read from the
 * project's variables; a video's Range is cut from the asset. The request table
 * (tests/e2e/cdn-serving.spec.ts) and the probes (tests/e2e/cdn-security.spec.ts) run them in workerd.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { forwardApi, type PagesEnv } from '../../../deploy/pages/forward.ts';
import { withRange } from '../../../deploy/pages/range.ts';

afterEach(() => vi.unstubAllGlobals());

/** The Function with a recording fetch for the API. */
async function throughFunction(request: Request, env: PagesEnv) {
  const got: Request[] = [];
  vi.stubGlobal('fetch', async (r: Request) => (got.push(r), new Response('{}', { status: 200 })));
  const res = await forwardApi({ request, env });
  return { res, got };
}

test('R-GEN-5: a call goes on to the origin with its path, query, method, XSRF cookie and header, body', async () => {
  const sent = new Request('https://shop.example.com/proxy/api/orders/createguest?x=1', {
    method: 'POST',
    headers: {
      cookie: 'XSRF-TOKEN=t; GAID=s',
      'x-xsrf-token': 't',
      'content-type': 'application/json',
      'cf-connecting-ip': '203.0.113.7',
    },
    body: '{"a":1}',
  });
  const { got } = await throughFunction(sent, { API_ORIGIN: 'https://api.example.com' });
  const out = got[0]!;
  expect(out.url).toBe('https://api.example.com/proxy/api/orders/createguest?x=1');
  expect(out.method).toBe('POST');
  expect(out.redirect).toBe('manual');
  expect(Object.fromEntries(out.headers)).toEqual({
    cookie: 'XSRF-TOKEN=t',
    'x-xsrf-token': 't',
    'content-type': 'application/json',
    'x-forwarded-for': '203.0.113.7',
    'x-forwarded-host': 'shop.example.com',
    'x-forwarded-proto': 'https',
  });
  expect(await out.text()).toBe('{"a":1}');
});

test('the calls follow the build settings the project’s variables give', async () => {
  const env = { API_ORIGIN: 'https://api.example.com', API_BASE: 'shop-api/', LOG_PATH: '/logger' };
  const at = (path: string) => throughFunction(new Request(`https://shop.example.com${path}`), env);
  expect((await at('/proxy/shop-api/offers/bysfid/OFF-1')).res.status).toBe(200);
  expect((await at('/proxy/api/offers/bysfid/OFF-1')).res.status).toBe(404);
  expect((await at('/logger?msg=x')).res.status).toBe(200);
  expect((await at('/log?msg=x')).res.status).toBe(404);
});

test('without API_ORIGIN the Function answers 500 and says how to set it', async () => {
  const res = await forwardApi({ request: new Request('https://shop.example.com/proxy/api/x'), env: {} });
  expect(res.status).toBe(500);
  expect(await res.text()).toContain('--binding API_ORIGIN=');
});

const video = () =>
  new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), {
    headers: { 'content-type': 'video/mp4', 'x-frame-options': 'DENY' },
  });
const ranged = (range?: string) =>
  new Request('https://shop.example.com/video/vsl.mp4', range ? { headers: { range } } : {});

test('a Range of the video is answered with 206, those bytes, and the asset’s headers', async () => {
  const res = await withRange(ranged('bytes=2-4'), video());
  expect(res.status).toBe(206);
  expect(Object.fromEntries(res.headers)).toMatchObject({
    'content-range': 'bytes 2-4/10',
    'content-length': '3',
    'x-frame-options': 'DENY',
  });
  expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([2, 3, 4]);
});

test('past the end is 416; no Range, or an answer that is not the whole file, passes as it is', async () => {
  const past = await withRange(ranged('bytes=10-'), video());
  expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */10']);
  const plain = video();
  expect(await withRange(ranged(), plain)).toBe(plain);
  const missing = new Response('not found', { status: 404 });
  expect(await withRange(ranged('bytes=0-1'), missing)).toBe(missing);
});
