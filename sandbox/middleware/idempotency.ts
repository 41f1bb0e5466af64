/**
 * Idempotency on X-Request-Id: a state-changing call with an id seen before returns the first
 * response and does nothing new; a concurrent duplicate waits for the first. Responses below 500
 * are remembered (a server failure may be retried with the same id). Reusing an id for another
 * call, or under another purchase (X-Purchase-Id, the key an upsell needs), is a 409: a first
 * answer names the shopper, so it goes only to whoever could have made the call.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DatabaseSync } from 'node:sqlite';
import { PURCHASE_ID_HEADER } from '../../src/api/request-id.ts';
import { isApiPath } from './api-path.ts';

/** Header carrying the per-request id (R-API-2). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

interface Stored {
  path: string;
  status: number;
  body: string;
  purchase_id: string | null;
}

/** Replays or records state-changing API calls by request id. */
export function idempotency(db: DatabaseSync): MiddlewareHandler {
  const inflight = new Map<string, Promise<void>>();
  const find = db.prepare('SELECT path, status, body, purchase_id FROM idempotency WHERE request_id = ?');
  const save = db.prepare(
    'INSERT OR IGNORE INTO idempotency (request_id, method, path, status, body, created_at, purchase_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  return async (c, next) => {
    const id = c.req.header(REQUEST_ID_HEADER);
    if (!id || c.req.method === 'GET' || c.req.method === 'HEAD' || !isApiPath(c.req.path)) return next();
    if (id.length > 200) return c.json({ error: `${REQUEST_ID_HEADER}: at most 200 characters` }, 400);
    const purchase = c.req.header(PURCHASE_ID_HEADER)?.trim() || null;
    while (inflight.has(id)) await inflight.get(id);
    const replay = () => {
      const stored = find.get(id) as Stored | undefined;
      if (!stored) return undefined;
      if (stored.path !== c.req.path || stored.purchase_id !== purchase)
        return c.json({ error: `${REQUEST_ID_HEADER} '${id}' was already used for another call` }, 409);
      return c.body(stored.body, stored.status as ContentfulStatusCode, {
        'content-type': 'application/json',
        'Idempotent-Replayed': 'true',
      });
    };
    const earlier = replay();
    if (earlier) return earlier;

    let done = () => {};
    inflight.set(id, new Promise<void>((resolve) => (done = resolve)));
    try {
      await next();
      if (c.res.status < 500)
        save.run(
          id,
          c.req.method,
          c.req.path,
          c.res.status,
          await c.res.clone().text(),
          new Date().toISOString(),
          purchase,
        );
    } finally {
      inflight.delete(id);
      done();
    }
  };
}
