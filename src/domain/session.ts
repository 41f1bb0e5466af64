/**
 * Session rules and the timing and storage constants of spec §9 (R-SES-1, R-SES-5, R-CON-1..3).
 * The shell (src/runtime, src/state) reads cookies, storage and timers; the numbers live here.
 */

// Session id (R-SES-1).
/** R-SES-1: a session id is at most 14 characters. */
export const SESSION_ID_LENGTH = 14;
/** R-SES-1: the cookie holding the session id. */
export const SESSION_COOKIE = 'GAID';
/** R-SES-1: the session cookie lasts 7 days (cookie expiry is given in days). */
export const SESSION_COOKIE_DAYS = 7;
/** R-QP-1: the query parameter that carries a session id. */
export const SESSION_ID_PARAM = 'sessionid';

/** R-SES-1: a session id trimmed of whitespace and cut to 14 characters. */
export function trimSessionId(id: string): string {
  return id.trim().slice(0, SESSION_ID_LENGTH);
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

// A value outside [0, 1) (a faulty source) is clamped rather than producing a short id.
function alphabetIndex(r: number): number {
  const index = Math.floor(r * ID_ALPHABET.length);
  return Number.isFinite(index) ? Math.min(ID_ALPHABET.length - 1, Math.max(0, index)) : 0;
}

/**
 * R-SES-1: a new 14-character id of [0-9a-z] drawn from `random` (a source of numbers in [0, 1),
 * such as Math.random or one built on crypto.getRandomValues).
 */
export function newSessionId(random: () => number): string {
  let id = '';
  for (let i = 0; i < SESSION_ID_LENGTH; i++) {
    id += ID_ALPHABET[alphabetIndex(random())];
  }
  return id;
}

/** R-SES-1: the session id to use and whether it was created now (then a session event is sent). */
export interface SessionIdChoice {
  sessionId: string;
  isCreated: boolean;
}

/**
 * R-SES-1: the `sessionid` query value if present, else the stored id, else a new one (flagged as
 * created). Every source is trimmed to 14 characters, so a long query id that is stored and read
 * back on the next page stays the same id.
 */
export function chooseSessionId(
  queryValue: string | null | undefined,
  storedValue: string | null | undefined,
  random: () => number,
): SessionIdChoice {
  const fromQuery = trimSessionId(queryValue ?? '');
  if (fromQuery) return { sessionId: fromQuery, isCreated: false };
  const stored = trimSessionId(storedValue ?? '');
  if (stored) return { sessionId: stored, isCreated: false };
  return { sessionId: newSessionId(random), isCreated: true };
}

// Page content and destination (R-QP-1).
/** R-QP-1: the query parameter that carries the page-content id. */
export const CONTENT_ID_PARAM = 'pcid';
/** R-QP-1: the query parameter that carries the destination id. */
export const DESTINATION_ID_PARAM = 'dsid';
/** The longest page-content or destination id kept (the stats contract's limit for ids). */
export const PARAM_ID_MAX_LENGTH = 64;

/**
 * R-QP-1, R-ORD-4: the session's contentId (from `pcid`) or destinationId (from `dsid`): this
 * page's value when it has one, so the URL always wins; else the one kept earlier in this session;
 * a new session starts without one (an earlier session's destination is not this one's).
 */
export function chooseSessionParam(
  queryValue: string | null | undefined,
  kept: string | undefined,
  newSession: boolean,
): string | undefined {
  const fromQuery = (queryValue ?? '').trim().slice(0, PARAM_ID_MAX_LENGTH);
  if (fromQuery) return fromQuery;
  return newSession ? undefined : kept;
}

/** R-SES-2: session storage flag of a created session whose 'New Session' event is still to go. */
export const NEW_SESSION_FLAG = 'newSession';

/** R-SES-4: session storage key of the destination split-test id chosen at a generic URL. */
export const SPLIT_FUNNEL_KEY = 'splitTestingFunnelId';

// Event cap (R-SES-5).
/** R-SES-5: at most 300 stats events a session; further ones are dropped. */
export const MAX_EVENTS_PER_SESSION = 300;

/** R-SES-5: true while `sentSoFar` events leave room for one more. */
export function underEventCap(sentSoFar: number): boolean {
  return sentSoFar < MAX_EVENTS_PER_SESSION;
}

// Delays (R-CON-1), in milliseconds.
/** R-SES-8: delay before a tracking event is sent. */
export const TRACKING_EVENT_DELAY_MS = 300;
/** R-SES-3: the experimental flow polls for the session-created flag this often. */
export const EXPERIMENT_POLL_MS = 100;
/** R-SES-3: the experimental flow starts polling after this delay. */
export const EXPERIMENT_INITIAL_DELAY_MS = 30;
/** R-SES-3: after the session is created, Page View follows after this delay. */
export const EXPERIMENT_FOLLOW_UP_MS = 1000;
/** R-SES-8: delay before a lead is created. */
export const LEAD_CREATION_DELAY_MS = 3000;
/** R-NAV-2: the second scroll to the top comes this long after page activation. */
export const SCROLL_TOP_DELAY_MS = 100;

// Anti-forgery (R-CON-3).
/** R-CON-3: the cookie the anti-forgery token is read from. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** R-CON-3: the header the anti-forgery token is sent in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

// Storage keys (R-CON-2).
/** R-CON-2, R-SES-6: local storage key of the user stats. */
export const STATS_KEY = 'stats';
/** R-CON-2, R-ORD-4: storage key of the saved funnel state. */
export const STATE_KEY = 'state';
