/**
 * The page and funnel of the saved funnel state (R-ORD-4: `pageName`, `funnel`), written with the
 * visit's record: the page the shopper is on and the ids of the funnel they are in, as this page's
 * stats name them (R-SES-4). Loaded with that record, not with the page.
 */
import { patchFunnelState } from '../state/funnel-state.ts';
import type { FunnelRef } from '../state/types.ts';
import { funnelContext } from './funnel-context.ts';
import { funnelData } from './page-data.ts';
import { statsInfo } from './stats-info.ts';

/**
 * The funnel the page runs in: its main funnel, the current step, the destination, the
 * destination's split test drawn at a generic URL (`splitTestingFunnelId`) and the step's own
 * split test (`splitTestingId`, sent with stats as splitTestingPageId).
 */
function funnelHere(): FunnelRef | undefined {
  const ctx = funnelContext();
  if (!ctx) return undefined;
  const info = statsInfo();
  return {
    mainFunnelId: ctx.funnel.sfid,
    uniqueIdentifier: ctx.funnel.uniqueIdentifier,
    step: ctx.current?.step,
    destinationId: info.destinationId,
    splitTestingFunnelId: info.splitTestingFunnelId,
    splitTestingId: info.splitTestingPageId,
  };
}

/**
 * R-ORD-4: names this page and its funnel in the saved state. Not on the receipt, which ends the
 * funnel and cleans the state (R-ORD-5), so a finished funnel leaves no page or funnel behind.
 */
export function rememberPage(): void {
  const page = funnelData()?.page;
  if (!page || page.template === 'receipt') return;
  patchFunnelState({ pageName: page.pageName ?? page.path, funnel: funnelHere() });
}
