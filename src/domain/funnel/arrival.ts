/**
 * R-VAR-2 as a page of a split-tested step opens: a shopper who saw another variant of the step
 * before goes to that one; otherwise the page stays and is remembered as the variant seen.
 */
import { pageForStep, type FunnelContext, type FunnelPage } from './navigation.ts';
import { rememberedStep, type StepStatsEntry } from './stats.ts';

/** Leave for the variant seen before, or stay (remembering this variant when it is one). */
export type Arrival = { leave: FunnelPage } | { stay: StepStatsEntry | undefined };

const bare = (url: string): string => url.replace(/^\/+/, '');

/**
 * Where the shopper at `here` (a path) goes. A page that no variant of the step lists (an ad's own
 * order page or an unlisted quiz, standing in for the step) is not one of the test's arms: it never
 * sends the shopper to an arm, and seeing it is not seeing one.
 */
export function arrive(ctx: FunnelContext, here: string): Arrival {
  const step = ctx.current;
  const onVariant = step?.splitTestEnabled ? step.variants.find((v) => bare(v.url) === bare(here)) : undefined;
  const page = step && onVariant ? pageForStep(ctx, step) : undefined;
  if (!page || !onVariant) return { stay: undefined };
  if (rememberedStep(ctx.stats, ctx.funnel.sfid, page.step.step) && page.path !== here) return { leave: page };
  return { stay: { ...page.remember, url: onVariant.url, variantId: onVariant.sfid } };
}
