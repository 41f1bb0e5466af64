/**
 * Which main funnel a page runs in, and where its calls to action lead in the build. Every page
 * that sells, and every survey, runs in a funnel: the one its entry names, else the first funnel
 * with a step showing it, else its product's (`site.funnels.byProduct`), else the site's default
 * (`site.funnels.default`). The runtime sends calls to action to the funnel's next step; the
 * hrefs built here are what a shopper without JavaScript follows, and point to the same place.
 */
import { standsIn, takesOrders } from '../domain/funnel/page-kinds.ts';
import { defaultVariant } from '../domain/funnel/variant.ts';
import { nextStep } from '../domain/funnel/next-step.ts';
import { visibleSteps } from '../domain/funnel/steps.ts';
import type { MainFunnel } from '../domain/funnel/types.ts';
import type { Manifest } from './types.ts';

/** The facts of a page these rules read. */
export interface PageFacts {
  path: string;
  template: string;
  funnel?: string | undefined;
  product?: string | undefined;
  units?: number | undefined;
}

type Catalogue = Pick<Manifest, 'funnels' | 'site' | 'pages'>;

/** The first main funnel with a step showing `path`. */
export function listingFunnel(m: Pick<Manifest, 'funnels'>, path: string): MainFunnel | undefined {
  return m.funnels.find((f) => f.defaultFunnels.some((s) => s.variants.some((v) => v.url === path)));
}

/** Why a page runs in its funnel: its entry names it, a step lists it, its product's, the site's default. */
export type FunnelReason = 'entry' | 'listed' | 'product' | 'default';

/** The main funnel a page runs in and why; undefined for pages that sell nothing and no funnel lists. */
export function funnelChoice(
  m: Pick<Manifest, 'funnels' | 'site'>,
  page: PageFacts,
): { funnel: string; by: FunnelReason } | undefined {
  if (page.funnel) return { funnel: page.funnel, by: 'entry' };
  const listing = listingFunnel(m, page.path)?.uniqueIdentifier;
  if (listing) return { funnel: listing, by: 'listed' };
  const byProduct = page.product && m.site.funnels?.byProduct[page.product];
  if (byProduct) return { funnel: byProduct, by: 'product' };
  const fallback = m.site.funnels?.default;
  // A survey sells nothing, but "See my results" moves on in a funnel (stand-in.ts).
  return fallback && (page.product || standsIn(page.template)) ? { funnel: fallback, by: 'default' } : undefined;
}

/**
 * The uniqueIdentifier of the main funnel a page runs in; undefined for pages that sell nothing
 * (legal, content, offer pages) and that no funnel lists.
 */
export function pageFunnel(m: Pick<Manifest, 'funnels' | 'site'>, page: PageFacts): string | undefined {
  return funnelChoice(m, page)?.funnel;
}

/** How good a page is as a product's offer page: lower is better; undefined when it is none. */
function offerRank(page: PageFacts): number | undefined {
  if (page.template === 'offer-selector') return 0;
  if (!takesOrders(page.template)) return undefined;
  return page.units === 3 ? 1 : 2;
}

/** Each product's offer page path, and the first offer selector; built once per pages list. */
interface OfferPaths {
  byProduct: Map<string | undefined, string>;
  anySelector: string | undefined;
}

/**
 * One pass over the pages per manifest, not one per call: offerPath is asked for every page
 * (its call to action, the home page's links), which made a build quadratic in its pages.
 */
const offerPathsOf = new WeakMap<readonly PageFacts[], OfferPaths>();

function offerPaths(pages: readonly PageFacts[]): OfferPaths {
  const known = offerPathsOf.get(pages);
  if (known) return known;
  const best = new Map<string | undefined, { rank: number; path: string }>();
  for (const p of pages) {
    const rank = offerRank(p);
    const held = best.get(p.product);
    if (rank !== undefined && (!held || rank < held.rank)) best.set(p.product, { rank, path: p.path });
  }
  const paths: OfferPaths = {
    byProduct: new Map([...best].map(([product, { path }]) => [product, path])),
    anySelector: pages.find((p) => p.template === 'offer-selector')?.path,
  };
  offerPathsOf.set(pages, paths);
  return paths;
}

/**
 * Where a "buy" link for a product leads: its offer selector, else its 3-unit order page, else
 * any order page for it, else the first offer selector.
 */
export function offerPath(m: { pages: readonly PageFacts[] }, productId: string | undefined): string {
  const { byProduct, anySelector } = offerPaths(m.pages);
  return `/${byProduct.get(productId) ?? anySelector ?? 'offer-selector'}`;
}

/**
 * The href of a page's call to action in the build: on a step of its funnel, the next step's
 * default page with uid and step (R-FLOW-1, R-VAR-1); elsewhere the product's offer page.
 */
export function ctaHref(m: Catalogue, page: PageFacts): string {
  const id = pageFunnel(m, page);
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === id);
  const steps = funnel ? visibleSteps(funnel.defaultFunnels, 'Mobile') : [];
  const here = steps.find((s) => s.variants.some((v) => v.url === page.path));
  const next = nextStep(steps, here);
  const variant = next && defaultVariant(next, 'Mobile');
  if (funnel && next && variant) {
    const query = new URLSearchParams({ uid: funnel.uniqueIdentifier, step: String(next.step) });
    return `/${variant.url}?${query.toString()}`;
  }
  return offerPath(m, page.product);
}
