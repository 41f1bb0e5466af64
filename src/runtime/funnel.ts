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

/**
 * R-SES-3: with origExternalOrig on, the funnel comes from the external id parameter. `q` and
 * `pageFunnel` are this page's unless given (an event recorded on another page of the visit).
 */
export function funnelId(q = query(), pageFunnel = funnelData()?.page.funnel): string | undefined {
  const external = q.get('origExternalOrig') === 'true' ? q.get('externalId') : null;
  return external ?? q.get('uid') ?? pageFunnel ?? undefined;
}

/** The main funnel this page (or the page of `q` and `pageFunnel`) runs in, if any. */
export function mainFunnel(q?: URLSearchParams, pageFunnel?: string | null): MainFunnel | undefined {
  const id = q ? funnelId(q, pageFunnel) : funnelId();
  return id ? funnelData()?.config.funnels[id] : undefined;
}
