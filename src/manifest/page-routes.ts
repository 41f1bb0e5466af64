/**
 * The manifest's pages are served at their plain path (`/os221215a_ap`) by four routes of the same
 * shape, one per group of page kinds (src/pages/[page].astro, [quiz].astro, [order].astro,
 * [offer].astro). Astro gathers a route's styles from the templates it imports and inlines them in
 * every page it renders, so one route for every kind put the order form's and the offers' styles
 * in every article too: split, a page carries its own kind's styles only, and the build writes and
 * compresses that much less per page. Every kind is in exactly one group (tests/unit/manifest/page-routes.test.ts).
 */
import type { TemplateName } from './schemas.ts';
import type { Manifest, ResolvedPage } from './types.ts';
import { buildTime, isPreviewBuild } from './build-clock.ts';
import { loadManifest } from './load.ts';
import { pageCacheKey } from './page-cache-key.ts';
import { builtPages } from './sale-windows.ts';

/** Each route's page kinds, by the name of its path parameter. */
export const ROUTE_KINDS = {
  page: ['landing', 'advertorial', 'video', 'legal', 'content'],
  quiz: ['survey', 'offer-selector'],
  order: ['order-form', 'secure-cart'],
  offer: ['upsell', 'downsell', 'receipt'],
} as const satisfies Record<string, readonly TemplateName[]>;

export type RouteName = keyof typeof ROUTE_KINDS;

/**
 * The built pages (R-GEN-1; not those whose window has ended), worked out once per manifest,
 * instant and preview mode: the four routes ask for them in the same build, 20,000 pages each time.
 */
const built = new WeakMap<Manifest, Map<string, ResolvedPage[]>>();
function builtOnce(manifest: Manifest, now: number, preview: boolean): ResolvedPage[] {
  let byMoment = built.get(manifest);
  if (!byMoment) built.set(manifest, (byMoment = new Map()));
  const key = `${now}/${preview}`;
  let pages = byMoment.get(key);
  if (!pages) byMoment.set(key, (pages = builtPages(manifest, now, preview)));
  return pages;
}

/** The pages a route renders: the built pages of its kinds. */
export function routePages(manifest: Manifest, route: RouteName, now: number, preview: boolean): ResolvedPage[] {
  const kinds: readonly TemplateName[] = ROUTE_KINDS[route];
  return builtOnce(manifest, now, preview).filter((p) => kinds.includes(p.template));
}

/**
 * A route's static paths: its pages at their plain, case-exact path, with the key that lets an
 * incremental build reuse a page whose data has not changed (page-cache-key.ts).
 */
export async function routePaths<R extends RouteName>(route: R) {
  const manifest = await loadManifest();
  return routePages(manifest, route, buildTime(), isPreviewBuild()).map((page) => ({
    params: { [route]: page.path } as Record<R, string>,
    props: { page },
    cacheKey: pageCacheKey(manifest, page),
  }));
}
