/**
 * The current step located by the domain rules (R-FLOW-1, R-FLOW-6): apart from `funnel.ts`
 * because the rules (variants, weights, steps) are not needed by a page until it routes, names
 * a call to action's target or sends stats (issue 10).
 */
import { heldOffers } from '../domain/funnel/held-offers.ts';
import { locate, type FunnelContext } from '../domain/funnel/navigation.ts';
import { currentUserStats } from '../state/user-stats.ts';
import { device, mainFunnel, query } from './funnel.ts';
import { funnelData } from './page-data.ts';

/**
 * The navigation context of this page, freshly read (stats may have changed). `bought`: the
 * products of the shopper's order so far, whose offers are passed over (held-offers.ts).
 */
export function funnelContext(bought: readonly string[] = []): FunnelContext | undefined {
  const funnel = mainFunnel();
  const data = funnelData();
  if (!funnel) return undefined;
  return locate(funnel, {
    path: window.location.pathname,
    template: data?.page.template,
    stepParam: query().get('step') ?? undefined,
    device: device(),
    random: Math.random,
    stats: currentUserStats(),
    offersHeld: heldOffers(data?.config.offers, bought),
  });
}
