/**
 * The split-test report from what the sandbox recorded: JSON at
 * /__sandbox/api/report and HTML at /__sandbox/report, over every stats event and order, against
 * the manifest as it is now and the versions of it seen before (report-history.ts), so an edit
 * shows at the next reading, without a restart, and takes nothing recorded away. A split's funnel
 * sold only for a while counts from its start to its end (history.ts withArmWindows).
 */
import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { withArmWindows } from '../../src/domain/report/history.ts';
import { buildReport, type Report } from '../../src/domain/report/report.ts';
import { spanOf } from '../../src/manifest/sale-windows.ts';
import { parseReportOrders, parseStatsRecords } from '../../src/domain/report/records.ts';
import type { SandboxContext } from '../context.ts';
import { listOrders } from '../orders-store.ts';
import { withStatsInfo } from '../order-stats.ts';
import { reportPage } from '../report-html.ts';
import { noteReportConfig, reportConfigOf } from '../report-history.ts';
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
export function sandboxReport(ctx: SandboxContext): Report {
  noteReportConfig(ctx.db, ctx.now);
  const orders = withStatsInfo(ctx.db, listOrders(ctx.db, Number.MAX_SAFE_INTEGER));
  const zone = ctx.catalogue.timeZone;
  const config = withArmWindows(reportConfigOf(ctx.db), (f) => spanOf(f, zone), ctx.now().getTime());
  return buildReport(config, parseStatsRecords(allStats(ctx.db)), parseReportOrders(orders));
}

/** What shoppers felt per page kind, from the web vitals the pages sent (src/domain/report/web-vitals.ts). */
const webVitals = (ctx: SandboxContext) => webVitalsReport(webVitalSamples(allStats(ctx.db)));

/** Mounted at /__sandbox; notes the manifest the sandbox starts with, so what is recorded under it stays under it. */
export function reportRoutes(ctx: SandboxContext): Hono {
  noteReportConfig(ctx.db, ctx.now);
  const app = new Hono();
  // The report `npm run report` reproduces from a store's exports; web vitals beside it, which it does not read.
  app.get('/api/report', (c) => c.json(sandboxReport(ctx)));
  app.get('/api/web-vitals', (c) => c.json(webVitals(ctx)));
  app.get('/report', (c) => c.html(reportPage(sandboxReport(ctx), webVitals(ctx))));
  return app;
}
