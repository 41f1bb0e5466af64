/**
 * The key under which Astro's incremental build (`experimental.incrementalBuild`) may reuse a
 * manifest page's HTML from the build before: a digest of everything the page is rendered from
 * other than the pages' code, which Astro hashes itself. That is what its template receives (the
 * template props and the funnel data), the Markdown it shows, where its content links point
 * (`CONTENT_LINKS`), the year that dates its footer and its card expiry list, and the build's own
 * code (astro.config.ts and src/integrations/): Astro's hash misses a change there that renames
 * the scripts a page loads without changing a module (how chunks are split), which would leave
 * pages naming scripts the build no longer has. A marketer's new entry re-renders its own page
 * and any page whose props it changes (a product's offer page, a funnel step), and no other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { funnelData, templateProps } from './page-data.ts';
import { placeholderValues } from './placeholders.ts';
import type { Manifest, ResolvedPage } from './types.ts';

/**
 * Digests by object: the manifest's lists and entries are shared by every page's props, so each
 * is digested once per build rather than once per page (20,000 times in a large build).
 */
const digests = new WeakMap<object, string>();

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A digest of a JSON-like value: equal for equal data whatever the objects' identity. */
export function digestOf(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const known = digests.get(value);
  if (known) return known;
  let parts: string[];
  if (Array.isArray(value)) parts = value.map(digestOf);
  else if (value instanceof Date) parts = [`date ${value.toISOString()}`];
  else {
    const proto = Object.getPrototypeOf(value) as unknown;
    // Anything else would digest as {} whatever it holds, so two pages could share a stale key.
    if (proto !== Object.prototype && proto !== null)
      throw new TypeError(`page cache key: cannot digest a ${value.constructor.name}`);
    parts = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${digestOf(v)}`);
  }
  const digest = sha(`${Array.isArray(value) ? '[' : '{'}${parts.join(',')}`);
  digests.set(value, digest);
  return digest;
}

/** The Markdown files' digests, by manifest read (a build reads its manifest once). */
const markdown = new WeakMap<Manifest, Map<string, string>>();

/** The digest of a Markdown file under the manifest's content/. */
function contentDigest(m: Manifest, id: string): string {
  let files = markdown.get(m);
  if (!files) markdown.set(m, (files = new Map()));
  let digest = files.get(id);
  if (digest === undefined) {
    try {
      digest = sha(readFileSync(join(m.root, 'content', `${id}.md`), 'utf8'));
    } catch {
      digest = 'missing'; // the page fails to render anyway, and is then not cached
    }
    files.set(id, digest);
  }
  return digest;
}

const buildCode = new Map<string, string>();

/** A digest of the build's own code: the Astro config and the integrations it loads (read once per build). */
export function buildCodeDigest(root = process.cwd()): string {
  let digest = buildCode.get(root);
  if (digest === undefined) {
    const dir = join(root, 'src', 'integrations');
    const files = ['astro.config.ts', ...readdirSync(dir).map((f) => join('src', 'integrations', f))].toSorted();
    digest = sha(files.map((f) => `${f}\n${readFileSync(join(root, f), 'utf8')}`).join('\n'));
    buildCode.set(root, digest);
  }
  return digest;
}

/** The incremental build's cache key of one manifest page, built in `year` (local time, as the footer dates it). */
export function pageCacheKey(m: Manifest, page: ResolvedPage, year = new Date().getFullYear()): string {
  const props = templateProps(m, page);
  return digestOf({
    props,
    funnelData: funnelData(m, props.page),
    content: page.content === undefined ? null : contentDigest(m, page.content),
    links: placeholderValues(m.site),
    year,
    build: buildCodeDigest(),
  });
}
