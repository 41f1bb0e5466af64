/**
 * Funnel stats events (R-SES-2, R-SES-4, R-SES-5, R-SES-9): each event names the funnel, step
 * variant, split tests, session and destination; at most 300 a session (counted in session
 * storage, else in this window); one 'New Session' event goes first after a session is created.
 */
import { trackingPayload } from '../domain/tracking.ts';
import { MAX_EVENTS_PER_SESSION, NEW_SESSION_FLAG, SESSION_COOKIE } from '../domain/session.ts';
import { getCookie } from '../state/cookies.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { emit } from './events.ts';
import { query } from './funnel.ts';
import { statsInfo } from './stats-info.ts';

export { SPLIT_FUNNEL_KEY, statsInfo } from './stats-info.ts';
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';
import { sessionId } from './session.ts';

const COUNT_KEY = 'funnelEventCount';

/** R-SES-5: takes one event from the session's budget of 300; false when it is spent. */
function takeEventBudget(): boolean {
  const sent = Number(sessionGet(COUNT_KEY) ?? '0') || 0;
  if (sent >= MAX_EVENTS_PER_SESSION) return false;
  sessionSet(COUNT_KEY, String(sent + 1));
  return true;
}

/** R-SES-9: the tracking payload sent with the 'New Session' event. */
function tracking() {
  return trackingPayload({
    alternaiGuestId: sessionId(),
    alternaiVisitorId: getCookie(SESSION_COOKIE) ?? sessionId(),
    ip: query().get('ip'),
    ua: navigator.userAgent,
    gpc: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl,
  });
}

/**
 * How an event is sent. `keepalive`: it is sent as the shopper moves on, who does not wait for it
 * (issue 23), so the request outlives the page.
 */
export interface SendOptions {
  keepalive?: boolean;
}

async function post(
  eventType: string,
  extra: { customPayLoad?: unknown; videoPercentage?: number },
  { keepalive }: SendOptions = {},
): Promise<boolean> {
  if (!takeEventBudget()) return false;
  emit({ event: eventType, ...extra });
  const info = statsInfo();
  return (await api()).saveStats({ ...info, eventType, ...extra }, { keepalive });
}

/** Loads the client the events are sent with (false when its code cannot load), so a send starts at once. */
export const statsClientReady = (): Promise<boolean> =>
  api().then(
    () => true,
    () => false,
  );

/** R-SES-2: the 'New Session' event with the tracking payload, once after startSession created a session. */
export async function sendNewSession(options?: SendOptions): Promise<boolean> {
  if (sessionGet(NEW_SESSION_FLAG) !== '1') return false;
  sessionRemove(NEW_SESSION_FLAG);
  return post('New Session', { customPayLoad: tracking() }, options);
}

/**
 * R-SES-4: sends one stats event; 'New Session' goes first once after a session is created
 * (the experimental flow, R-SES-3, sends it itself later: `newSessionFirst: false`).
 */
export async function sendStats(
  eventType: string,
  extra: { customPayLoad?: unknown; videoPercentage?: number } = {},
  { newSessionFirst = true, keepalive }: SendOptions & { newSessionFirst?: boolean } = {},
): Promise<boolean> {
  if (newSessionFirst) await sendNewSession({ keepalive });
  return post(eventType, extra, { keepalive });
}

/** R-SES-4: the destination variant of the stats call, sent from a generic URL. */
export async function sendDestinationStats(
  funnelSTFId: string,
  destinationId: string,
  splitTestingId?: string,
  { keepalive }: SendOptions = {},
) {
  if (!takeEventBudget()) return false;
  const event = { funnelSTFId, sessionId: sessionId(), destinationId, splitTestingId, eventType: 'Destination' };
  emit({ event: 'Destination', ...event });
  return (await api()).saveDestinationStats(event, { keepalive });
}
