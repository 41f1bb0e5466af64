/**
 * The current step located by the domain rules (R-FLOW-1, R-FLOW-6): apart from `funnel.ts`
 * because the rules (variants, weights, steps) are not needed by a page until it routes, names
 * a call to action's target or sends stats.
 */
import { heldOffers } from '../domain/funnel/held-offers.ts';
import { locate, type FunnelContext } from '../domain/funnel/navigation.ts';
import { currentUserStats } from '../state/user-stats.ts';
import { device, mainFunnel } from './funnel.ts';
import { funnelData } from './page-data.ts';

/** A page of this visit: its path, query, template and own funnel. */
export interface PageAt {
  path: string;
  search: string;
  template?: string | undefined;
  funnel?: string | null | undefined;
}

/** This page, as `funnelContextAt` reads it. */
export function pageHere(): PageAt {
  const page = funnelData()?.page;
  return {
    path: window.location.pathname,
    search: window.location.search,
    template: page?.template,
    funnel: page?.funnel,
  };
}

/**
 * The navigation context of a page of this visit (by default this one), freshly read (stats may
 * have changed). `bought`: the products of the shopper's order so far, whose offers are passed
 * over (held-offers.ts). Every page carries the whole funnel configuration, so a page can read
 * where an event recorded on an earlier page of the visit happened.
 */
export function funnelContextAt(at: PageAt, bought: readonly string[] = []): FunnelContext | undefined {
  const q = new URLSearchParams(at.search);
  const funnel = mainFunnel(q, at.funnel);
  if (!funnel) return undefined;
  return locate(funnel, {
    path: at.path,
    template: at.template,
    stepParam: q.get('step') ?? undefined,
    device: device(),
    random: Math.random,
    stats: currentUserStats(),
    offersHeld: heldOffers(funnelData()?.config.offers, bought),
  });
}

/** The navigation context of this page (see `funnelContextAt`). */
export function funnelContext(bought: readonly string[] = []): FunnelContext | undefined {
  return funnelContextAt(pageHere(), bought);
}
