/** The routes every engine answers (R-GEN-5), as Cloudflare Pages' asset server decides them. */
import { posix } from 'node:path';
import { expect, test } from 'vitest';
import { routeOf, sameOriginRedirect } from '../../../deploy/rules/routes.ts';

const build = new Set(['/index.html', '/SecureCart.html', '/cms/faq.html', '/video/vsl.mp4', '/shop/index.html']);
const route = (path: string, search = '') => routeOf(path, search, async (file) => build.has(file));

test('R-GEN-5: a clean URL serves its .html file, case-exact; / serves index.html', async () => {
  expect(await route('/')).toEqual({ file: '/index.html' });
  expect(await route('/SecureCart')).toEqual({ file: '/SecureCart.html' });
  expect(await route('/cms/faq')).toEqual({ file: '/cms/faq.html' });
  expect(await route('/video/vsl.mp4')).toEqual({ file: '/video/vsl.mp4' });
  expect(await route('/securecart')).toEqual({ notFound: true });
});

test('R-GEN-5: the .html form answers 308 to the clean URL, the query kept; index.html to its folder', async () => {
  expect(await route('/SecureCart.html', '?a=1')).toEqual({ redirect: '/SecureCart?a=1' });
  expect(await route('/index.html')).toEqual({ redirect: '/' });
  expect(await route('/shop/index.html')).toEqual({ redirect: '/shop/' });
  expect(await route('/nope.html')).toEqual({ notFound: true });
});

test('R-GEN-5: the trailing-slash form answers 308 to the clean URL; a folder with index.html is served', async () => {
  expect(await route('/SecureCart/')).toEqual({ redirect: '/SecureCart' });
  expect(await route('/cms/faq/', '?x')).toEqual({ redirect: '/cms/faq?x' });
  expect(await route('/shop/')).toEqual({ file: '/shop/index.html' });
  expect(await route('/shop')).toEqual({ redirect: '/shop/' });
  expect(await route('/cms/')).toEqual({ notFound: true });
  expect(await route('/cms')).toEqual({ notFound: true });
});

test('R-GEN-5: /index answers 308 to its folder', async () => {
  expect(await route('/index')).toEqual({ redirect: '/' });
  expect(await route('/shop/index/')).toEqual({ redirect: '/shop/' });
});

test('a redirect encodes each segment of the path', async () => {
  const spaced = (path: string) => routeOf(path, '', async (file) => file === '/a b.html');
  expect(await spaced('/a b/')).toEqual({ redirect: '/a%20b' });
});

test('no redirect leaves the site: a clean URL that a browser would read as another host is not found', async () => {
  // As serve-dist looks files up: joined to the build folder, so doubled slashes fold away.
  const everything = (path: string) => routeOf(path, '', async (file) => build.has(posix.normalize(file)));
  for (const path of [
    '//evil.example/index',
    '///evil.example/index',
    '//evil.example/SecureCart.html',
    '//SecureCart/',
  ])
    expect(await everything(path), path).toEqual({ notFound: true });
  // Encoded, a backslash or a tab stays in the path: the browser asks this site for it.
  expect(await everything('/\\evil.example/index')).toEqual({ redirect: '/%5Cevil.example/' });
  expect(await everything('/\t/evil.example/index')).toEqual({ redirect: '/%09/evil.example/' });
  expect(sameOriginRedirect('//evil.example/', '?a=1')).toEqual({ notFound: true });
  expect(sameOriginRedirect('/new-campaign', '?a=1')).toEqual({ redirect: '/new-campaign?a=1' });
});
