/**
 * Anti-forgery (R-CON-3): every answer to a request without an XSRF-TOKEN cookie sets one (page
 * loads through scripts/start.ts and API calls alike, a refusal included: behind a CDN the API's
 * answers are the only place the browser gets it), `SameSite=Lax`, and `Secure` when the site was
 * called over HTTPS (the edge's X-Forwarded-Proto); a state-changing API call whose X-XSRF-TOKEN
 * header does not match the cookie is refused with 403.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isApiPath } from './api-path.ts';

/** Cookie and header names (§9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The 403 message. */
export const XSRF_REFUSED = 'Invalid or missing XSRF token';

const safe = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Issues the cookie on GETs and checks the header on state-changing API calls. */
export function xsrf(): MiddlewareHandler {
  return async (c, next) => {
    const cookie = getCookie(c, XSRF_COOKIE);
    const secure = (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.slice(0, -1)) === 'https';
    const issue = () =>
      cookie ||
      setCookie(c, XSRF_COOKIE, randomBytes(18).toString('base64url'), { path: '/', sameSite: 'Lax', secure });
    if (!safe(c.req.method) && isApiPath(c.req.path)) {
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !same(cookie, header)) {
        issue();
        return c.json({ error: XSRF_REFUSED }, 403);
      }
    }
    await next();
    issue();
  };
}
