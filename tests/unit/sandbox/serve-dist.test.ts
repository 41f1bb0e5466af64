/**
 * scripts/start.ts serving (R-GEN-5, R-GEN-6): clean URLs, case-exact, 308s, 404.html with 404, the
 * headers of `_headers` as written, Range, the build's .br files, API on the same origin. The same
 * requests against nginx and Cloudflare Pages: tests/e2e/cdn-serving.spec.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dist-test-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'cms'), { recursive: true });
  mkdirSync(join(dist, '_astro'));
  mkdirSync(join(dist, 'images'));
  mkdirSync(join(dist, 'video'));
  const files: [string, string][] = [
    ['index.html', 'home'],
    ['SecureCart.html', 'cart'],
    ['cms/faq.html', 'faq'],
    ['404.html', 'default page'],
    ['_astro/app.abc123.js', 'js'],
    ['robots.txt', 'ok'],
    ['images/a.svg', '<svg/>'],
    ['video/v.mp4', '0123456789'],
    ['_headers', readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8')],
  ];
  for (const [file, text] of files) writeFileSync(join(dist, file), text);
  writeFileSync(join(dist, 'cms/faq.html.br'), brotliCompressSync('faq, from the build'));
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dist, dbPath: join(dir, 'db.sqlite') });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('cache-control'),
    cookie: res.headers.get('set-cookie'),
    location: res.headers.get('location'),
    frames: res.headers.get('x-frame-options'),
  };
};

test('R-GEN-6: clean URLs map to .html files, case-exact', async () => {
  expect(await get('/')).toMatchObject({ status: 200, text: 'home', cache: 'no-cache' });
  expect(await get('/SecureCart')).toMatchObject({ status: 200, text: 'cart' });
  expect(await get('/cms/faq')).toMatchObject({ status: 200, text: 'faq' });
  expect(await get('/securecart')).toMatchObject({ status: 404, text: 'default page' });
});

test('R-GEN-5: the .html and trailing-slash forms answer 308 to the clean URL, the query kept', async () => {
  expect(await get('/SecureCart.html?a=1')).toMatchObject({ status: 308, location: '/SecureCart?a=1' });
  expect(await get('/cms/faq/')).toMatchObject({ status: 308, location: '/cms/faq', frames: 'DENY' });
  expect(await get('/index.html')).toMatchObject({ status: 308, location: '/' });
  expect((await get('/no-such-page.html')).status).toBe(404);
});

test('R-RT-5: unknown paths get 404.html with status 404, never cached; no escape from dist; _headers not served', async () => {
  expect(await get('/no-such-page')).toMatchObject({
    status: 404,
    text: 'default page',
    cache: 'no-store',
    frames: 'DENY',
  });
  expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
  expect((await get('/_headers')).status).toBe(404);
});

test('R-GEN-5: Cache-Control is what _headers says, for assets, images, video and any other file', async () => {
  expect((await get('/_astro/app.abc123.js')).cache).toBe('public, max-age=31536000, immutable');
  expect((await get('/images/a.svg')).cache).toBe('public, max-age=604800, stale-while-revalidate=86400');
  expect((await get('/video/v.mp4')).cache).toBe('public, max-age=604800, stale-while-revalidate=86400');
  expect((await get('/robots.txt')).cache).toBe('no-cache');
});

test('a Range is answered with 206 and those bytes; past the end with 416', async () => {
  const res = await fetch(`${server.url}/video/v.mp4`, { headers: { range: 'bytes=2-4' } });
  expect([res.status, res.headers.get('content-range'), await res.text()]).toEqual([206, 'bytes 2-4/10', '234']);
  const past = await fetch(`${server.url}/video/v.mp4`, { headers: { range: 'bytes=10-' } });
  expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */10']);
});

test('methods other than GET and HEAD are refused with 405 on pages', async () => {
  expect(await get('/SecureCart', { method: 'POST' })).toMatchObject({ status: 405, frames: 'DENY' });
  expect((await get('/SecureCart', { method: 'HEAD' })).status).toBe(200);
});

test('R-CON-3: a page load sets the XSRF-TOKEN cookie; the API is on the same origin', async () => {
  expect((await get('/SecureCart')).cookie).toMatch(/^XSRF-TOKEN=/);
  expect(await get('/proxy/api/offers/bysfid/OFF-UP-TEA')).toMatchObject({ status: 200 });
  expect((await get('/__sandbox/')).status).toBe(200);
});

test('a page carries the headers of public/_headers, with the frame ban (no clickjacking of the checkout)', async () => {
  const res = await fetch(`${server.url}/SecureCart`);
  expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cache-control')).toBe('no-cache');
});

test('text is compressed as the browser accepts: brotli first, else gzip, else none', async () => {
  const raw = async (encoding: string) => {
    const res = await fetch(`${server.url}/_astro/app.abc123.js`, { headers: { 'accept-encoding': encoding } });
    return { encoding: res.headers.get('content-encoding'), vary: res.headers.get('vary'), text: await res.text() };
  };
  expect(await raw('gzip, deflate, br')).toEqual({ encoding: 'br', vary: 'Accept-Encoding', text: 'js' });
  expect(await raw('gzip')).toEqual({ encoding: 'gzip', vary: 'Accept-Encoding', text: 'js' });
  expect((await raw('identity')).encoding).toBeNull();
  expect((await raw('br;q=0, gzip')).encoding).toBe('gzip');
});

test('the .br file the build wrote is sent as it is', async () => {
  const res = await fetch(`${server.url}/cms/faq`, { headers: { 'accept-encoding': 'br' } });
  expect([res.headers.get('content-encoding'), await res.text()]).toEqual(['br', 'faq, from the build']);
});
