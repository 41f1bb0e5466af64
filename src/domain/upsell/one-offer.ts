/**
 * One offer, one charge (R-ORD-3): the rules of the offer records every tab of the browser shares.
 * For each offer after a parent order the record keeps the idempotency keys (X-Request-Id) of the
 * one-click charge and of the unpaid upsell a provider's confirmation pays, so every tab, tap,
 * reload and back sends the same key, and whether the offer is bought. An offer is bought once the
 * record says so, or once the purchased upsells hold an order of it after that parent; a tab then
 * shows it as added instead of the agree button. Keys are random and shared, not derived, so a
 * known order id does not let anyone replay the shopper's answer. A one-click charge is marked sent
 * before it leaves, and stays so until an answer says how it ended: a charge whose answer never
 * came (a reload while it was on its way, re-checks that all lost their answers) may have bought
 * the offer, so it is asked again with its key before yes or no thanks count (`unsettledCharge`).
 */

/** Which request of an offer a key belongs to: the one-click charge, or the unpaid upsell to confirm. */
export type OfferPurpose = 'charge' | 'confirm';

/** What the browser keeps of one offer after one parent order. */
export interface OfferRecord {
  /** X-Request-Id of the one-click charge. */
  charge?: string | undefined;
  /** X-Request-Id of the unpaid upsell a provider's confirmation pays. */
  confirm?: string | undefined;
  /** True once the offer is bought (here, in another tab, or the API says so). */
  taken?: boolean | undefined;
  /** True from the moment the one-click charge is sent until an answer says how it ended. */
  sent?: boolean | undefined;
}

/** The records of every offer, by `offerKey(parentId, sfid)`. */
export type OfferRecords = Readonly<Record<string, OfferRecord>>;

/** The upsell orders the funnel state keeps (the parts read here). */
export interface BoughtOrder {
  id: string;
  parrentUpsellOrderId?: string | null | undefined;
  orderItems?: readonly { productVariantId?: string | undefined }[] | undefined;
}

/** The key of one offer after one parent order. */
export const offerKey = (parentId: string, sfid: string): string => `${parentId}:${sfid}`;

/** The record of the offer, empty when there is none. */
export function recordOf(records: OfferRecords | undefined, parentId: string, sfid: string): OfferRecord {
  return records?.[offerKey(parentId, sfid)] ?? {};
}

function withRecord(records: OfferRecords | undefined, parentId: string, sfid: string, record: OfferRecord) {
  return { ...records, [offerKey(parentId, sfid)]: record };
}

/** The records with a key for `purpose`: the kept one, else `newId()`. */
export function withRequestId(
  records: OfferRecords | undefined,
  parentId: string,
  sfid: string,
  purpose: OfferPurpose,
  newId: () => string,
): OfferRecords {
  const mine = recordOf(records, parentId, sfid);
  return mine[purpose] && records ? records : withRecord(records, parentId, sfid, { ...mine, [purpose]: newId() });
}

/** The records without the key for `purpose`: the next try is a new request (nothing sent with the old one is pending). */
export function withoutRequestId(
  records: OfferRecords | undefined,
  parentId: string,
  sfid: string,
  purpose: OfferPurpose,
): OfferRecords {
  const mine = recordOf(records, parentId, sfid);
  const sent = purpose === 'charge' ? undefined : mine.sent;
  return withRecord(records, parentId, sfid, { ...mine, [purpose]: undefined, sent });
}

/** The records with the one-click charge marked sent, or (`sent` false) with its outcome known. */
export function withChargeSent(
  records: OfferRecords | undefined,
  parentId: string,
  sfid: string,
  sent: boolean,
): OfferRecords {
  const mine = recordOf(records, parentId, sfid);
  if (records && (mine.sent === true) === sent) return records; // nothing changes: no storage write
  return withRecord(records, parentId, sfid, { ...mine, sent: sent || undefined });
}

/** The records once the offer is bought; the keys stay, so a late replay still answers with the order. */
export function withTaken(records: OfferRecords | undefined, parentId: string, sfid: string): OfferRecords {
  return withRecord(records, parentId, sfid, { ...recordOf(records, parentId, sfid), taken: true });
}

/** The purchased upsell that bought `sfid` after `parentId`, if the funnel state holds one. */
export function boughtUpsell<T extends BoughtOrder>(
  upsells: readonly T[] | undefined,
  parentId: string,
  sfid: string,
): T | undefined {
  return upsells?.find(
    (u) => u.parrentUpsellOrderId === parentId && (u.orderItems ?? []).some((i) => i.productVariantId === sfid),
  );
}

/** True when the offer is bought: recorded as taken, or among the purchased upsells. */
export function isOfferTaken(
  records: OfferRecords | undefined,
  upsells: readonly BoughtOrder[] | undefined,
  parentId: string,
  sfid: string,
): boolean {
  return recordOf(records, parentId, sfid).taken === true || boughtUpsell(upsells, parentId, sfid) !== undefined;
}

/**
 * The key of the offer's one-click charge when it was sent and no answer has said how it ended,
 * and the offer is not known bought: it may have been charged, so the page replays this key (the
 * API answers a repeated key with its first answer) before it offers yes or no thanks again.
 */
export function unsettledCharge(
  records: OfferRecords | undefined,
  upsells: readonly BoughtOrder[] | undefined,
  parentId: string,
  sfid: string,
): string | undefined {
  const mine = recordOf(records, parentId, sfid);
  if (!mine.sent || isOfferTaken(records, upsells, parentId, sfid)) return undefined;
  return mine.charge;
}

/** What a failed request of an offer means for its key. */
export type FailedOffer =
  /** The API holds a paid upsell of this offer already: the offer is bought. */
  | 'taken'
  /** A definite refusal (4xx): nothing was created, the next try is a new request. */
  | 'refused'
  /** No answer, a server failure or an unreadable 2xx: the outcome is unknown, so the next try replays the key. */
  | 'unknown';

/** Reads a failed request: `status` 0 when no answer came, `error` the words of the answer. */
export function failedOffer(status: number, error: unknown, alreadyAdded: string): FailedOffer {
  if (status === 409 && error === alreadyAdded) return 'taken';
  const refused = status >= 400 && status < 500; // the API decided; a 2xx it sent could not be read
  return refused ? 'refused' : 'unknown';
}
