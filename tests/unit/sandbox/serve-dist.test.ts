/** scripts/start.ts serving: clean URLs, case-exact, 404.html with 404, cache headers, API on the same origin (R-GEN-6). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/start.ts';

let dir: string;
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dist-test-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'cms'), { recursive: true });
  mkdirSync(join(dist, '_astro'));
  const files: [string, string][] = [
    ['index.html', 'home'],
    ['SecureCart.html', 'cart'],
    ['cms/faq.html', 'faq'],
    ['404.html', 'default page'],
    ['_astro/app.abc123.js', 'js'],
    ['robots.txt', 'ok'],
    ['_headers', readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8')],
  ];
  for (const [file, text] of files) writeFileSync(join(dist, file), text);
  server = await startServer({ port: 0, host: '127.0.0.1', distDir: dist, dbPath: join(dir, 'db.sqlite') });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return {
    status: res.status,
    text: await res.text(),
    cache: res.headers.get('cache-control'),
    cookie: res.headers.get('set-cookie'),
  };
};

test('R-GEN-6: clean URLs map to .html files, case-exact', async () => {
  expect(await get('/')).toMatchObject({ status: 200, text: 'home', cache: 'no-cache' });
  expect(await get('/SecureCart')).toMatchObject({ status: 200, text: 'cart' });
  expect(await get('/cms/faq')).toMatchObject({ status: 200, text: 'faq' });
  expect(await get('/securecart')).toMatchObject({ status: 404, text: 'default page' });
});

test('R-RT-5: unknown paths get 404.html with status 404; no escape from dist', async () => {
  expect(await get('/no-such-page')).toMatchObject({ status: 404, text: 'default page' });
  expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
});

test('assets: /_astro/* immutable, others an hour', async () => {
  expect((await get('/_astro/app.abc123.js')).cache).toBe('public, max-age=31536000, immutable');
  expect((await get('/robots.txt')).cache).toBe('public, max-age=3600');
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
