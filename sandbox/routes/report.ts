/**
 * The split-test report from what the sandbox recorded (issue 11, part 3): JSON at
 * /__sandbox/api/report and HTML at /__sandbox/report, over every stats event and order.
 */
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { loadManifest } from '../../src/manifest/load.ts';
import { buildReport, type Report } from '../../src/domain/report/report.ts';
import { parseReportOrders, parseStatsRecords } from '../../src/domain/report/records.ts';
import type { SandboxContext } from '../context.ts';
import { listOrders } from '../orders-store.ts';
import { withStatsInfo } from '../order-stats.ts';
import { reportPage } from '../report-html.ts';
import { webVitalSamples, webVitalsReport } from '../../src/domain/report/web-vitals.ts';

/** Every stats record, shaped as /__sandbox/api/stats returns them. */
function allStats(db: DatabaseSync) {
  const rows = db.prepare('SELECT variant, body, created_at FROM stats ORDER BY id').all() as {
    variant: string;
    body: string;
    created_at: string;
  }[];
  return rows.map((r) => ({ variant: r.variant, createdAt: r.created_at, body: JSON.parse(r.body) as unknown }));
}

/** The report over everything recorded so far. */
export async function sandboxReport(ctx: SandboxContext): Promise<Report> {
  const manifest = await loadManifest();
  const orders = withStatsInfo(ctx.db, listOrders(ctx.db, Number.MAX_SAFE_INTEGER));
  return buildReport(manifest, parseStatsRecords(allStats(ctx.db)), parseReportOrders(orders));
}

/** What shoppers felt per page kind, from the web vitals the pages sent (src/domain/report/web-vitals.ts). */
const webVitals = (ctx: SandboxContext) => webVitalsReport(webVitalSamples(allStats(ctx.db)));

/** Mounted at /__sandbox. */
export function reportRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.get('/api/report', async (c) => c.json({ ...(await sandboxReport(ctx)), webVitals: webVitals(ctx) }));
  app.get('/report', async (c) => c.html(reportPage(await sandboxReport(ctx), webVitals(ctx))));
  return app;
}
