/**
 * The offer records (domain/upsell/one-offer.ts) kept in localStorage under 'upsellOffers', so
 * every tab of the browser shares the idempotency key of an offer and hears (a `storage` event)
 * when another tab has bought it. See the domain module for the rules.
 */
import * as g from '../domain/guard-stored.ts';
import {
  recordOf,
  withoutRequestId,
  withRequestId,
  withTaken,
  type OfferPurpose,
  type OfferRecords,
} from '../domain/upsell/one-offer.ts';
import { newRequestId } from '../api/request-id.ts';
import { persistedAtom } from './persisted.ts';

/** Ours: the storage key (here, not in keys.ts, whose every constant the survey's chunk carries). */
const UPSELL_OFFERS_KEY = 'upsellOffers';

const recordsShape = g.record(
  g.object({
    charge: g.optional(g.string(200)),
    confirm: g.optional(g.string(200)),
    taken: g.optional(g.boolean()),
  }),
);

/** The offer records of this browser, shared by every tab. */
export const offerRecords = persistedAtom<OfferRecords>(UPSELL_OFFERS_KEY, recordsShape, {});

/** The X-Request-Id for `purpose` of offer `sfid` after order `parentId`, the same in every tab; created on first use. */
export function offerRequestId(parentId: string, sfid: string, purpose: OfferPurpose): string {
  const before = offerRecords.get();
  const next = withRequestId(before, parentId, sfid, purpose, newRequestId);
  if (next !== before) offerRecords.set(next); // a kept key: no write, no storage event in other tabs
  return recordOf(next, parentId, sfid)[purpose] ?? '';
}

/** Forgets the key: the server refused it, or its unpaid upsell was cancelled; the next try is a new request. */
export function forgetOfferRequest(parentId: string, sfid: string, purpose: OfferPurpose): void {
  offerRecords.set(withoutRequestId(offerRecords.get(), parentId, sfid, purpose));
}

/** The offer is bought: every tab shows it as added. */
export function markOfferTaken(parentId: string, sfid: string): void {
  offerRecords.set(withTaken(offerRecords.get(), parentId, sfid));
}
