/**
 * When a page is on sale: a campaign's page, funnel or destination may carry a start and an end
 * (the manifest's `starts` and `ends`, in the store's time zone, turned into instants by the
 * build). The page itself decides at the shopper's clock, so the window holds on every engine
 * even when no build runs at the boundary: before the start the shopper goes where the manifest
 * says (the funnel's current campaign, or home), after the end to the successor, with the whole
 * query string (utm, affid, subid…) so the ad's attribution goes along.
 */

/** A window in instants (ms); either end may be open. */
export interface Span {
  /** The first instant the page is sold; none: sold from the start. */
  starts?: number | undefined;
  /** The first instant the page is no longer sold; none: sold until further notice. */
  ends?: number | undefined;
}

/** A page's window as the build writes it into the page: instants in ms, and where to go. */
export interface SaleWindow extends Span {
  /** A same-origin path without a query: where a shopper goes before the start. */
  before: string;
  /** A same-origin path without a query: where a shopper goes after the end (the successor). */
  after: string;
}

/** Where `now` falls: before the start, inside the window, or at or after the end. */
export function windowPhase(w: Span, now: number): 'before' | 'open' | 'after' {
  if (w.ends !== undefined && now >= w.ends) return 'after';
  if (w.starts !== undefined && now < w.starts) return 'before';
  return 'open';
}

/**
 * The funnel's own parameters: they name a step of the campaign left behind, and the next page
 * sets its own (domain/funnel/navigation.ts).
 */
export const FUNNEL_PARAMS = ['uid', 'step', 'pcid'] as const;

const FUNNEL_PARAM = new RegExp(`^(?:${FUNNEL_PARAMS.join('|')})(?:=|$)`);

/**
 * `search` (its '?' included, or '') without the funnel's parameters, every other part as sent:
 * what goes on when a shopper leaves a campaign (a window's end, a retired or ended address).
 */
export function withoutFunnelParams(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => !FUNNEL_PARAM.test(part))
    .join('&');
  return kept ? `?${kept}` : '';
}

/**
 * Where a shopper on a page with window `w` goes at `now`, the page's query string (`search`,
 * with its '?') kept as sent but for the funnel's own parameters; null while the page is on sale.
 */
export function leaveTo(w: SaleWindow, now: number, search: string): string | null {
  const phase = windowPhase(w, now);
  if (phase === 'open') return null;
  return `${phase === 'before' ? w.before : w.after}${withoutFunnelParams(search)}`;
}
