/**
 * Affiliate parameters (R-AFF-1, R-AFF-3): read from session storage 'affiliateInfo', else taken
 * from the URL query and saved. The pure part is `affiliateParameters` in src/domain/affiliate.ts.
 */
import { AFFILIATE_INFO_KEY, affiliateParameters } from '../domain/affiliate.ts';
import type { AffParameters } from '../wire/common.ts';

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
  const params = affiliateParameters(new URLSearchParams(page.search), page.referrer, page.href);
  try {
    storage?.setItem(AFFILIATE_INFO_KEY, JSON.stringify(params));
  } catch {
    // Storage blocked or full: the parameters still go with this request.
  }
  return params;
}
