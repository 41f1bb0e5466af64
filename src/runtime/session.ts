/**
 * The visitor's session (R-SES-1, R-SES-2): the `sessionid` query value, else the id in the GAID
 * cookie, else a new one kept in that cookie for 7 days. The cookie is the session's clock: once
 * it has expired, a new session starts even though storage still holds the old id. A new session
 * sends a session event, and flags one 'New Session' event to go before the next stats event.
 */
import Cookies from 'js-cookie';
import { chooseSessionId, SESSION_COOKIE, SESSION_COOKIE_DAYS } from '../domain/session.ts';
import { session, setSessionCreated, setSessionId } from '../state/session.ts';
import { query } from './funnel.ts';
import { sessionGet, sessionRemove, sessionSet } from './safe-storage.ts';

const NEW_SESSION_FLAG = 'newSession';

/** R-SES-1: settles the session id; returns it and whether this page created it. */
export function startSession(): { sessionId: string; isCreated: boolean } {
  const stored = Cookies.get(SESSION_COOKIE);
  const choice = chooseSessionId(query().get('sessionid'), stored, Math.random);
  setSessionId(choice.sessionId, session.get().isCreated && !choice.isCreated);
  if (choice.isCreated) {
    Cookies.set(SESSION_COOKIE, choice.sessionId, { expires: SESSION_COOKIE_DAYS, sameSite: 'lax' });
    sessionSet(NEW_SESSION_FLAG, '1');
  }
  return choice;
}

/** The current session id ('' before startSession). */
export const sessionId = (): string => session.get().sessionId ?? '';

/** R-SES-1: the session is established (its event sent); the experimental flow waits for this. */
export function markSessionCreated(): void {
  setSessionCreated(true);
}

/** R-SES-2: true once after a session was created; clears the flag. */
export function takeNewSessionFlag(): boolean {
  if (sessionGet(NEW_SESSION_FLAG) !== '1') return false;
  sessionRemove(NEW_SESSION_FLAG);
  return true;
}
