/**
 * Links written in the Markdown under `campaigns/content` (R-GEN-2): read at load, checked with
 * the local placeholder values, so every site-relative link names something the build writes.
 */
import type { ManifestProblem } from './errors.ts';
import { fillPlaceholders, localPlaceholders } from './placeholders.ts';

/** A link target as written in a Markdown file (placeholders unfilled), with its 1-based line. */
export interface ContentLink {
  file: string;
  line: number;
  target: string;
}

/** What a site-relative link may name besides a page path. */
export interface LinkTargets {
  pagePaths: ReadonlySet<string>;
  /** Ids of the Markdown files, e.g. 'cms/faq' (served at /cms/faq). */
  contentIds: readonly string[];
  genericUrls: readonly string[];
  /** Files under public/, relative to it, e.g. 'images/logo.svg'. */
  publicFiles: readonly string[];
}

const patterns = [
  /\]\(\s*<?([^()\s<>]*)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g, // [text](target "title")
  /<a\s[^>]*?href\s*=\s*["']([^"']*)["']/gi, // <a href="target">
  /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/g, // [ref]: target
];

/** The link targets of a Markdown text: inline links and images, `<a href>` and reference definitions. */
export function markdownLinks(text: string): Omit<ContentLink, 'file'>[] {
  return text
    .split('\n')
    .flatMap((source, i) =>
      patterns.flatMap((p) => [...source.matchAll(p)].map((m) => ({ line: i + 1, target: m[1] ?? '' }))),
    );
}

/** The site path a filled target names ('' for the home page), or undefined when it leaves the site. */
export function sitePath(target: string): string | undefined {
  if (/^(#|[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) return undefined;
  const path = target.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a site path names a page, a cms page, a generic URL, the Amazon return page or a public file. */
function exists(path: string, t: LinkTargets): boolean {
  const page = path.replace(/\.html$/, '');
  if (page === '' || page === 'amazon-return' || t.pagePaths.has(page)) return true;
  if (page.startsWith('cms/') && t.contentIds.includes(page)) return true;
  if (page.startsWith('gu/') && t.genericUrls.includes(page.slice(3))) return true;
  return t.publicFiles.includes(path);
}

/** A problem for every site-relative link that, with the local placeholder values, names nothing. */
export function checkContentLinks(links: readonly ContentLink[], targets: LinkTargets): ManifestProblem[] {
  return links.flatMap(({ file, line, target }) => {
    const filled = fillPlaceholders(target, localPlaceholders);
    const path = sitePath(filled);
    if (path === undefined || exists(path, targets)) return [];
    return [
      { file, entry: `line ${line}`, field: 'link', message: `'${target}' leads to '/${path}', which is no page` },
    ];
  });
}
