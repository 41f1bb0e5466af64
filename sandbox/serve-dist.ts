/**
 * Serves the static build (`dist/`) the way a CDN would (R-GEN-5, R-GEN-6): clean URLs
 * (`/SecureCart` → SecureCart.html, case-exact; `/` → index.html; `/cms/faq` → cms/faq.html),
 * files as they are, the headers of the build's `_headers` file (cache rules, the frame ban),
 * text compressed with brotli or gzip as the browser accepts, and 404.html with status 404 for
 * anything else.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { headersFor, parseHeaders, type HeaderRule } from './cdn-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** Cache-Control for a served path. */
export function cacheControl(path: string): string {
  if (path.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The file a URL path maps to, or undefined; never outside `root`, case-exact even on case-insensitive disks. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return undefined;
  const clean = path.replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/' ? ['/index.html'] : extname(clean) ? [clean] : [`${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (!file.startsWith(root + sep)) continue;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    if ((await realpath(file).catch(() => '')) !== file) continue; // case-exact and no symlink escapes
    return file;
  }
  return undefined;
}

/** Content types worth compressing. */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

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

/** Compressed bodies by file, encoding and modification time (a CDN's edge cache). */
const compressed = new Map<string, Uint8Array<ArrayBuffer>>();

function encode(file: string, mtime: number, body: Buffer, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  const key = `${encoding} ${mtime} ${file}`;
  let out = compressed.get(key);
  if (!out) {
    const packed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 });
    out = Uint8Array.from(packed);
    compressed.set(key, out);
  }
  return out;
}

/** A Hono GET handler serving `distDir`. */
export function serveDist(distDir: string) {
  const root = resolve(distDir);
  let rules: Promise<HeaderRule[]> | undefined;
  return async (c: Context) => {
    rules ??= readFile(join(root, '_headers'), 'utf8').then(parseHeaders, () => []);
    const file = await resolveFile(root, c.req.path);
    const served = file ?? join(root, '404.html');
    const body = await readFile(served).catch(() => undefined);
    if (!body) return c.text('Not found', 404);
    const type = types[extname(served)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...headersFor(await rules, c.req.path),
      'content-type': type,
      'cache-control': file
        ? cacheControl(c.req.path.endsWith('/') || !extname(c.req.path) ? `${c.req.path}.html` : c.req.path)
        : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    const encoding = compressible.test(type) ? chooseEncoding(c.req.header('accept-encoding')) : undefined;
    if (!encoding) return c.body(body, file ? 200 : 404, headers);
    const mtime = (await stat(served)).mtimeMs;
    return c.body(encode(served, mtime, body, encoding), file ? 200 : 404, {
      ...headers,
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
    });
  };
}
