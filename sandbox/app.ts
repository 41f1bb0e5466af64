/**
 * The local commerce API (R-GEN-6): a Hono app on node:sqlite implementing every call of the
 * contract under /proxy/api/ and /api/ (v2 one level above; /alternproxy/getOrderCount; GET /log),
 * with XSRF, idempotency on X-Request-Id, fault injection, provider pages and read-back under
 * /__sandbox. `createSandbox` returns the app and a handle for tests and scripts/start.ts.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DatabaseSync } from 'node:sqlite';
import { followCatalogue, type Catalogue } from './catalogue.ts';
import { shownTotalRule } from './shown-total.ts';
import type { SandboxContext } from './context.ts';
import { openDatabase } from './db.ts';
import { Faults, injectFaults } from './middleware/faults.ts';
import { idempotency } from './middleware/idempotency.ts';
import { sameOriginControls } from './middleware/same-origin.ts';
import { xsrf } from './middleware/xsrf.ts';
import { onError } from './problems.ts';
import { purchaseRules } from './purchase.ts';
import { adminRoutes } from './routes/admin.ts';
import { amazonRoutes } from './routes/amazon.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { funnelMapRoutes } from './routes/funnel-map.ts';
import { leadRoutes } from './routes/leads.ts';
import { orderRoutes, v2Routes } from './routes/orders.ts';
import { paypalRoutes } from './routes/paypal.ts';
import { providerPages } from './routes/provider-pages.ts';
import { rootTrackingRoutes, trackingRoutes } from './routes/tracking.ts';

/** Options of createSandbox. */
export interface SandboxOptions {
  /** The database file (created and migrated), or ':memory:'. */
  dbPath: string;
  /** Start with an empty database. */
  reset?: boolean;
  /** A fixed catalogue; by default the one of `campaigns`, followed as it changes. */
  catalogue?: Catalogue;
  /** The manifest folder the catalogue comes from; defaults to CAMPAIGNS_DIR or ./campaigns. */
  campaigns?: string;
  /** The clock; defaults to the system clock. */
  now?: () => Date;
}

/** The sandbox app and its handle. */
export interface Sandbox {
  app: Hono;
  db: DatabaseSync;
  faults: Faults;
  /** The catalogue as the sandbox prices it now. */
  readonly catalogue: Catalogue;
  /** Releases hanging requests and closes the database. */
  close(): void;
}

/** Builds the sandbox app over a database file. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const db = openDatabase(options.dbPath, { reset: options.reset ?? false });
  const fixed = options.catalogue;
  const catalogue = fixed ? () => fixed : followCatalogue(options.campaigns);
  const ctx: SandboxContext = {
    db,
    get catalogue() {
      return catalogue();
    },
    now: options.now ?? (() => new Date()),
  };
  const faults = new Faults();

  const api = new Hono();
  for (const routes of [
    orderRoutes,
    checkoutRoutes,
    paypalRoutes,
    amazonRoutes,
    trackingRoutes,
    catalogueRoutes,
    leadRoutes,
  ])
    api.route('/', routes(ctx));
  api.all('*', (c) => c.json({ error: `no such call: ${c.req.method} ${c.req.path}` }, 404));

  const app = new Hono({ strict: false }); // '/__sandbox/' and '/__sandbox' alike
  app.onError(onError);
  app.use('*', bodyLimit({ maxSize: 128 * 1024, onError: (c) => c.json({ error: 'body: larger than 128 KB' }, 413) }));
  app.use('*', xsrf());
  app.use('/__sandbox/*', sameOriginControls());
  app.use('*', purchaseRules(ctx)); // one key, one cart: before a slow answer and before a replay
  app.use('*', shownTotalRule(ctx)); // the price shown is the price charged: nothing charged, nothing kept
  app.use('*', injectFaults(faults));
  app.use('*', idempotency(db));
  app.route('/__sandbox', adminRoutes(ctx, faults));
  app.route('/__sandbox', funnelMapRoutes());
  app.route('/__sandbox', providerPages(ctx));
  app.route('/', rootTrackingRoutes(ctx));
  for (const prefix of ['/proxy/v2', '/v2']) app.route(prefix, v2Routes(ctx));
  for (const prefix of ['/proxy/api', '/api']) app.route(prefix, api);

  return {
    app,
    db,
    faults,
    get catalogue() {
      return ctx.catalogue;
    },
    close() {
      faults.clear();
      if (db.isOpen) db.close();
    },
  };
}
