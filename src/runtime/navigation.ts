/**
 * The islands' navigation API (R-FLOW-1 … R-FLOW-5): next, yes, no, fail, first, last. Each
 * asks the domain where to go, remembers the variant chosen for the target step (R-VAR-2,
 * R-SES-6), and opens it carrying the query string (R-QP-1, R-QP-2).
 */
import {
  goAnswer,
  goFirst,
  goLast,
  goNext,
  goPaymentFailure,
  toHref,
  type FunnelContext,
  type FunnelPage,
  type NavResult,
} from '../domain/funnel/navigation.ts';
import { LOG_FIRST_PAGE_NOT_FOUND, LOG_NEXT_PAGE_NOT_FOUND } from '../domain/messages/log.ts';
import { rememberVariant } from '../state/user-stats.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { funnelContext } from './funnel-context.ts';
import { carriedQuery } from './carried-query.ts';
import { funnelData } from './page-data.ts';

export type NavAction = 'next' | 'yes' | 'no' | 'fail' | 'first' | 'last';

export { carriedQuery };

function resolve(action: NavAction, ctx: FunnelContext): NavResult {
  switch (action) {
    case 'next':
      return goNext(ctx);
    case 'yes':
    case 'no':
      return goAnswer(ctx, action);
    case 'fail':
      return goPaymentFailure(ctx);
    case 'first':
      return goFirst(ctx);
    case 'last':
      return goLast(ctx);
  }
}

/** Where an action leads: the href and the variant to remember when the shopper goes there. */
export interface NavTarget {
  href: string;
  /** The main funnel's sfid and the stats entry of the chosen variant (R-VAR-2); none for shortcuts. */
  remember?: { funnel: string; entry: FunnelPage['remember'] } | undefined;
}

/**
 * The target of an action, without remembering anything yet; null when there is none. `bought`:
 * the products of the shopper's order so far, never offered again (domain/funnel/held-offers.ts).
 */
export function targetFor(action: NavAction, bought?: readonly string[]): NavTarget | null {
  const ctx = funnelContext(bought);
  const data = funnelData();
  if (!ctx || !data) return null;
  const result = resolve(action, ctx);
  if (!result.ok) return null;
  const { target } = result;
  if (target.kind === 'shortcut') {
    if (action === 'first') void api().then((t) => t.logGet(LOG_FIRST_PAGE_NOT_FOUND));
    return { href: withQuery(`/${data.shortcuts[target.shortcut]}`, carriedQuery()) };
  }
  return {
    href: toHref(target, carriedQuery()),
    remember: { funnel: ctx.funnel.sfid, entry: target.remember },
  };
}

/**
 * R-FLOW-4: where a payment failure leads (the step's nextPageFail, else the funnel's last step),
 * when that is another page than this one; null when the shopper stays here to try again.
 */
export function failPage(): NavTarget | null {
  const target = targetFor('fail');
  return target && new URL(target.href, window.location.href).pathname !== window.location.pathname ? target : null;
}

/** Opens a target, remembering its variant first. */
export function go(target: NavTarget): void {
  if (target.remember) rememberVariant(target.remember.funnel, target.remember.entry);
  window.location.assign(target.href);
}

/** `href` with `params` added where it does not set them itself. */
export function withQuery(href: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(href, window.location.href);
  for (const [k, v] of Object.entries(params)) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The href the action leads to, remembering the chosen variant; null when there is none. */
export function hrefFor(action: NavAction, bought?: readonly string[]): string | null {
  const target = targetFor(action, bought);
  if (target?.remember) rememberVariant(target.remember.funnel, target.remember.entry);
  return target?.href ?? null;
}

/**
 * After a paid order of `bought`: the funnel's next step past the offers of what it holds, else
 * (R-FLOW-5's last resort) the order-success page. A shopper who has paid never meets 'Page not found'.
 */
export function afterPaymentHref(bought?: readonly string[]): string {
  const data = funnelData();
  return (
    hrefFor('next', bought) ?? withQuery(`/${data?.shortcuts.ordersuccess ?? 'order-success-common'}`, carriedQuery())
  );
}

/** Goes where the action leads; 'Page not found' (logged and shown) when there is no page. */
export function navigate(action: NavAction, bought?: readonly string[]): boolean {
  const href = hrefFor(action, bought);
  if (!href) {
    void api().then((t) => t.logGet(LOG_NEXT_PAGE_NOT_FOUND));
    // The error handler (toast and server log) loads only when there is an error to show.
    void import('./errors.ts').then((m) => m.handleError(`funnel ${action}`, { error: 'Page not found' }));
    return false;
  }
  window.location.assign(href);
  return true;
}

/** The navigation API islands use; an offer page's yes and no pass the products bought so far. */
export const funnelNav = {
  next: () => navigate('next'),
  yes: (bought?: readonly string[]) => navigate('yes', bought),
  no: (bought?: readonly string[]) => navigate('no', bought),
  fail: () => navigate('fail'),
  first: () => navigate('first'),
  last: () => navigate('last'),
};
