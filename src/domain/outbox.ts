/**
 * The tracking outbox (R-SES-4, R-AFF-2): every event a page owes (its stats events, the
 * destination of a generic URL, the affiliate parameters of a landing) is written here the moment
 * it happens, and leaves only once the API has answered it. Each event has one id for life, sent
 * as X-Request-Id with every try from every page, so an event sent twice (a page that left before
 * its answer, then the next page) is recorded once: the API answers a repeated id with its first
 * answer. Events go in the order they happened, one at a time, each after the answer to the one
 * before it, or after ANSWER_WAIT_MS when that call hangs. Pure: the storage and the network are
 * the shell's (runtime/outbox.ts, runtime/outbox-flush.ts).
 */

/**
 * Where an event happened: what its stats payload is built from (runtime/stats-info.ts), kept so
 * that a later page of the visit can build it when this one left before it could.
 */
export interface EventPlace {
  url: string;
  /** The page's facts from its funnel data (its template and own funnel are read). */
  page?: { template?: string | undefined; funnel?: string | null | undefined } | null | undefined;
  /** The session's values then (its id, contentId and destinationId are read). */
  session?: { sessionId?: string | undefined; destinationId?: string | undefined; contentId?: string | undefined };
  splitTestingFunnelId?: string | undefined;
}

/** A stats event as the page names it; its request body is built from its place when it is sent. */
export interface StatsEvent {
  eventType: string;
  customPayLoad?: unknown;
  videoPercentage?: number | undefined;
  /** R-SES-9: the New Session event carries the tracking payload. */
  tracking?: boolean | undefined;
}

/** One event waiting in the outbox. */
export interface OutboxEntry {
  /** The event's id: its X-Request-Id on every try (given by the sender the first time it reads the event). */
  id: string;
  /** The call, relative to the API base: 'funnel/stats/save' or 'affiliate/setaffparameters'. */
  path: string;
  /** The request body, once built (at once for the destination and affiliate calls). */
  body?: Record<string, unknown> | undefined;
  /** A stats event and where it happened, until its body is built. */
  stats?: StatsEvent | undefined;
  place?: EventPlace | undefined;
  /** Tries that got no answer, or an answer worth trying again. */
  tries: number;
  /** Not to be tried again before this time (ms since the epoch). */
  notBefore?: number | undefined;
  /**
   * The page that holds the event back until it knows it shows it (a step whose routing may send
   * the shopper on to their variant): not sent from that page before then. Any other page sends
   * it: the shopper left the page before its routing decided, so they saw it.
   */
  heldBy?: string | undefined;
}

/** What became of one try. */
export type Outcome =
  /** The API recorded the event (or had recorded it before: a repeated id). */
  | 'sent'
  /** No answer, or one that says try again (408, 425, 429, 5xx, a 403 before the XSRF cookie came). */
  | 'retry'
  /** The API refused it: never repeated. */
  | 'refused';

/** Tries an event gets, over every page of the visit, before it is given up (and logged). */
export const MAX_TRIES = 8;

/**
 * How long an event waits for the answer to the one sent before it. Waiting keeps the order in
 * which the API records them (New Session before the page's other events, R-SES-2) on any network
 * that answers; a call still unanswered by then is taken to hang, and holds nothing back: the
 * events after it go without waiting until an answer comes again.
 */
export const ANSWER_WAIT_MS = 1000;

/** The wait before try `n + 1` after `n` failed tries: 0.3 s, 0.9 s, 2.7 s, 8.1 s, then 10 s. */
export function retryWaitMs(tries: number): number {
  return Math.min(300 * 3 ** Math.max(0, tries - 1), 10_000);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An event as the page writes it, before the sender has given it an id. */
export type RecordedEvent = Omit<OutboxEntry, 'id' | 'tries'> & Partial<Pick<OutboxEntry, 'id' | 'tries'>>;

/** One stored entry, if it has the shape this code writes (anything else is dropped). */
function entryOf(v: unknown): OutboxEntry | undefined {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.path !== 'string') return undefined;
  const stats =
    isRecord(v.stats) && typeof v.stats.eventType === 'string' ? (v.stats as unknown as StatsEvent) : undefined;
  const place = isRecord(v.place) && typeof v.place.url === 'string' ? (v.place as unknown as EventPlace) : undefined;
  const body = isRecord(v.body) ? v.body : undefined;
  if (!body && !(stats && place)) return undefined; // nothing could ever be sent
  return {
    id: v.id,
    path: v.path,
    body,
    stats,
    place,
    tries: typeof v.tries === 'number' ? v.tries : 0,
    notBefore: typeof v.notBefore === 'number' ? v.notBefore : undefined,
    heldBy: typeof v.heldBy === 'string' ? v.heldBy : undefined,
  };
}

/**
 * The outbox as read from storage: the entries this code wrote, in order (anything else is
 * dropped), each event that has none given an id by `newId` once. `named` tells whether one was,
 * so the caller stores the ids before it sends anything.
 */
export function parseOutbox(value: unknown, newId: () => string): { outbox: OutboxEntry[]; named: boolean } {
  if (!Array.isArray(value)) return { outbox: [], named: false };
  let named = false;
  const outbox = value
    .map((v: unknown) => {
      if (!isRecord(v) || v.id !== undefined) return entryOf(v);
      named = true;
      return entryOf({ ...v, id: newId() });
    })
    .filter((e): e is OutboxEntry => e !== undefined);
  return { outbox, named };
}

/**
 * The entry to send next from page `here`: the first in order, unless it must still wait for its
 * next try or is held by this page (later ones wait behind it).
 */
export function nextDue(outbox: readonly OutboxEntry[], now: number, here?: string): OutboxEntry | undefined {
  const first = outbox[0];
  return first && (first.notBefore ?? 0) <= now && (first.heldBy === undefined || first.heldBy !== here)
    ? first
    : undefined;
}

/** The outbox once page `here` knows it shows what it held: its events go as any other. */
export function releaseHeld(outbox: readonly OutboxEntry[], here: string): OutboxEntry[] {
  return outbox.map((e) => (e.heldBy === here ? { ...e, heldBy: undefined } : e));
}

/** The outbox once page `here` sends the shopper elsewhere: the events it held go, unsent (they are returned). */
export function dropHeld(
  outbox: readonly OutboxEntry[],
  here: string,
): { outbox: OutboxEntry[]; dropped: OutboxEntry[] } {
  return { outbox: outbox.filter((e) => e.heldBy !== here), dropped: outbox.filter((e) => e.heldBy === here) };
}

/** The entry with its body built. */
export function withBody(outbox: readonly OutboxEntry[], id: string, body: Record<string, unknown>): OutboxEntry[] {
  return outbox.map((e) =>
    e.id === id ? { id: e.id, path: e.path, body, tries: e.tries, notBefore: e.notBefore, heldBy: e.heldBy } : e,
  );
}

/**
 * The outbox after one try of `id`: sent and refused events leave it; one to try again counts the
 * try and waits, unless it has had its tries (`given up`, for the shell to log).
 */
export function settle(
  outbox: readonly OutboxEntry[],
  id: string,
  outcome: Outcome,
  now: number,
): { outbox: OutboxEntry[]; givenUp?: OutboxEntry } {
  const entry = outbox.find((e) => e.id === id);
  if (!entry) return { outbox: [...outbox] };
  const rest = outbox.filter((e) => e.id !== id);
  if (outcome !== 'retry') return { outbox: rest };
  const tries = entry.tries + 1;
  if (tries >= MAX_TRIES) return { outbox: rest, givenUp: { ...entry, tries } };
  return { outbox: outbox.map((e) => (e.id === id ? { ...e, tries, notBefore: now + retryWaitMs(tries) } : e)) };
}
