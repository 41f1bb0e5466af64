/**
 * Affiliate parameters (R-AFF-1, R-AFF-3): read from session storage 'affiliateInfo', else taken
 * from the URL query and saved. The pure part is `affParametersFromQuery`.
 */
import type { AffParameters } from './contract.ts';

/** Session storage key of the affiliate parameters (§4). */
export const AFFILIATE_INFO_KEY = 'affiliateInfo';

const subIds = ['subId1', 'subId2', 'subId3', 'subId4', 'subId5'] as const;

/** R-AFF-1: affId, offId, subId1..5 from affid, offid, subid1..5; salesFunnel = offId or 'Funnel'. */
export function affParametersFromQuery(
  query: URLSearchParams,
  page: { href: string; referrer: string },
): AffParameters {
  const get = (name: string) => query.get(name) ?? '';
  const params: AffParameters = { affId: get('affid'), offId: get('offid') };
  subIds.forEach((key, i) => (params[key] = get(`subid${i + 1}`)));
  params.referralUrl = page.referrer;
  params.landingUrl = page.href;
  params.salesFunnel = params.offId ? params.offId : 'Funnel';
  return params;
}

/** R-AFF-2: true when at least one affiliate value (affId, offId, subId1..5) is non-empty. */
export function hasAffiliateValues(params: AffParameters): boolean {
  return [params.affId, params.offId, ...subIds.map((k) => params[k])].some((v) => !!v);
}

/** Storage may be blocked (Safari private mode, sandboxed iframes): every access is guarded. */
function readStored(storage: Pick<Storage, 'getItem'> | null): AffParameters | undefined {
  try {
    const raw = storage?.getItem(AFFILIATE_INFO_KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return value && typeof value === 'object' ? (value as AffParameters) : undefined;
  } catch {
    return undefined;
  }
}

/** R-AFF-3: the stored parameters, else those of the URL (then saved). */
export function readAffParameters(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  page: { href: string; search: string; referrer: string },
): AffParameters {
  const stored = readStored(storage);
  if (stored) return stored;
  const params = affParametersFromQuery(new URLSearchParams(page.search), page);
  try {
    storage?.setItem(AFFILIATE_INFO_KEY, JSON.stringify(params));
  } catch {
    // Storage blocked or full: the parameters still go with this request.
  }
  return params;
}
