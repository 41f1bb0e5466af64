/**
 * One request id per offer bought after one order, kept in session storage: a double click, a
 * retry after a time-out or a reload during the charge replays the same X-Request-Id, so the
 * sandbox or API creates the upsell order once. A definite refusal (4xx) forgets the id so the
 * shopper's next try is a new request, not a replay of the refusal. The unpaid upsell a provider
 * confirmation pays ('confirm') has an id of its own, so a retry reuses that order while it is
 * pending; once a cancel at the provider has cancelled it, the id is forgotten and a retry saves a
 * new one.
 */
import { ApiError } from '../../api/errors.ts';
import { newRequestId } from '../../api/request-id.ts';
import { sessionGet, sessionRemove, sessionSet } from '../../state/session-storage.ts';

/** What the request does: the one-click charge, or saving the upsell for the provider's confirmation. */
export type UpsellRequestPurpose = 'charge' | 'confirm';

const key = (parentId: string, sfid: string, purpose: UpsellRequestPurpose) =>
  `${purpose === 'charge' ? 'upsellRequest' : 'upsellConfirm'}:${parentId}:${sfid}`;

/** The request id for buying `sfid` after order `parentId`, created on first use. */
export function upsellRequestId(parentId: string, sfid: string, purpose: UpsellRequestPurpose = 'charge'): string {
  const known = sessionGet(key(parentId, sfid, purpose));
  if (known) return known;
  const id = newRequestId();
  sessionSet(key(parentId, sfid, purpose), id);
  return id;
}

/** Forgets the request id: the order it created can no longer be paid (cancelled). */
export function forgetUpsellRequest(parentId: string, sfid: string, purpose: UpsellRequestPurpose): void {
  sessionRemove(key(parentId, sfid, purpose));
}

/** After a failed charge: forgets the id when the server definitely refused, keeps it when the outcome is unknown. */
export function settleFailedRequest(
  parentId: string,
  sfid: string,
  error: unknown,
  purpose: UpsellRequestPurpose = 'charge',
): void {
  const unknownOutcome = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
  if (!unknownOutcome) sessionRemove(key(parentId, sfid, purpose));
}
