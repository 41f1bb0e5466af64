/**
 * The paths a CDN forwards to the commerce API origin instead of serving from the build (R-GEN-5,
 * R-API-1): the API under /proxy/ (`/proxy/api/…`, `/proxy/v2/…`), the order count under
 * /alternproxy/, and the GET logger at LOG_PATH (`/log`). The sandbox's own pages (/__sandbox/)
 * are forwarded by the local previews only. Their answers are the API's: `_headers` does not
 * apply to them (as on Cloudflare Pages, where Functions answer them).
 */

/** Path prefixes forwarded to the API origin. */
export const FORWARDED_PREFIXES = ['/proxy/', '/alternproxy/'] as const;

/** Exact paths forwarded to the API origin. */
export const FORWARDED_PATHS = ['/log'] as const;

/** The sandbox's own pages, forwarded by `npm run preview:cdn` and the tests, never in production. */
export const SANDBOX_PREFIX = '/__sandbox/';
