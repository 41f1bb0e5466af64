/**
 * Affiliate capture (R-AFF-1, R-AFF-2): the first page of a visit is its landing, whose
 * parameters are stored in session storage ('affiliateInfo') and sent with POST
 * affiliate/setaffparameters. The funnel's links carry the affiliate values on, so a later page
 * that carries the stored values keeps the landing; only another affiliate's link stores and
 * sends again (domain/affiliate.ts). The API pipeline adds the stored parameters to every request
 * body (R-AFF-3). The call goes through the tracking outbox (outbox.ts), so nothing waits for its
 * answer (a generic URL sends the visitor on at once) and a page left at once loses it not.
 */
import { AFFILIATE_INFO_KEY, affiliateParameters, shouldSendAffiliateInfo } from '../domain/affiliate.ts';
import { setAffiliateParameters } from '../state/session.ts';
import { affiliateParametersShape } from '../state/session-shapes.ts';
import { query } from './funnel.ts';
import { record } from './outbox.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';

/** The parameters stored at this visit's landing; undefined when none are, or they do not parse. */
function storedParameters() {
  try {
    const parsed = affiliateParametersShape.safeParse(JSON.parse(sessionGet(AFFILIATE_INFO_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Stores and sends this page's affiliate parameters when R-AFF-2 says it is a landing. */
export function captureAffiliate(): void {
  const params = affiliateParameters(query(), document.referrer, window.location.href);
  if (!shouldSendAffiliateInfo(storedParameters(), params)) return;
  sessionSet(AFFILIATE_INFO_KEY, JSON.stringify(params));
  setAffiliateParameters(params);
  record({ path: 'affiliate/setaffparameters', body: { ...params, affParameters: params } });
}
