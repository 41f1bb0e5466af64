/**
 * The href of a step of this page's funnel, for a quiz's recommendation in its own funnel
 * (islands/Survey.tsx): apart from navigation.ts, which every page with an island loads, so only
 * the survey's code carries it.
 */
import { goStep, toHref } from '../domain/funnel/navigation.ts';
import { rememberVariant } from '../state/user-stats.ts';
import { funnelContext } from './funnel-context.ts';
import { carriedQuery } from './carried-query.ts';

/** Step `n`'s page, its variant chosen by the funnel's split test and remembered, the query carried; null without it. */
export function hrefForStep(n: number): string | null {
  const ctx = funnelContext();
  const result = ctx && goStep(ctx, n);
  if (!ctx || !result?.ok || result.target.kind !== 'page') return null;
  rememberVariant(ctx.funnel.sfid, result.target.remember);
  return toHref(result.target, carriedQuery());
}
