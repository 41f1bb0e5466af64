/**
 * The outbox's sender (domain/outbox.ts), loaded beside the page by `outbox.ts`: it builds each
 * event's request (a stats event's payload from where it happened, stats-info.ts), sends the
 * events one at a time in the order they happened through the small sender (api/send-event.ts),
 * and keeps each until the API has answered it. A call that hangs holds the events after it back
 * for ANSWER_WAIT_MS at most: from then on they go without waiting, until an answer comes again,
 * so a page's own events go out whatever became of earlier ones. As the page is hidden (the
 * shopper taps on, switches away or closes it) it sends every event still waiting at once, with
 * keepalive; those whose answer never comes are sent again by the next page under the same id,
 * which the API records once. A refused event, or one that had all its tries, is logged to the
 * server (R-SES-4: never shown).
 */
import { apiConfigFromEnv } from '../api/env-config.ts';
import { newRequestId } from '../api/request-id.ts';
import { sendEvent, type Sent } from '../api/send-event.ts';
import { splitCustomPayload } from '../domain/custom-payload.ts';
import { ANSWER_WAIT_MS, nextDue, parseOutbox, settle, withBody, type OutboxEntry } from '../domain/outbox.ts';
import { SESSION_COOKIE, TRACKING_EVENT_DELAY_MS } from '../domain/session.ts';
import { trackingPayload } from '../domain/tracking.ts';
import { getCookie } from '../state/cookies.ts';
import { sessionRemove, sessionSet } from '../state/session-storage.ts';
import { OUTBOX_KEY, storedOutbox, THIS_PAGE } from './outbox.ts';
import { statsInfoAt } from './stats-info.ts';

/** Stores the outbox (none left: the key goes). */
function storeOutbox(entries: readonly OutboxEntry[]): void {
  if (entries.length === 0) sessionRemove(OUTBOX_KEY);
  else sessionSet(OUTBOX_KEY, JSON.stringify(entries));
}

/** The outbox; an event read for the first time gets its id here, stored before it is ever sent. */
function read(): OutboxEntry[] {
  const { outbox, named } = parseOutbox(storedOutbox(), newRequestId);
  if (named) storeOutbox(outbox);
  return outbox;
}

/** R-SES-9: the New Session event's tracking payload, for the session and page it was recorded on. */
function tracking(place: NonNullable<OutboxEntry['place']>) {
  return trackingPayload({
    alternaiGuestId: place.session?.sessionId,
    alternaiVisitorId: getCookie(SESSION_COOKIE) ?? place.session?.sessionId,
    ip: new URL(place.url).searchParams.get('ip'),
    ua: navigator.userAgent,
    gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
  });
}

/** The request body of an entry: built once from its stats event and place, then kept with it. */
function bodyOf(entry: OutboxEntry): Record<string, unknown> {
  if (entry.body) return entry.body;
  const { stats, place } = entry as Required<Pick<OutboxEntry, 'stats' | 'place'>>;
  const body: Record<string, unknown> = {
    ...statsInfoAt(place),
    eventType: stats.eventType,
    ...splitCustomPayload(stats.tracking ? tracking(place) : stats.customPayLoad),
  };
  if (stats.videoPercentage !== undefined) body.videoPercentage = stats.videoPercentage;
  storeOutbox(withBody(read(), entry.id, body));
  return body;
}

let config: ReturnType<typeof apiConfigFromEnv> | undefined;
/** Entries sent and not yet answered on this page. */
const inFlight = new Set<string>();

/**
 * True once a call of this page has gone unanswered for ANSWER_WAIT_MS, until any call is answered:
 * the network or the API hangs, so waiting for answers would keep the events after it back and
 * could no longer keep their order.
 */
let hanging = false;

/** Sends one entry and settles it in the outbox by its answer; never rejects. */
async function sendOne(entry: OutboxEntry): Promise<void> {
  inFlight.add(entry.id);
  let sent: Sent;
  let body: Record<string, unknown> = {};
  try {
    body = bodyOf(entry);
    sent = await sendEvent((config ??= apiConfigFromEnv()), entry.path, body, entry.id);
  } catch {
    // Only building the request can throw (sendEvent answers every failure): a request that cannot
    // be built can never be sent, so it is refused here rather than left standing before the rest.
    sent = { outcome: 'refused', status: 0, error: 'the request could not be built' };
  } finally {
    inFlight.delete(entry.id);
  }
  hanging = false;
  const { outbox, givenUp } = settle(read(), entry.id, sent.outcome, Date.now());
  storeOutbox(outbox);
  // The logger's code loads only when there is a failure to log.
  if (sent.outcome === 'refused' || givenUp)
    void import('./outbox-failure.ts').then((m) => m.logFailure(entry, body, sent)).catch(() => undefined);
}

/** Resolves to false `ms` from now. */
const after = (ms: number) => new Promise<false>((resolve) => setTimeout(resolve, ms, false));

let sending = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let dueAt = Infinity;

/**
 * Sends the events waiting, one at a time in order, while the first is due; each after the answer
 * to the one before it, or without waiting while calls hang. A call answered after the sender has
 * moved on has the sender look again (its next try, if it needs one, is due later).
 */
async function sendWaiting(): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    for (;;) {
      const waiting = read().filter((e) => !inFlight.has(e.id));
      const entry = nextDue(waiting, Date.now(), THIS_PAGE);
      if (!entry) {
        const next = waiting[0]?.notBefore;
        if (next !== undefined) sendAfter(next - Date.now());
        return;
      }
      const call = sendOne(entry);
      if (!hanging && (await Promise.race([call.then(() => true), after(ANSWER_WAIT_MS)]))) continue;
      hanging = true;
      void call.then(() => sendAfter(0));
    }
  } finally {
    sending = false;
  }
}

/** R-CON-1: sends the events waiting after the tracking delay, or sooner if already asked to. */
export function sendSoon(): void {
  sendAfter(TRACKING_EVENT_DELAY_MS);
}

/** Sends the events waiting `afterMs` from now, or sooner if already asked to. */
function sendAfter(afterMs: number): void {
  listen();
  const at = Date.now() + Math.max(0, afterMs);
  if (at >= dueAt) return;
  clearTimeout(timer);
  dueAt = at;
  timer = setTimeout(() => {
    dueAt = Infinity;
    void sendWaiting();
  }, at - Date.now());
}

/**
 * The page is being hidden: every event waiting goes now, side by side, with keepalive (the
 * requests outlive the page; a wait before a retry is not kept). Their answers, if the page lives
 * to see them, settle them as usual.
 */
function sendAllNow(): void {
  for (const entry of read()) if (!inFlight.has(entry.id)) void sendOne(entry);
}

let listening = false;
/** From the first event on: what is left goes as the page is hidden, and on when it is back from the back-forward cache. */
function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendAllNow();
  });
  window.addEventListener('pagehide', sendAllNow);
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) sendAfter(0);
  });
}
