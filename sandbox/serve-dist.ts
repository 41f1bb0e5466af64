/**
 * Serves the static build (`dist/`) for `npm start` the way the CDN serves it (R-GEN-5, R-GEN-6),
 * so the local preview answers what nginx and Cloudflare Pages answer (tests/e2e/cdn-serving.spec.ts
 * sends all three one table of requests): the routes of deploy/rules/routes.ts (clean URLs,
 * case-exact; 308 from the `.html` and trailing-slash forms; 404.html with status 404); the headers
 * of the build's `_headers` as written (deploy/rules/headers.ts), on errors and redirects too; text
 * in brotli or gzip as the browser accepts (the `.br`/`.gz` files the build writes, else compressed
 * once in memory); a `Range` answered with 206; methods other than GET and HEAD refused with 405.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { byteRange, contentRange } from '../deploy/rules/byte-range.ts';
import { contentType, isCompressible } from '../deploy/rules/content-types.ts';
import { headersFor, NOT_FOUND_CACHE_CONTROL, parseHeaders, type HeaderRule } from '../deploy/rules/headers.ts';
import { parseRedirects, redirectFor, type RedirectRule } from '../deploy/rules/redirects.ts';
import { routeOf, type Route } from '../deploy/rules/routes.ts';

/** The engines' own files: read by an engine, never served (of these, Pages uploads `_redirects.nginx`: docs/deploy.md). */
const CDN_FILES = new Set(['/_headers', '/_redirects', '/_redirects.nginx', '/_routes.json', '/_worker.js']);

/** A file of the build: its path on disk and when it last changed. */
export interface BuildFile {
  file: string;
  mtimeMs: number;
}

/** The file a site path names, or undefined; never outside `root`, case-exact even on case-insensitive disks. */
export async function fileAt(root: string, sitePath: string): Promise<BuildFile | undefined> {
  if (sitePath.includes('\0') || sitePath.split('/').includes('..') || CDN_FILES.has(sitePath)) return undefined;
  const file = join(root, sitePath);
  if (!file.startsWith(root + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  if ((await realpath(file).catch(() => '')) !== file) return undefined; // case-exact and no symlink escapes
  return { file, mtimeMs: info.mtimeMs };
}

/** How long a look-up of the build stays good (ms): a rebuild shows within a second, and a page costs no disk access. */
const LOOKUP_MS = 1000;

/** fileAt, remembered for LOOKUP_MS per site path. */
function lookups(root: string): (sitePath: string) => Promise<BuildFile | undefined> {
  const seen = new Map<string, { at: number; found: Promise<BuildFile | undefined> }>();
  return (sitePath) => {
    const now = performance.now();
    let entry = seen.get(sitePath);
    if (!entry || now - entry.at > LOOKUP_MS) {
      if (seen.size > 10_000) seen.clear();
      entry = { at: now, found: fileAt(root, sitePath) };
      seen.set(sitePath, entry);
    }
    return entry.found;
  };
}

/**
 * The build's `_redirects`, read again when a build has written a new one (looked at no more than
 * once per LOOKUP_MS): a server left running follows each build, as Pages does and nginx once reloaded.
 */
function redirectRules(root: string): () => Promise<RedirectRule[]> {
  const file = join(root, '_redirects');
  let lookedAt = -Infinity;
  let written: number | undefined;
  let rules: Promise<RedirectRule[]> = Promise.resolve([]);
  return async () => {
    const now = performance.now();
    if (now - lookedAt > LOOKUP_MS) {
      lookedAt = now;
      const mtime = (await stat(file).catch(() => undefined))?.mtimeMs;
      if (mtime !== written) {
        written = mtime;
        rules = readFile(file, 'utf8').then(parseRedirects, () => []);
      }
    }
    return rules;
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

/** Bodies by encoding, file and modification time (a CDN's edge cache). */
const bodies = new Map<string, Uint8Array<ArrayBuffer>>();

/** The file's body in an encoding: its `.br`/`.gz` beside it when the build wrote one, else compressed here once. */
async function body(
  file: string,
  mtime: number,
  encoding: 'br' | 'gzip' | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${encoding ?? 'identity'} ${mtime} ${file}`;
  let out = bodies.get(key);
  if (!out) {
    const raw = encoding && (await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined));
    const plain = raw ? undefined : await readFile(file);
    const packed =
      raw ??
      (encoding === 'br'
        ? brotliCompressSync(plain!, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(plain!, { level: 9 })
          : plain!);
    out = Uint8Array.from(packed);
    bodies.set(key, out);
  }
  return out;
}

/** A URL's path decoded, or undefined when it cannot be. */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** A Hono handler serving `distDir` (mount it for every method, after the API's routes). */
export function serveDist(distDir: string) {
  const root = resolve(distDir);
  let rules: Promise<HeaderRule[]> | undefined;
  const moved = redirectRules(root);
  const lookup = lookups(root);
  return async (c: Context) => {
    rules ??= readFile(join(root, '_headers'), 'utf8').then(parseHeaders, () => []);
    const url = new URL(c.req.url); // c.req.path has lost its trailing slash (the sandbox app is not strict)
    const path = decodedPath(url.pathname);
    const headers = headersFor(await rules, path ?? url.pathname);
    // Retired and ended addresses (the build's _redirects), before any file, as Pages does.
    const redirect = path === undefined ? undefined : redirectFor(await moved(), path, url.search);
    if (redirect) return c.body(null, redirect.status as 301, { ...headers, location: redirect.location });
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.text('Method Not Allowed', 405, { ...headers, allow: 'GET, HEAD' });
    const exists = async (file: string) => !!(await lookup(file));
    const route: Route = path === undefined ? { notFound: true } : await routeOf(path, url.search, exists);
    if ('redirect' in route) return c.body(null, 308, { ...headers, location: route.redirect });
    const status = 'file' in route ? 200 : 404;
    const found = await lookup('file' in route ? route.file : '/404.html');
    if (!found) return c.text('Not found', 404, { ...headers, 'cache-control': NOT_FOUND_CACHE_CONTROL });
    const { file, mtimeMs } = found;
    const type = contentType(file);
    const sent: Record<string, string> = { ...headers, 'content-type': type };
    if (status === 404) sent['cache-control'] = NOT_FOUND_CACHE_CONTROL;
    const encoding = isCompressible(type) ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
    if (encoding) {
      sent['content-encoding'] = encoding;
      sent.vary = 'Accept-Encoding';
      return c.body(await body(file, mtimeMs, encoding), status, sent);
    }
    const whole = await body(file, mtimeMs, undefined);
    const range = status === 200 ? byteRange(c.req.header('range'), whole.length) : undefined;
    sent['accept-ranges'] = 'bytes';
    if (!range) return c.body(whole, status, sent);
    sent['content-range'] = contentRange(range, whole.length)!;
    if (range === 'unsatisfiable') return c.body(null, 416, sent);
    return c.body(whole.subarray(range.start, range.end + 1), 206, sent);
  };
}
