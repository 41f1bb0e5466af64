/**
 * The sandbox's own endpoints under /__sandbox (no XSRF check, never part of the contract):
 * read-back of every record, paged on request (read-back.ts: api/orders, api/stats, api/affiliate,
 * api/logs, api/leads; api/payment-options),
 * fault injection (faults), reset, health, and a read-only HTML overview at /__sandbox/.
 */
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { clearDatabase } from '../db.ts';
import { faultSchema, type Faults } from '../middleware/faults.ts';
import { listOrders } from '../orders-store.ts';
import { describeIssues } from '../problems.ts';
import { page, table } from '../html.ts';
import { withStatsInfo } from '../order-stats.ts';
import { pageOf, pageResponse, sqlLimit, type PageRequest } from '../read-back.ts';
import { reportRoutes } from './report.ts';

interface Recorded {
  id: number;
  body: string;
  created_at: string;
  variant?: string;
  kind?: string;
  email?: string;
}

type RecordTable = 'stats' | 'affiliate' | 'logs' | 'leads';

/** Stored records, newest first, with their body parsed back from the JSON the browser sent. */
function records(ctx: SandboxContext, tableName: RecordTable, page: PageRequest = { limit: undefined, offset: 0 }) {
  const rows = ctx.db
    .prepare(`SELECT * FROM ${tableName} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(sqlLimit(page), page.offset) as unknown as Recorded[];
  return rows.map(({ body, created_at, ...rest }) => ({
    ...rest,
    createdAt: created_at,
    body: JSON.parse(body) as unknown,
    raw: body,
  }));
}

const count = (ctx: SandboxContext, table: RecordTable | 'orders') =>
  Number((ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);

/** Mounted at /__sandbox. */
export function adminRoutes(ctx: SandboxContext, faults: Faults): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ ok: true }));
  app.get('/api/orders', (c) => {
    const page = pageOf(c);
    if ('error' in page) return c.json(page, 400);
    const orders = listOrders(ctx.db, sqlLimit(page), page.offset);
    return pageResponse(c, page, count(ctx, 'orders'), withStatsInfo(ctx.db, orders));
  });
  app.route('/', reportRoutes(ctx));
  for (const table of ['stats', 'affiliate', 'logs', 'leads'] as const)
    app.get(`/api/${table}`, (c) => {
      const page = pageOf(c);
      if ('error' in page) return c.json(page, 400);
      return pageResponse(c, page, count(ctx, table), records(ctx, table, page));
    });
  app.get('/api/payment-options', (c) =>
    c.json(ctx.db.prepare('SELECT * FROM payment_options ORDER BY created_at DESC').all()),
  );
  app.get('/faults', (c) => c.json(faults.all()));
  app.post('/faults', async (c) => {
    const parsed = faultSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: describeIssues(parsed.error) }, 400);
    faults.add(parsed.data);
    return c.json({ ok: true });
  });
  app.delete('/faults', (c) => {
    faults.clear();
    return c.json({ ok: true });
  });
  app.post('/reset', (c) => {
    faults.clear();
    clearDatabase(ctx.db);
    return c.json({ ok: true });
  });
  app.get('/', (c) => {
    const orders = listOrders(ctx.db, 50);
    const rows = (name: 'stats' | 'affiliate' | 'logs' | 'leads') =>
      records(ctx, name, { limit: 50, offset: 0 }).map((r) => [
        r.id,
        r.createdAt,
        r.variant ?? r.kind ?? r.email ?? '',
        r.raw,
      ]);
    return c.html(
      page(
        'Sandbox',
        `<h1>Commerce API sandbox</h1><p>Read-only overview of the latest records. JSON: /__sandbox/api/orders, /stats, /affiliate, /logs, /leads.</p><p><a href="/__sandbox/funnels">Funnel map</a>: every main funnel, its steps, moves and problems.</p>
<p><a href="/__sandbox/report">Split-test report</a>: visitors, conversions and revenue per variant, with significance and sample-ratio checks.</p>
${table(
  'Orders',
  ['name', 'date', 'type', 'parent', 'status', 'method', 'customer', 'items', 'total'],
  orders.map((o) => [
    o.name,
    o.date,
    o.orderType,
    o.parrentUpsellOrderId ?? '',
    o.status,
    o.paymentMethod,
    `${o.customerName} <${o.customerEmail}>`,
    o.orderItems.map((i) => `${i.quantity} × ${i.productName}`).join('\n'),
    o.total.toFixed(2),
  ]),
)}
${table('Stats events', ['id', 'at', 'variant', 'body'], rows('stats'))}
${table('Affiliate records', ['id', 'at', '', 'body'], rows('affiliate'))}
${table('Leads', ['id', 'at', 'email', 'body'], rows('leads'))}
${table('Logs', ['id', 'at', 'kind', 'body'], rows('logs'))}`,
      ),
    );
  });
  return app;
}
