/**
 * Where the shopper is in which funnel (R-FLOW-1, R-FLOW-6, R-QP-1): the main funnel from the
 * `uid` query (or the external id in the experimental flow, R-SES-3), else the page's own
 * funnel; the device; and the current step located by the domain rules.
 */
import { deviceKind } from '../domain/device-kind.ts';
import { locate, type FunnelContext } from '../domain/funnel/navigation.ts';
import { takesOrders } from '../domain/funnel/stand-in.ts';
import type { DeviceKind, MainFunnel } from '../domain/funnel/types.ts';
import { currentUserStats } from '../state/user-stats.ts';
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

/** The navigation context of this page, freshly read (stats may have changed). */
export function funnelContext(): FunnelContext | undefined {
  const funnel = mainFunnel();
  if (!funnel) return undefined;
  const template = funnelData()?.page.template ?? '';
  return locate(funnel, {
    path: window.location.pathname,
    takesOrders: takesOrders(template),
    stepParam: query().get('step') ?? undefined,
    device: device(),
    random: Math.random,
    stats: currentUserStats(),
  });
}
