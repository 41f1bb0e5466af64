/**
 * What the edge sends on to the commerce API origin instead of serving from the build (R-GEN-5,
 * R-API-1): the paths under /proxy/ and /alternproxy/ and the GET logger at LOG_PATH (`/log`) are
 * the API's, and of them only the calls the storefront makes (src/api/calls.ts) go on; anything
 * else there is answered at the edge with 404 and never reaches the API (`orders/all`, another
 * method, an encoded or doubled slash). Every engine decides with these patterns: `npm start`
 * (sandbox/edge.ts), the Pages Functions (deploy/pages/forward.ts) and nginx, whose map is
 * written from them (deploy/nginx/edge.ts). The sandbox's own pages (/__sandbox/) are forwarded by
 * the local previews only. The API's answers are its own: `_headers` does not apply to them (as on
 * Cloudflare Pages, where Functions answer them).
 */
import { DEFAULT_CALL_SETTINGS, siteCalls, type CallSettings, type SiteCall } from '../../src/api/calls.ts';

/** Path prefixes that belong to the API at the edge. */
export const FORWARDED_PREFIXES = ['/proxy/', '/alternproxy/'] as const;

/** Exact paths that belong to the API at the edge: the GET logger (LOG_PATH's default; a Pages Function per path). */
export const FORWARDED_PATHS = [DEFAULT_CALL_SETTINGS.logPath] as const;

/** The sandbox's own pages, forwarded by `npm run preview:cdn` and the tests, never in production. */
export const SANDBOX_PREFIX = '/__sandbox/';

/** One path segment standing for an id (an offer's sfid): the manifest's id rule, at most 64 characters. */
export const ID_SEGMENT = '[A-Za-z0-9][A-Za-z0-9_-]{0,63}';

/** A call the edge forwards: its method and its path as an anchored regular expression (and its source, for nginx). */
export interface EdgeCall {
  method: SiteCall['method'];
  path: string;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a decoded or raw site path belongs to the API at the edge. */
export function isApiPath(path: string, settings: CallSettings = DEFAULT_CALL_SETTINGS): boolean {
  return FORWARDED_PREFIXES.some((p) => path.startsWith(p)) || path === settings.logPath;
}

/** The calls the edge forwards for a build's settings: the storefront's calls that fall in the API's paths. */
export function edgeCalls(settings: CallSettings = DEFAULT_CALL_SETTINGS): EdgeCall[] {
  return siteCalls(settings)
    .filter((c) => isApiPath(c.path, settings))
    .map((c) => {
      const path = `^${escape(c.path).replaceAll('\\{id\\}', ID_SEGMENT)}$`;
      return { method: c.method, path, pattern: new RegExp(path) };
    });
}

/** Whether `method path` (the path as sent, without its query) is one of the calls. */
export function isStorefrontCall(calls: readonly EdgeCall[], method: string, path: string): boolean {
  return calls.some((c) => c.method === method && c.pattern.test(path));
}
