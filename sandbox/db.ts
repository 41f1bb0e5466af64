/**
 * The sandbox database: one node:sqlite file, created and migrated on open. Orders are kept
 * as their contract JSON plus indexed columns; stats, affiliate, log and lead records exactly as
 * received. Card numbers and CVVs are never stored (payment_options holds brand and last four).
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

const migrations: string[] = [
  `CREATE TABLE orders (
     id TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, name TEXT NOT NULL, account_id TEXT NOT NULL,
     parent_id TEXT, order_type TEXT NOT NULL, status TEXT NOT NULL, payment_method TEXT NOT NULL,
     total_cents INTEGER NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE INDEX orders_account ON orders(account_id);
   CREATE TABLE order_items (
     order_id TEXT NOT NULL REFERENCES orders(id), line INTEGER NOT NULL, product_id TEXT NOT NULL,
     quantity INTEGER NOT NULL, unit_cents INTEGER NOT NULL, total_cents INTEGER NOT NULL,
     is_bump INTEGER NOT NULL, PRIMARY KEY (order_id, line));
   CREATE TABLE payment_options (
     id TEXT PRIMARY KEY, method TEXT NOT NULL, brand TEXT, last4 TEXT, exp_month INTEGER, exp_year INTEGER,
     account_id TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE provider_sessions (
     id TEXT PRIMARY KEY, kind TEXT NOT NULL, order_id TEXT NOT NULL, status TEXT NOT NULL,
     data TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE idempotency (
     request_id TEXT PRIMARY KEY, method TEXT NOT NULL, path TEXT NOT NULL, status INTEGER NOT NULL,
     body TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE stats (id INTEGER PRIMARY KEY AUTOINCREMENT, variant TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE affiliate (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL, created_at TEXT NOT NULL);
   CREATE TABLE logs (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);`,
  // R-SES-8: leads (POST leads/create), each call as received.
  `CREATE TABLE leads (
     id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, session_id TEXT, body TEXT NOT NULL,
     created_at TEXT NOT NULL);
   CREATE INDEX leads_email ON leads(email);`,
  // The statsInfo sent with each order (split-test report).
  `CREATE TABLE order_stats (order_id TEXT PRIMARY KEY REFERENCES orders(id), body TEXT NOT NULL);`,
  // One offer, one charge: the upsells and downsells of a parent are looked up on every upsell.
  `CREATE INDEX orders_parent ON orders(parent_id, status);`,
  // One purchase, one order: the purchase a paid parent order was paid for (X-Purchase-Id, purchase.ts).
  `ALTER TABLE orders ADD COLUMN purchase_id TEXT;
   CREATE INDEX orders_purchase ON orders(purchase_id);`,
  // One-click for a while (when a parent was paid), one key one cart (the cart a first order was
  // placed with), and a replayed answer only for the purchase that made it (purchase.ts).
  `ALTER TABLE orders ADD COLUMN paid_at TEXT;
   ALTER TABLE orders ADD COLUMN cart TEXT;
   ALTER TABLE idempotency ADD COLUMN purchase_id TEXT;`,
  // Each tracking event once: the event id the storefront sends as X-Request-Id (routes/tracking.ts).
  `ALTER TABLE stats ADD COLUMN event_id TEXT;
   CREATE UNIQUE INDEX stats_event ON stats(event_id);
   ALTER TABLE affiliate ADD COLUMN event_id TEXT;
   CREATE UNIQUE INDEX affiliate_event ON affiliate(event_id);`,
  // A paid purchase answers its payer: the tab (X-Purchase-Tab) whose call created or paid the order (purchase.ts).
  `ALTER TABLE orders ADD COLUMN purchase_tab TEXT;`,
];

/** Tables emptied by a reset. */
export const tables = [
  'order_items',
  'order_stats',
  'orders',
  'payment_options',
  'provider_sessions',
  'idempotency',
  'stats',
  'affiliate',
  'logs',
  'leads',
] as const;

/** Opens (and creates) the database at `path`, applying pending migrations; `reset` starts empty. */
export function openDatabase(path: string, options: { reset?: boolean } = {}): DatabaseSync {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    if (options.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  }
  const db = new DatabaseSync(path);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 2000;',
  );
  const version = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  for (let v = version; v < migrations.length; v++) {
    db.exec('BEGIN');
    db.exec(migrations[v] ?? '');
    db.exec(`PRAGMA user_version = ${v + 1}`);
    db.exec('COMMIT');
  }
  return db;
}

/** Empties every table (POST /__sandbox/reset). */
export function clearDatabase(db: DatabaseSync): void {
  db.exec('BEGIN');
  for (const table of tables) db.exec(`DELETE FROM ${table}`);
  db.exec('COMMIT');
}

/** Runs `work` in a transaction: all rows or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
