/**
 * The visitor's session (R-SES-1, R-SES-2): the `sessionid` query value, else the id in the GAID
 * cookie, else a new one kept in that cookie for 7 days. The cookie is the session's clock: once
 * it has expired, a new session starts even though storage still holds the old id. A new session
 * flags one 'New Session' event to go before the next stats event, and its first recorded visit
 * sends the session event (visit.ts). The page's `pcid` and `dsid` become the session's contentId
 * and destinationId (R-QP-1), sent with every stats event; a new session keeps neither of the
 * last one's.
 */
import {
  chooseSessionId,
  chooseSessionParam,
  CONTENT_ID_PARAM,
  DESTINATION_ID_PARAM,
  NEW_SESSION_FLAG,
  SESSION_COOKIE,
  SESSION_COOKIE_DAYS,
} from '../domain/session.ts';
import { getCookie, setCookie } from '../state/cookies.ts';
import { session, setSessionCreated, startSessionData } from '../state/session.ts';
import { query } from './funnel.ts';
import { sessionSet } from '../state/session-storage.ts';

/** R-SES-1, R-QP-1: settles the session id, contentId and destinationId; returns the id and whether this page created it. */
export function startSession(): { sessionId: string; isCreated: boolean } {
  const stored = getCookie(SESSION_COOKIE);
  const q = query();
  const choice = chooseSessionId(q.get('sessionid'), stored, Math.random);
  const kept = session.get();
  const newSession = choice.sessionId !== kept.sessionId;
  const param = (name: string, value?: string) => chooseSessionParam(q.get(name), value, newSession);
  startSessionData(
    choice.sessionId,
    kept.isCreated && !choice.isCreated,
    param(CONTENT_ID_PARAM, kept.contentId),
    param(DESTINATION_ID_PARAM, kept.destinationId),
  );
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
