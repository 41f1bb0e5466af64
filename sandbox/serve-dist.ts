/**
 * Serves the static build (`dist/`) the way a CDN would (R-GEN-5, R-GEN-6): clean URLs
 * (`/SecureCart` → SecureCart.html, case-exact; `/` → index.html; `/cms/faq` → cms/faq.html),
 * files as they are, `/_astro/*` cached as immutable, HTML revalidated, and 404.html with
 * status 404 for anything else.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';

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

/** A Hono GET handler serving `distDir`. */
export function serveDist(distDir: string) {
  const root = resolve(distDir);
  return async (c: Context) => {
    const file = await resolveFile(root, c.req.path);
    const served = file ?? join(root, '404.html');
    const body = await readFile(served).catch(() => undefined);
    if (!body) return c.text('Not found', 404);
    const type = types[extname(served)] ?? 'application/octet-stream';
    return c.body(body, file ? 200 : 404, {
      'content-type': type,
      'cache-control': file
        ? cacheControl(c.req.path.endsWith('/') || !extname(c.req.path) ? `${c.req.path}.html` : c.req.path)
        : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
  };
}
