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

/** The affiliate values of a URL or of what is stored; a missing or blank one is empty. */
type AffiliateValues = Partial<Record<(typeof AFFILIATE_VALUE_KEYS)[number], string | undefined>>;

/**
 * R-AFF-2: whether this page's parameters are stored and sent (POST affiliate/setaffparameters).
 * With nothing stored yet, this page is the visit's landing: always. Once stored, the funnel's
 * links carry the affiliate values on to every later page, so a page whose values are the stored
 * ones (or empty) is a later page of the same landing and replaces nothing; only a non-empty value
 * that differs from the stored one, a new affiliate link in the same visit, is a new landing.
 */
export function shouldSendAffiliateInfo(stored: AffiliateValues | undefined, params: AffiliateValues): boolean {
  if (!stored) return true;
  return AFFILIATE_VALUE_KEYS.some((key) => {
    const value = params[key]?.trim() ?? '';
    return value !== '' && value !== (stored[key]?.trim() ?? '');
  });
}
