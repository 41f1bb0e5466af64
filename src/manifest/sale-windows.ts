/**
 * Campaign windows at build time (docs/marketers.md, "Planning, ending and renaming a campaign"):
 * a page, a main funnel or a destination may say when it is sold (`starts`, `ends`, in the
 * store's time zone) and where shoppers go after (`successor`). The build turns them into each
 * page's window (domain/sale-window.ts), which the page itself enforces, so a boundary holds
 * whether or not a build runs then.
 *
 * A funnel's window covers the pages that are its own: the ones it lists and no other funnel
 * lists, and the ones whose entry names it and no funnel lists, but for the pages after payment
 * (offers, receipt), which a purchase begun before the end still needs. Shared pages (an offer page, a
 * receipt, a page another campaign shows too) keep selling. A destination's window is its own
 * and its default funnel's. Before the start a shopper goes to the funnel's current campaign
 * (a generic URL into the page's funnel that is always sold), else home; after the end to the
 * successor (the page's, else its funnel's or destination's), else where they would go before.
 * The build's checks of the times and successors are in window-problems.ts.
 */
import type { SaleWindow, Span } from '../domain/sale-window.ts';
import { armWindowsOf } from '../domain/funnel/destination.ts';
import { funnelIds } from '../domain/funnel/funnel-ids.ts';
import { afterPayment } from '../domain/funnel/page-kinds.ts';
import type { CampaignTimes, Destination, MainFunnel } from '../domain/funnel/types.ts';
import { pageFunnel } from './page-funnel.ts';
import type { Site } from './schemas.ts';
import { isTimeZone, showStoreTime, windowInstant } from './store-time.ts';
import type { Manifest, ResolvedPage } from './types.ts';

type Catalogue = Pick<Manifest, 'funnels' | 'destinations' | 'site' | 'pages'>;

/** A page's (or generic URL's) window with what set it, for the build's lines. */
export interface ResolvedWindow extends SaleWindow {
  /** The funnel, destination or page whose times made it: 'funnel XMAS26', 'page os261224a_ap'. */
  by: string;
}

/** The store's time zone; UTC when site.yaml names none or one this Node does not know (a problem then). */
export function storeZone(site: Pick<Site, 'timeZone'>): string {
  return isTimeZone(site.timeZone) ? site.timeZone : 'UTC';
}

/** The instants of an entry's times; a time that is no calendar time counts as unset (it is a problem). */
export function spanOf(t: CampaignTimes, zone: string): Span {
  const at = (text: string | undefined, edge: 'start' | 'end') => {
    const ms = text === undefined ? undefined : windowInstant(text, zone, edge);
    return typeof ms === 'number' ? ms : undefined;
  };
  return { starts: at(t.starts, 'start'), ends: at(t.ends, 'end') };
}

/** Whether an entry names a start or an end. */
export const hasTimes = (t: CampaignTimes) => t.starts !== undefined || t.ends !== undefined;

/** The later start and the earlier end of two windows. */
function narrow(a: Span, b: Span): Span {
  const pick = (x: number | undefined, y: number | undefined, f: (...n: number[]) => number) =>
    x === undefined ? y : y === undefined ? x : f(x, y);
  return { starts: pick(a.starts, b.starts, Math.max), ends: pick(a.ends, b.ends, Math.min) };
}

/** The funnels that list each path, computed once per funnels list. */
const listingOf = new WeakMap<readonly MainFunnel[], Map<string, MainFunnel[]>>();

function listing(funnels: readonly MainFunnel[]): Map<string, MainFunnel[]> {
  let map = listingOf.get(funnels);
  if (map) return map;
  map = new Map();
  for (const f of funnels)
    for (const url of new Set(f.defaultFunnels.flatMap((s) => s.variants.map((v) => v.url))))
      map.set(url, [...(map.get(url) ?? []), f]);
  listingOf.set(funnels, map);
  return map;
}

/** The funnel a page belongs to alone (its window covers the page), if any. */
export function campaignFunnel(m: Pick<Manifest, 'funnels'>, page: Pick<ResolvedPage, 'path' | 'funnel'>) {
  const lists = listing(m.funnels).get(page.path) ?? [];
  if (lists.length === 1) return !page.funnel || page.funnel === lists[0]!.uniqueIdentifier ? lists[0] : undefined;
  if (lists.length === 0 && page.funnel) return m.funnels.find((f) => f.uniqueIdentifier === page.funnel);
  return undefined;
}

/** Whether a destination is sold at every moment (no window of its own or of its default funnel). */
function alwaysSold(m: Pick<Manifest, 'funnels'>, d: Destination): boolean {
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === d.defaultFunnel);
  return !hasTimes(d) && !(funnel && hasTimes(funnel));
}

/** Where a shopper goes before a page of `funnelId` starts: its current campaign's generic URL, else home. */
function beforeStart(m: Catalogue, funnelId: string | undefined): string {
  const current = m.destinations.find((d) => d.defaultFunnel === funnelId && alwaysSold(m, d));
  return current ? `/gu/${current.genericUrl}` : '/';
}

function resolved(span: Span, before: string, after: string | undefined, by: string): ResolvedWindow | undefined {
  if (span.starts === undefined && span.ends === undefined) return undefined;
  return { ...span, before, after: after ?? before, by };
}

/** A manifest page's window, undefined when it is always sold. */
export function pageWindow(m: Catalogue, page: ResolvedPage): ResolvedWindow | undefined {
  const zone = storeZone(m.site);
  // A funnel's window closes the way in to a campaign, not a purchase under way: a shopper who
  // paid a moment before the end still gets the offers and the receipt (their own times apply).
  const funnel = afterPayment(page.template) ? undefined : campaignFunnel(m, page);
  const own = hasTimes(page);
  if (!own && !(funnel && hasTimes(funnel))) return undefined;
  const span = narrow(spanOf(page, zone), funnel ? spanOf(funnel, zone) : {});
  const by = own ? `page ${page.path}` : `funnel ${funnel!.uniqueIdentifier}`;
  return resolved(span, beforeStart(m, pageFunnel(m, page)), page.successor ?? funnel?.successor, by);
}

/** A generic URL's window: its destination's own and its default funnel's; undefined when always sold. */
export function destinationWindow(m: Catalogue, d: Destination): ResolvedWindow | undefined {
  const zone = storeZone(m.site);
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === d.defaultFunnel);
  if (alwaysSold(m, d)) return undefined;
  const span = narrow(spanOf(d, zone), funnel ? spanOf(funnel, zone) : {});
  const by = hasTimes(d) ? `destination /gu/${d.genericUrl}` : `funnel ${d.defaultFunnel}`;
  return resolved(span, '/', d.successor ?? funnel?.successor, by);
}

/**
 * The windows of a destination's split-test funnels that are sold only for a while (funnel id →
 * its window): the generic URL's page draws among the ones on sale at the shopper's clock
 * (domain/funnel/destination.ts), so a split into a campaign that starts later sends nobody home.
 */
export function armWindows(m: Catalogue, d: Destination): Record<string, Span> {
  const zone = storeZone(m.site);
  return armWindowsOf([d], m.funnels, (f) => (hasTimes(f) ? spanOf(f, zone) : undefined));
}

/** Every address with a window: page paths and generic URLs ('/gu/…'), each with its window. */
export function windowedAddresses(m: Catalogue): Map<string, ResolvedWindow> {
  const out = new Map<string, ResolvedWindow>();
  for (const page of m.pages) {
    const w = pageWindow(m, page);
    if (w) out.set(`/${page.path}`, w);
  }
  for (const d of m.destinations) {
    const w = destinationWindow(m, d);
    if (w) out.set(`/gu/${d.genericUrl}`, w);
  }
  return out;
}

/**
 * The addresses whose window has ended at `now` (the build's clock): a production build writes
 * no page for them, and every engine answers them with a redirect to where the page would send
 * the shopper (address → target).
 */
export function endedAddresses(m: Catalogue, now: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const [address, w] of windowedAddresses(m)) if (w.ends !== undefined && w.ends <= now) out.set(address, w.after);
  return out;
}

/**
 * The funnels whose window has ended at `now` (none in a preview build), by their ids and former
 * ids: their addresses answer a redirect, and on an engine whose redirect keeps the query
 * (Cloudflare Pages) the page it leads to drops such a `uid` as it drops a retired funnel's.
 */
export function endedFunnels(m: Catalogue, now: number, preview: boolean): string[] {
  if (preview) return [];
  const zone = storeZone(m.site);
  return m.funnels
    .filter((f) => {
      const ends = spanOf(f, zone).ends;
      return ends !== undefined && ends <= now;
    })
    .flatMap(funnelIds);
}

/** The pages a build writes: every page, less those whose window ended before `now` unless it is a preview. */
export function builtPages(m: Catalogue, now: number, preview: boolean): ResolvedPage[] {
  if (preview) return m.pages;
  return m.pages.filter((p) => {
    const w = pageWindow(m, p);
    return w?.ends === undefined || w.ends > now;
  });
}

/** The destinations a build writes a generic-URL page for, by the same rule. */
export function builtDestinations(m: Catalogue, now: number, preview: boolean): Destination[] {
  if (preview) return m.destinations;
  return m.destinations.filter((d) => {
    const w = destinationWindow(m, d);
    return w?.ends === undefined || w.ends > now;
  });
}

/** What a site path names: a page, a generic URL, a CMS page or the home page. */
export function namesAPage(
  path: string,
  m: { pagePaths: ReadonlySet<string>; genericUrls: readonly string[]; contentIds: readonly string[] },
): boolean {
  const p = path.replace(/^\//, '');
  if (p === '' || m.pagePaths.has(p)) return true;
  if (p.startsWith('gu/')) return m.genericUrls.includes(p.slice(3));
  return p.startsWith('cms/') && m.contentIds.includes(p);
}

/** One line per campaign that starts or ends within `days` of `now`, for the build's log. */
export function upcomingLines(m: Catalogue, now: number, days = 7): string[] {
  const zone = storeZone(m.site);
  const until = now + days * 86_400_000;
  const soon = (ms: number | undefined) => ms !== undefined && ms > now && ms <= until;
  const lines: string[] = [];
  // A funnel some generic URLs split into: its share of each, drawn from its start to its end.
  const shares = (f: MainFunnel) =>
    m.destinations.flatMap((d) =>
      d.splitTestEnabled
        ? d.splitTesting
            .filter((t) => t.funnel === f.uniqueIdentifier)
            .map((t) => `${Math.round(t.percentage)} % of /gu/${d.genericUrl}`)
        : [],
    );
  const entities: { name: string; times: CampaignTimes; successor?: string | undefined; split?: string[] }[] = [
    ...m.funnels.map((f) => ({
      name: `funnel ${f.uniqueIdentifier}`,
      times: f,
      successor: f.successor,
      split: shares(f),
    })),
    ...m.destinations.map((d) => ({ name: `/gu/${d.genericUrl}`, times: d, successor: d.successor })),
    ...m.pages.filter(hasTimes).map((p) => ({ name: `/${p.path}`, times: p, successor: p.successor })),
  ];
  for (const e of entities) {
    const span = spanOf(e.times, zone);
    const split = e.split?.length ? e.split.join(', ') : undefined;
    if (soon(span.starts))
      lines.push(`${e.name} starts ${showStoreTime(span.starts!, zone)}${split ? `; from then it gets ${split}` : ''}`);
    if (soon(span.ends))
      lines.push(
        `${e.name} ends ${showStoreTime(span.ends!, zone)}; then shoppers go to ${e.successor ?? '(no successor: /)'}${split ? `; its ${split} goes to the other funnels there` : ''}`,
      );
  }
  return lines;
}
