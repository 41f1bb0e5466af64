/**
 * What the browser reports: funnel/stats/save (both variants), affiliate/setaffparameters,
 * server and client logs (POST log/{kind}) and the GET logger, stored exactly as received;
 * and the order count (GET /alternproxy/getOrderCount). A stats or affiliate record keeps its
 * event id (the X-Request-Id every try of one event carries, runtime/outbox.ts) and is stored once
 * per id: a repeat is answered with the first record's id (the idempotency middleware answers it
 * before it gets here; the unique column holds even without it).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  affParameters,
  destinationStatsEvent,
  getLogQuery,
  orderCountQuery,
  pageStatsEvent,
  serverLogRequest,
} from '../../src/wire/index.ts';
import type { SandboxContext } from '../context.ts';
import { REQUEST_ID_HEADER } from '../middleware/idempotency.ts';
import { countOrders } from '../orders-store.ts';
import { badRequest, describeIssues, parseBody } from '../problems.ts';

/** Any non-empty JSON object (the base logger's payload). */
const clientLog = z.record(z.string(), z.unknown()).refine((v) => Object.keys(v).length > 0, 'must not be empty');

/** The tracking routes, relative to the API base. */
export function trackingRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const now = () => ctx.now().toISOString();
  const insert = (sql: string, ...values: string[]) =>
    Number(ctx.db.prepare(sql).run(...values, now()).lastInsertRowid);

  /** Stores a tracking event once per event id; answers the stored record's id. */
  const once = (table: 'stats' | 'affiliate', eventId: string | undefined, columns: Record<string, string>) => {
    const found = eventId
      ? (ctx.db.prepare(`SELECT id FROM ${table} WHERE event_id = ?`).get(eventId) as { id: number } | undefined)
      : undefined;
    if (found) return found.id;
    const names = [...Object.keys(columns), 'event_id', 'created_at'];
    return Number(
      ctx.db
        .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
        .run(...Object.values(columns), eventId ?? null, now()).lastInsertRowid,
    );
  };
  app.post('/funnel/stats/save', async (c) => {
    const variant = /"funnelSTFId"\s*:/.test(await c.req.text()) ? 'destination' : 'page';
    const { raw } = await parseBody(c, variant === 'destination' ? destinationStatsEvent : pageStatsEvent);
    return c.json({ id: once('stats', c.req.header(REQUEST_ID_HEADER), { variant, body: raw }) });
  });
  app.post('/affiliate/setaffparameters', async (c) => {
    const { raw } = await parseBody(c, affParameters);
    return c.json({ id: once('affiliate', c.req.header(REQUEST_ID_HEADER), { body: raw }) });
  });
  app.post('/log/:kind{[a-z0-9-]{1,40}}', async (c) => {
    const kind = c.req.param('kind');
    const { raw } = await parseBody(c, kind === 'server' ? serverLogRequest : clientLog);
    return c.json({ id: insert('INSERT INTO logs (kind, body, created_at) VALUES (?, ?, ?)', kind, raw) });
  });
  return app;
}

/** Same-origin routes outside the API base: the GET logger and the order count. */
export function rootTrackingRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.get('/log', (c) => {
    const parsed = getLogQuery.safeParse(c.req.query());
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    ctx.db
      .prepare('INSERT INTO logs (kind, body, created_at) VALUES (?, ?, ?)')
      .run('get', JSON.stringify(c.req.query()), ctx.now().toISOString());
    return c.json({});
  });
  app.get('/alternproxy/getOrderCount', (c) => {
    const parsed = orderCountQuery.safeParse(c.req.query());
    if (!parsed.success) throw badRequest(describeIssues(parsed.error));
    return c.json(countOrders(ctx.db, parsed.data.accountid, parsed.data.orderid));
  });
  return app;
}
