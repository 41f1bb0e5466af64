/**
 * The visitor's session (R-SES-1, R-SES-2): the `sessionid` query value, else the id in the GAID
 * cookie, else a new one kept in that cookie for 7 days. The cookie is the session's clock: once
 * it has expired, a new session starts even though storage still holds the old id. A new session
 * flags one 'New Session' event to go before the next stats event, and its first recorded visit
 * sends the session event (visit.ts). The page's `pcid` becomes the session's contentId (R-QP-1),
 * sent with every stats event.
 */
import {
  chooseContentId,
  chooseSessionId,
  CONTENT_ID_PARAM,
  NEW_SESSION_FLAG,
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
} from '../domain/session.ts';
import { getCookie, setCookie } from '../state/cookies.ts';
import { session, setContentId, setSessionCreated, setSessionId } from '../state/session.ts';
import { query } from './funnel.ts';
import { sessionSet } from '../state/session-storage.ts';

/** R-SES-1, R-QP-1: settles the session id and contentId; returns the id and whether this page created it. */
export function startSession(): { sessionId: string; isCreated: boolean } {
  const stored = getCookie(SESSION_COOKIE);
  const q = query();
  const choice = chooseSessionId(q.get('sessionid'), stored, Math.random);
  const newSession = choice.sessionId !== session.get().sessionId;
  setSessionId(choice.sessionId, session.get().isCreated && !choice.isCreated);
  setContentId(chooseContentId(q.get(CONTENT_ID_PARAM), session.get().contentId, newSession));
  if (choice.isCreated) {
    setCookie(SESSION_COOKIE, choice.sessionId, { expires: SESSION_COOKIE_DAYS, sameSite: 'lax' });
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
