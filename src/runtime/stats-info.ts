/**
 * The §3 stats payload (R-SES-4), sent with every stats event and with orders as statsInfo: of
 * this page, or of the place an event was recorded (`domain/outbox.ts`), which may be an earlier
 * page of the visit that left before its events could be sent. Apart from the stats recorder
 * (stats.ts, on every page at once) because it needs the funnel rules, and because the runtime
 * hands it to the payments through the page port (state/page-port.ts) on every page.
 */
import type { StatsInfo } from '../api/contract.ts';
import { pageForStep } from '../domain/funnel/navigation.ts';
import type { EventPlace } from '../domain/outbox.ts';
import { SPLIT_FUNNEL_KEY } from '../domain/session.ts';
import { funnelContextAt } from './funnel-context.ts';
import { placeHere } from './outbox.ts';

export { SPLIT_FUNNEL_KEY };

/** The §3 stats payload of an event recorded at `place`. */
export function statsInfoAt(place: EventPlace): StatsInfo {
  const { pathname: path, search } = new URL(place.url);
  const ctx = funnelContextAt({ path, search, template: place.page?.template, funnel: place.page?.funnel });
  const step = ctx?.current;
  const here = step?.variants.find((v) => `/${v.url}` === path);
  const variant = here ?? (ctx && step ? pageForStep(ctx, step)?.variant : undefined);
  return {
    funnelSTPId: variant?.sfid,
    url: place.url,
    mainFunnelId: ctx?.funnel.sfid,
    sessionId: place.session?.sessionId || undefined,
    splitTestingFunnelId: place.splitTestingFunnelId,
    splitTestingPageId: step?.splitTestEnabled ? step.splitTesting[0]?.sfid : undefined,
    destinationId: place.session?.destinationId, // R-QP-1: that page's dsid, else the session's
    contentId: place.session?.contentId, // R-QP-1: the session's pcid
  };
}

/** The §3 stats payload of this page (also sent with orders as statsInfo). */
export function statsInfo(): StatsInfo {
  return statsInfoAt(placeHere());
}
