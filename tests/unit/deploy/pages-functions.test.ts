/**
 * The Cloudflare Pages Functions' own parts (functions/, R-GEN-5): the API call goes on to the
 * origin whole (path, query, method, cookies, XSRF header, body); a video's Range is cut from the
 * asset. The request table (tests/e2e/cdn-serving.spec.ts) runs them in workerd.
 */
import { expect, test } from 'vitest';
import { forward, forwardedRequest } from '../../../deploy/pages/forward.ts';
import { withRange } from '../../../deploy/pages/range.ts';

test('R-GEN-5: a call goes on to the origin with its path, query, method, cookies, headers and body', async () => {
  const sent = new Request('https://shop.example.com/proxy/api/orders/createguest?x=1', {
    method: 'POST',
    headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
    body: '{"a":1}',
  });
  const out = await forwardedRequest(sent, 'https://api.example.com');
  expect(out.url).toBe('https://api.example.com/proxy/api/orders/createguest?x=1');
  expect(out.method).toBe('POST');
  expect(out.redirect).toBe('manual');
  expect(Object.fromEntries(out.headers)).toMatchObject({
    cookie: 'XSRF-TOKEN=t',
    'x-xsrf-token': 't',
    'x-forwarded-host': 'shop.example.com',
    'x-forwarded-proto': 'https',
  });
  expect(await out.text()).toBe('{"a":1}');
});

test('without API_ORIGIN the Function answers 500 and says how to set it', async () => {
  const res = await forward(new Request('https://shop.example.com/proxy/api/x'), undefined);
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
