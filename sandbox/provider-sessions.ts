/**
 * Simulated provider state (PayPal tokens, subscriptions, express checkouts, Amazon order
 * references) and the reusable agreements a paid order leaves behind (PayPal billing agreements,
 * Amazon billing agreements): one row per token with its order, status and data.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The kinds of provider token the shopper approves or confirms (the provider pages look these up). */
export type TokenKind = 'paypal-payment' | 'paypal-subscription' | 'paypal-express' | 'amazon-order';

/** The kinds of reusable agreement: the provider may be charged again by reference, without the shopper. */
export type AgreementKind = 'paypal-agreement' | 'amazon-agreement';

/** The kinds of provider session. */
export type SessionKind = TokenKind | AgreementKind;

const AGREEMENTS: readonly SessionKind[] = ['paypal-agreement', 'amazon-agreement'] satisfies AgreementKind[];

/** A provider session row. */
export interface ProviderSession<K extends SessionKind = SessionKind> {
  id: string;
  kind: K;
  orderId: string;
  status: 'created' | 'approved' | 'cancelled' | 'completed' | 'failed';
  data: Record<string, string>;
}

/** Stores a new session. */
export function createSession<K extends SessionKind>(
  db: DatabaseSync,
  s: ProviderSession<K>,
  now = new Date(),
): ProviderSession<K> {
  db.prepare(
    'INSERT INTO provider_sessions (id, kind, order_id, status, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(s.id, s.kind, s.orderId, s.status, JSON.stringify(s.data), now.toISOString());
  return s;
}

/** The token with this id (never an agreement: those are read with agreementOf). */
export function getSession(db: DatabaseSync, id: string): ProviderSession<TokenKind> | undefined;
/** The session with this id and kind. */
export function getSession<K extends SessionKind>(
  db: DatabaseSync,
  id: string,
  kind: K,
): ProviderSession<K> | undefined;
export function getSession(db: DatabaseSync, id: string, kind?: SessionKind): ProviderSession | undefined {
  const row = db.prepare('SELECT id, kind, order_id, status, data FROM provider_sessions WHERE id = ?').get(id) as
    { id: string; kind: SessionKind; order_id: string; status: ProviderSession['status']; data: string } | undefined;
  if (!row || (kind ? row.kind !== kind : AGREEMENTS.includes(row.kind))) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    status: row.status,
    data: JSON.parse(row.data) as Record<string, string>,
  };
}

/** Updates status and merges data. */
export function updateSession<K extends SessionKind>(
  db: DatabaseSync,
  s: ProviderSession<K>,
  status: ProviderSession['status'],
  data: Record<string, string> = {},
): ProviderSession<K> {
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
export function findSessionBy<K extends SessionKind>(
  db: DatabaseSync,
  kind: K,
  field: string,
  value: string,
): ProviderSession<K> | undefined {
  const row = db
    .prepare('SELECT id FROM provider_sessions WHERE kind = ? AND json_extract(data, ?) = ?')
    .get(kind, `$.${field}`, value) as { id: string } | undefined;
  return row ? getSession(db, row.id, kind) : undefined;
}

/**
 * Records the reusable agreement of a paid order (`reference`: the provider's agreement id) and
 * the payment option the order was paid with; status 'approved' while it may be charged.
 */
export function recordAgreement(
  db: DatabaseSync,
  kind: AgreementKind,
  o: { orderId: string; reference: string; paymentOptionId: string },
  now = new Date(),
): ProviderSession<AgreementKind> {
  const prefix = kind === 'paypal-agreement' ? 'B-' : 'BA-';
  return createSession(
    db,
    {
      id: token(prefix),
      kind,
      orderId: o.orderId,
      status: 'approved',
      data: { reference: o.reference, paymentOptionId: o.paymentOptionId },
    },
    now,
  );
}

/** The agreement a paid order left behind, if any (the newest). */
export function agreementOf<K extends AgreementKind>(
  db: DatabaseSync,
  kind: K,
  orderId: string,
): ProviderSession<K> | undefined {
  const row = db
    .prepare('SELECT id FROM provider_sessions WHERE kind = ? AND order_id = ? ORDER BY created_at DESC, rowid DESC')
    .get(kind, orderId) as { id: string } | undefined;
  return row ? getSession(db, row.id, kind) : undefined;
}

/** The agreement recorded for a provider reference (a subscription id, an Amazon billing agreement id). */
export function agreementByReference<K extends AgreementKind>(
  db: DatabaseSync,
  kind: K,
  reference: string,
): ProviderSession<K> | undefined {
  return findSessionBy(db, kind, 'reference', reference);
}
