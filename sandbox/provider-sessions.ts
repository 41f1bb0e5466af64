/**
 * Simulated provider state (PayPal tokens, subscriptions, express checkouts, Amazon order
 * references): one row per token with its order, status and data.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The kinds of provider session. */
export type SessionKind = 'paypal-payment' | 'paypal-subscription' | 'paypal-express' | 'amazon-order';

/** A provider session row. */
export interface ProviderSession {
  id: string;
  kind: SessionKind;
  orderId: string;
  status: 'created' | 'approved' | 'cancelled' | 'completed' | 'failed';
  data: Record<string, string>;
}

/** Stores a new session. */
export function createSession(db: DatabaseSync, s: ProviderSession, now = new Date()): ProviderSession {
  db.prepare(
    'INSERT INTO provider_sessions (id, kind, order_id, status, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(s.id, s.kind, s.orderId, s.status, JSON.stringify(s.data), now.toISOString());
  return s;
}

/** The session with this id (and kind, when given). */
export function getSession(db: DatabaseSync, id: string, kind?: SessionKind): ProviderSession | undefined {
  const row = db.prepare('SELECT id, kind, order_id, status, data FROM provider_sessions WHERE id = ?').get(id) as
    { id: string; kind: SessionKind; order_id: string; status: ProviderSession['status']; data: string } | undefined;
  if (!row || (kind && row.kind !== kind)) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    status: row.status,
    data: JSON.parse(row.data) as Record<string, string>,
  };
}

/** Updates status and merges data. */
export function updateSession(
  db: DatabaseSync,
  s: ProviderSession,
  status: ProviderSession['status'],
  data: Record<string, string> = {},
): ProviderSession {
  const next = { ...s, status, data: { ...s.data, ...data } };
  db.prepare('UPDATE provider_sessions SET status = ?, data = ? WHERE id = ?').run(
    status,
    JSON.stringify(next.data),
    s.id,
  );
  return next;
}

/** A random upper-case token with a prefix, e.g. EC-7K2J…. */
export function token(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(17))) out += alphabet[byte % alphabet.length];
  return `${prefix}${out}`;
}

/** The session whose data field `field` equals `value`. */
export function findSessionBy(
  db: DatabaseSync,
  kind: SessionKind,
  field: string,
  value: string,
): ProviderSession | undefined {
  const row = db
    .prepare('SELECT id FROM provider_sessions WHERE kind = ? AND json_extract(data, ?) = ?')
    .get(kind, `$.${field}`, value) as { id: string } | undefined;
  return row ? getSession(db, row.id, kind) : undefined;
}
