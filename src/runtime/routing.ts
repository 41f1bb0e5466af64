/**
 * The routing of a step that may be split-tested (R-VAR-2), loaded by the runtime at once on such
 * a step. Without the calls to action (cta.ts), which load when due.
 */
import { arrive } from '../domain/funnel/arrival.ts';
import { toHref } from '../domain/funnel/navigation.ts';
import { rememberVariant } from '../state/user-stats.ts';
import { funnelContext } from './funnel-context.ts';
import { dropHeldVisit, releaseHeldVisit } from './held-visit.ts';
import { carriedQuery } from './carried-query.ts';

/**
 * R-VAR-2 on a split-tested step: a returning visitor who lands on another variant than the one
 * they saw goes to that one; a first visit to a variant page remembers the variant it shows.
 * Returns true when leaving the page. The visit's events, which the page held back until this
 * decision, go unsent when it leaves and go when it stays (held-visit.ts).
 */
export function routeToVariant(): boolean {
  const leaving = routeOrStay();
  if (leaving) dropHeldVisit();
  else releaseHeldVisit();
  return leaving;
}

function routeOrStay(): boolean {
  const ctx = funnelContext();
  if (!ctx) return false;
  const arrival = arrive(ctx, window.location.pathname);
  if ('leave' in arrival) {
    rememberVariant(ctx.funnel.sfid, arrival.leave.remember);
    window.location.replace(toHref(arrival.leave, carriedQuery()));
    return true;
  }
  if (arrival.stay) rememberVariant(ctx.funnel.sfid, arrival.stay);
  return false;
}
