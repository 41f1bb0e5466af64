/**
 * The §3 stats payload of this page (R-SES-4), sent with every stats event and with orders as
 * statsInfo. Apart from the stats sender (stats.ts, loaded when an event is due) because the
 * runtime hands it to the payments through the page port (state/page-port.ts) on every page.
 */
import type { StatsInfo } from '../api/contract.ts';
import { pageForStep } from '../domain/funnel/navigation.ts';
import { session } from '../state/session.ts';
import { sessionGet } from '../state/session-storage.ts';
import { funnelContext } from './funnel-context.ts';

/** Session storage key of the destination split-test id chosen at a generic URL. */
export const SPLIT_FUNNEL_KEY = 'splitTestingFunnelId';

/** The §3 stats payload of this page (also sent with orders as statsInfo). */
export function statsInfo(): StatsInfo {
  const ctx = funnelContext();
  const step = ctx?.current;
  const here = step?.variants.find((v) => `/${v.url}` === window.location.pathname);
  const variant = here ?? (ctx && step ? pageForStep(ctx, step)?.variant : undefined);
  const s = session.get();
  return {
    funnelSTPId: variant?.sfid,
    url: window.location.href,
    mainFunnelId: ctx?.funnel.sfid,
    sessionId: s.sessionId || undefined,
    splitTestingFunnelId: sessionGet(SPLIT_FUNNEL_KEY) || undefined,
    splitTestingPageId: step?.splitTestEnabled ? step.splitTesting[0]?.sfid : undefined,
    destinationId: s.destinationId, // R-QP-1: this page's dsid, else the session's (session.ts)
    contentId: s.contentId, // R-QP-1: the session's pcid
  };
}
