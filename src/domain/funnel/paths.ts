/** Matching page paths against the funnel's urls (R-FLOW-1, R-FLOW-6, R-RT-10). */
import type { FunnelStep } from './types.ts';

/**
 * The page key of a path or URL: its first path segment without origin, query, hash,
 * slashes or a `.html` suffix. `/os221230a_ap?uid=x` → `os221230a_ap`; `https://a.b/vsl/` → `vsl`.
 */
export function pageKey(pathOrUrl: string | undefined): string {
  if (!pathOrUrl) return '';
  const path = pathOrUrl
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '');
  const first = path.split('/')[0] ?? '';
  return first.replace(/\.html$/, '');
}

/** True when the path is the page of one of the step's variants or of the step's own url. */
export function stepMatchesPath(step: Pick<FunnelStep, 'variants' | 'url'>, path: string | undefined): boolean {
  const key = pageKey(path);
  if (key === '') return false;
  return step.variants.some((v) => pageKey(v.url) === key) || pageKey(step.url) === key;
}
