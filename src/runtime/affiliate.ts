/**
 * Affiliate capture at entry (R-AFF-1, R-AFF-2): the parameters of this URL are stored in
 * session storage ('affiliateInfo') and sent with POST affiliate/setaffparameters; once stored,
 * a later page sends again only when its URL carries at least one affiliate value. The API
 * pipeline adds the stored parameters to every request body (R-AFF-3). Nothing waits for the
 * answer (issue 23: a generic URL sends the visitor on at once), so the call outlives the page.
 */
import { AFFILIATE_INFO_KEY, affiliateParameters, shouldSendAffiliateInfo } from '../domain/affiliate.ts';
import { setAffiliateParameters } from '../state/session.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { query } from './funnel.ts';
import { sessionGet, sessionSet } from '../state/session-storage.ts';

/** Stores and sends this visit's affiliate parameters when R-AFF-2 says so. */
export async function captureAffiliate(): Promise<void> {
  const params = affiliateParameters(query(), document.referrer, window.location.href);
  if (!shouldSendAffiliateInfo(sessionGet(AFFILIATE_INFO_KEY) !== null, params)) return;
  sessionSet(AFFILIATE_INFO_KEY, JSON.stringify(params));
  setAffiliateParameters(params);
  await (await api()).setAffParameters(params, { keepalive: true });
}
