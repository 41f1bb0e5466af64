/**
 * Which funnel the shopper is in (R-FLOW-1, R-FLOW-6, R-QP-1): the main funnel from the `uid`
 * query (or the external id in the experimental flow, R-SES-3), else the page's own funnel; and
 * the device. The current step, located by the domain rules, is `funnel-context.ts`.
 */
import { deviceKind } from '../domain/device-kind.ts';
import type { DeviceKind, MainFunnel } from '../domain/funnel/types.ts';
import { funnelData } from './page-data.ts';

/** The query of the current page. */
export const query = (): URLSearchParams => new URLSearchParams(window.location.search);

/** Mobile or Desktop for this browser (R-FLOW-6, R-CFG-4). */
export function device(): DeviceKind {
  return deviceKind(navigator.userAgent, navigator.maxTouchPoints);
}

/** R-SES-3: with origExternalOrig on, the funnel comes from the external id parameter. */
export function funnelId(q = query()): string | undefined {
  const external = q.get('origExternalOrig') === 'true' ? q.get('externalId') : null;
  return external ?? q.get('uid') ?? funnelData()?.page.funnel ?? undefined;
}

/** The main funnel this page runs in, if any. */
export function mainFunnel(): MainFunnel | undefined {
  const id = funnelId();
  return id ? funnelData()?.config.funnels[id] : undefined;
}
