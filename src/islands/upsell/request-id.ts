/**
 * One request id per offer bought after one order, kept in session storage: a double click, a
 * retry after a time-out or a reload during the charge replays the same X-Request-Id, so the
 * sandbox or API creates the upsell order once. A definite refusal (4xx) forgets the id so the
 * shopper's next try is a new request, not a replay of the refusal.
 */
import { ApiError } from '../../api/errors.ts';
import { sessionGet, sessionRemove, sessionSet } from '../../runtime/safe-storage.ts';

const key = (parentId: string, sfid: string) => `upsellRequest:${parentId}:${sfid}`;

/** The request id for buying `sfid` after order `parentId`, created on first use. */
export function upsellRequestId(parentId: string, sfid: string): string {
  const known = sessionGet(key(parentId, sfid));
  if (known) return known;
  const id = crypto.randomUUID();
  sessionSet(key(parentId, sfid), id);
  return id;
}

/** After a failed charge: forgets the id when the server definitely refused, keeps it when the outcome is unknown. */
export function settleFailedRequest(parentId: string, sfid: string, error: unknown): void {
  const unknownOutcome = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  if (!unknownOutcome) sessionRemove(key(parentId, sfid));
}
