/**
 * One request id per offer bought after one order, shared by every tab of the browser
 * (state/offer-records.ts): a double click, a second tab, a retry after a time-out or a reload
 * during the charge replays the same X-Request-Id, so the sandbox or API creates the upsell order
 * once. A definite refusal (4xx) forgets the id so the shopper's next try is a new request, not a
 * replay of the refusal; the API's answer that the offer is already bought marks it bought. The
 * unpaid upsell a provider confirmation pays ('confirm') has an id of its own, so a retry reuses
 * that order while it is pending; once a cancel at the provider has cancelled it, the id is
 * forgotten and a retry saves a new one.
 */
import { ApiError } from '../../api/errors.ts';
import { OFFER_ALREADY_ADDED } from '../../domain/messages/upsell.ts';
import { failedOffer, type FailedOffer, type OfferPurpose } from '../../domain/upsell/one-offer.ts';
import { forgetOfferRequest, markOfferTaken, offerRequestId } from '../../state/offer-records.ts';

/** What the request does: the one-click charge, or saving the upsell for the provider's confirmation. */
export type UpsellRequestPurpose = OfferPurpose;

/** The request id for buying `sfid` after order `parentId`, created on first use, the same in every tab. */
export function upsellRequestId(parentId: string, sfid: string, purpose: UpsellRequestPurpose = 'charge'): string {
  return offerRequestId(parentId, sfid, purpose);
}

/** Forgets the request id: the order it created can no longer be paid (cancelled). */
export function forgetUpsellRequest(parentId: string, sfid: string, purpose: UpsellRequestPurpose): void {
  forgetOfferRequest(parentId, sfid, purpose);
}

/**
 * After a failed request: forgets the id when the server definitely refused, keeps it when the
 * outcome is unknown, and marks the offer bought when the API says it already is. Returns which.
 */
export function settleFailedRequest(
  parentId: string,
  sfid: string,
  error: unknown,
  purpose: UpsellRequestPurpose = 'charge',
): FailedOffer {
  const outcome =
    error instanceof ApiError ? failedOffer(error.status, error.error, OFFER_ALREADY_ADDED) : ('unknown' as const);
  if (outcome === 'refused') forgetOfferRequest(parentId, sfid, purpose);
  if (outcome === 'taken') markOfferTaken(parentId, sfid);
  return outcome;
}
