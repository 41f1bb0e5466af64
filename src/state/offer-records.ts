/**
 * The offer records (domain/upsell/one-offer.ts) kept in this tab's session storage under
 * 'upsellOffers': an add-on's keys name an order and go with the purchase's key, which never
 * outlives the tab. A tab the shopper opens from this one (a duplicate, a link opened in a new
 * tab) starts with a copy, so it sends the same keys; when one of them buys an offer, the others
 * that hold a record of it hear so on a BroadcastChannel (nothing stored) and show it as added.
 * See the domain module for the rules.
 */
import * as z from 'zod/mini';
import {
  offerKey,
  recordOf,
  withoutRequestId,
  withRequestId,
  withChargeSent,
  withTaken,
  type OfferPurpose,
  type OfferRecords,
} from '../domain/upsell/one-offer.ts';
import { newRequestId } from '../api/request-id.ts';
import { persistedAtom } from './persisted.ts';
import { sessionEngine } from './visit-storage.ts';

/** Ours: the storage key (here, not in keys.ts, whose every constant the survey's chunk carries). */
const UPSELL_OFFERS_KEY = 'upsellOffers';

const recordsShape = z.record(
  z.string(),
  z.object({
    charge: z.optional(z.string().check(z.maxLength(200))),
    confirm: z.optional(z.string().check(z.maxLength(200))),
    taken: z.optional(z.boolean()),
    sent: z.optional(z.boolean()),
  }),
);

/** The offer records of this tab. */
export const offerRecords = persistedAtom<OfferRecords>(UPSELL_OFFERS_KEY, recordsShape, {}, sessionEngine);

/** An offer bought in one tab, told to the others. */
interface TakenNews {
  parentId: string;
  sfid: string;
}

/** The tabs' channel, in a browser that has one (none in the build, nor in Node, where it would hold the process). */
const channel: BroadcastChannel | undefined =
  typeof window !== 'undefined' && typeof BroadcastChannel === 'function'
    ? new BroadcastChannel(UPSELL_OFFERS_KEY)
    : undefined;

// Another tab bought an offer: taken here too, only when this tab knows that offer (a tab of the
// same purchase holds its record; any other tab of the browser ignores the news).
channel?.addEventListener('message', (event: MessageEvent<Partial<TakenNews> | null>) => {
  const { parentId, sfid } = event.data ?? {};
  const records = offerRecords.get();
  if (parentId && sfid && records[offerKey(parentId, sfid)]) offerRecords.set(withTaken(records, parentId, sfid));
});

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

/** The one-click charge is on its way (`sent`), or an answer said how it ended: see unsettledCharge. */
export function markChargeSent(parentId: string, sfid: string, sent: boolean): void {
  const before = offerRecords.get();
  const next = withChargeSent(before, parentId, sfid, sent);
  if (next !== before) offerRecords.set(next);
}

/** The offer is bought: this tab, and the tabs of the same purchase, show it as added. */
export function markOfferTaken(parentId: string, sfid: string): void {
  offerRecords.set(withTaken(offerRecords.get(), parentId, sfid));
  channel?.postMessage({ parentId, sfid } satisfies TakenNews);
}
