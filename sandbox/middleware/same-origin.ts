/**
 * The sandbox's controls refuse other sites: a request that changes anything under /__sandbox/
 * (faults, reset, the provider pages' forms) is refused with 403 when the browser says it comes
 * from a page of another origin: `Sec-Fetch-Site` other than `same-origin` or `none` (typed or
 * bookmarked), or an `Origin` that is not the site's own (`null` included: a sandboxed frame).
 * Otherwise any page a developer opens while `npm start` runs could inject faults or wipe the
 * sandbox with a form or a `text/plain` fetch. A page cannot forge either header; the site's own
 * origin is the Host the edge was called on (X-Forwarded-Host and -Proto behind nginx and Pages,
 * which a page of another site cannot set without a preflight the sandbox never grants). Callers
 * that are not browsers (curl, the tests) send neither and are let through.
 */
import type { Context, MiddlewareHandler } from 'hono';

/** The message of the refusal. */
export const OTHER_SITE_REFUSED = "The sandbox's controls take requests from its own pages only";

const safe = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/** The origin the browser called, as the edge in front says it or as this server was called. */
function ownOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  return `${proto}://${c.req.header('x-forwarded-host') ?? url.host}`;
}

/** Whether the request says it comes from another origin's page. */
export function fromAnotherSite(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== ownOrigin(c);
}

/** Refuses state-changing requests from other sites' pages. */
export function sameOriginControls(): MiddlewareHandler {
  return async (c, next) => {
    if (!safe(c.req.method) && fromAnotherSite(c)) return c.json({ error: OTHER_SITE_REFUSED }, 403);
    await next();
  };
}
