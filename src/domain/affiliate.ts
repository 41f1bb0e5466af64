/**
 * R-AFF-1, R-AFF-2: affiliate parameters from the landing URL (affid, offid, subid1..subid5),
 * and when they are sent to the server again.
 */

/** R-AFF-2: session storage key of the affiliate parameters. */
export const AFFILIATE_INFO_KEY = 'affiliateInfo';

/** R-AFF-1: salesFunnel when no offId is given. */
export const DEFAULT_SALES_FUNNEL = 'Funnel';

import { AFFILIATE_VALUE_KEYS, type AffiliateParameters } from './affiliate-keys.ts';

export { AFFILIATE_KEYS, AFFILIATE_VALUE_KEYS, type AffiliateParameters } from './affiliate-keys.ts';

/** The query parameter of each affiliate value (R-QP-2). */
const QUERY_NAMES: Record<(typeof AFFILIATE_VALUE_KEYS)[number], string> = {
  affId: 'affid',
  offId: 'offid',
  subId1: 'subid1',
  subId2: 'subid2',
  subId3: 'subid3',
  subId4: 'subid4',
  subId5: 'subid5',
};

/** R-AFF-1: the parameters from the landing page's query, its URL and the referrer; values trimmed. */
export function affiliateParameters(query: URLSearchParams, referrer: string, landingUrl: string): AffiliateParameters {
  const value = (key: (typeof AFFILIATE_VALUE_KEYS)[number]) => query.get(QUERY_NAMES[key])?.trim() ?? '';
  const offId = value('offId');
  return {
    referralUrl: referrer,
    landingUrl,
    salesFunnel: offId || DEFAULT_SALES_FUNNEL,
    affId: value('affId'),
    offId,
    subId1: value('subId1'),
    subId2: value('subId2'),
    subId3: value('subId3'),
    subId4: value('subId4'),
    subId5: value('subId5'),
  };
}

/** R-AFF-2: true when affId, offId or one of subId1..subId5 is non-empty (blank counts as empty). */
export function hasAnyAffiliateValue(
  params: Partial<Record<(typeof AFFILIATE_VALUE_KEYS)[number], string | undefined>>,
): boolean {
  return AFFILIATE_VALUE_KEYS.some((key) => (params[key]?.trim() ?? '') !== '');
}

/**
 * R-AFF-2: whether to store and POST affiliate/setaffparameters: always when nothing is stored yet,
 * otherwise only when this URL carries at least one affiliate value.
 */
export function shouldSendAffiliateInfo(
  alreadyStored: boolean,
  params: Parameters<typeof hasAnyAffiliateValue>[0],
): boolean {
  return !alreadyStored || hasAnyAffiliateValue(params);
}
