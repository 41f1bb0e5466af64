/**
 * The current step located by the domain rules (R-FLOW-1, R-FLOW-6): apart from `funnel.ts`
 * because the rules (variants, weights, steps) are not needed by a page until it routes, names
 * a call to action's target or sends stats (issue 10).
 */
import { locate, type FunnelContext } from '../domain/funnel/navigation.ts';
import { takesOrders } from '../domain/funnel/stand-in.ts';
import { currentUserStats } from '../state/user-stats.ts';
import { device, mainFunnel, query } from './funnel.ts';
import { funnelData } from './page-data.ts';

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
