/**
 * The funnel rules a page needs for routing (R-VAR-2) and its calls to action (R-FLOW-1), loaded
 * by the runtime when due: at once on a step that may be split-tested, else when the
 * shopper reaches for a call to action or the browser is idle.
 */
import { pageForStep, toHref } from '../domain/funnel/navigation.ts';
import { rememberedStep } from '../domain/funnel/stats.ts';
import { currentUserStats, rememberVariant } from '../state/user-stats.ts';
import { funnelContext } from './funnel-context.ts';
import { dropHeldVisit, releaseHeldVisit } from './held-visit.ts';
import { carriedQuery } from './navigation.ts';

export { wireCallsToAction } from './cta.ts';

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
  const step = ctx?.current;
  if (!ctx || !step?.splitTestEnabled) return false;
  const here = window.location.pathname;
  const seen = rememberedStep(currentUserStats(), ctx.funnel.sfid, step.step);
  const page = pageForStep(ctx, step);
  if (!page) return false;
  const onVariant = step.variants.find((v) => `/${v.url}` === here);
  if (seen && page.path !== here) {
    rememberVariant(ctx.funnel.sfid, page.remember);
    window.location.replace(toHref(page, carriedQuery()));
    return true;
  }
  rememberVariant(
    ctx.funnel.sfid,
    onVariant ? { ...page.remember, url: onVariant.url, variantId: onVariant.sfid } : page.remember,
  );
  return false;
}
