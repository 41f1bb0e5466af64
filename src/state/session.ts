/** Funnel session data (R-ORD-4, R-SES-1): session id and whether it was created here, page content, destination, affiliate parameters. */
import { SESSION_KEY } from './keys.ts';
import { persistedAtom } from './persisted.ts';
import { sessionShape, type SessionData } from './session-shapes.ts';
import type { AffiliateParameters } from '../domain/affiliate.ts';

/** R-SES-1: a stored session id is trimmed to this many characters. */
export const SESSION_ID_LENGTH = 14;

/** R-ORD-4: the session data. */
export const session = persistedAtom(SESSION_KEY, sessionShape, { isCreated: false });

function patch(changes: Partial<SessionData>): void {
  session.set({ ...session.get(), ...changes });
}

/** R-SES-1: stores the session id (trimmed to 14 characters) and whether this visit created it. */
export function setSessionId(sessionId: string, isCreated: boolean): void {
  patch({ sessionId: sessionId.trim().slice(0, SESSION_ID_LENGTH), isCreated });
}

/**
 * R-SES-1, R-QP-1: the session as a page starts it, in one write: the id (trimmed to 14
 * characters), whether this visit created it, and the contentId and destinationId it keeps.
 */
export function startSessionData(
  sessionId: string,
  isCreated: boolean,
  contentId: string | undefined,
  destinationId: string | undefined,
): void {
  patch({ sessionId: sessionId.trim().slice(0, SESSION_ID_LENGTH), isCreated, contentId, destinationId });
}

/** R-SES-1: marks the session as created (the session event was sent). */
export function setSessionCreated(isCreated: boolean): void {
  patch({ isCreated });
}

/** R-QP-1: the page-content id (pcid). */
export function setContentId(contentId: string | undefined): void {
  patch({ contentId });
}

/** R-QP-1: the destination id (dsid). */
export function setDestinationId(destinationId: string | undefined): void {
  patch({ destinationId });
}

/** R-AFF-1: the affiliate parameters of this visit. */
export function setAffiliateParameters(affParameters: AffiliateParameters | undefined): void {
  patch({ affParameters });
}
