/**
 * Funnel stats events (R-SES-2, R-SES-4, R-SES-5, R-SES-9): each event is written to the outbox
 * the moment it happens (outbox.ts) with where it happened, and sent from there with the funnel,
 * step variant, split tests, session and destination of that place (stats-info.ts); at most 300 a
 * session (counted in session storage, else in this window); one 'New Session' event goes first
 * after a session is created. Every event also goes to the page's analytics bus (events.ts).
 */
import { MAX_EVENTS_PER_SESSION, NEW_SESSION_FLAG } from '../domain/session.ts';
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';
import { emit } from './events.ts';
import { placeHere, record } from './outbox.ts';

/** Path of both stats variants (R-SES-4). */
export const STATS_PATH = 'funnel/stats/save';
/** R-SES-5: the session storage key of the events recorded so far. */
export const COUNT_KEY = 'funnelEventCount';

/** R-SES-5: takes one event from the session's budget of 300; false when it is spent. */
export function takeEventBudget(): boolean {
  const sent = Number(sessionGet(COUNT_KEY) ?? '0') || 0;
  if (sent >= MAX_EVENTS_PER_SESSION) return false;
  sessionSet(COUNT_KEY, String(sent + 1));
  return true;
}

/** What a stats event carries besides the page's payload. */
export interface StatsExtra {
  customPayLoad?: unknown;
  videoPercentage?: number;
}

/** Records one stats event; false when the session's budget is spent. */
function post(eventType: string, extra: StatsExtra & { tracking?: boolean } = {}, held = false): boolean {
  if (!takeEventBudget()) return false;
  const { tracking: _payloadWhenSent, ...shown } = extra;
  emit({ event: eventType, ...shown });
  record({ path: STATS_PATH, stats: { eventType, ...extra }, place: placeHere() }, held);
  return true;
}

/** R-SES-2: the 'New Session' event with the tracking payload (R-SES-9), once after startSession created a session. */
export function sendNewSession(held = false): boolean {
  if (sessionGet(NEW_SESSION_FLAG) !== '1') return false;
  sessionRemove(NEW_SESSION_FLAG);
  return post('New Session', { tracking: true }, held);
}

/**
 * R-SES-4: records one stats event; 'New Session' goes first once after a session is created (the
 * experimental flow, R-SES-3, sends it itself later: `newSessionFirst: false`). False when the
 * session's budget is spent.
 */
export function sendStats(
  eventType: string,
  extra?: StatsExtra,
  { newSessionFirst = true, held = false } = {},
): boolean {
  if (newSessionFirst) sendNewSession(held);
  return post(eventType, extra, held);
}

/**
 * R-SES-1, R-SES-2, R-SES-4: the visit's events, written at once: the session event with the
 * session's first recorded page (its 'New Session' still to go: on the page that created the
 * session, or the funnel page a generic URL opens), then Page View. `held`: on a step whose
 * routing may send the shopper on to their variant, until it decides (held-visit.ts).
 */
export function recordVisit(held = false): void {
  if (sessionGet(NEW_SESSION_FLAG) === '1') sendStats('Session', {}, { held });
  sendStats('Page View', {}, { held });
}
