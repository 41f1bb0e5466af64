/**
 * What the build says about funnels before it writes a page: which main funnel each page runs in
 * and why (page-funnel.ts), and which offers an order page's shoppers are not shown because
 * their order holds the product (domain/funnel/held-offers.ts). A few lines for the build's log;
 * `pageFunnels` gives the page-by-page list.
 */
import { heldOffers } from '../domain/funnel/held-offers.ts';
import { isPlainStep } from '../domain/funnel/step-kinds.ts';
import { takesOrders } from '../domain/funnel/page-kinds.ts';
import { offerCatalogue } from './offer-catalogue.ts';
import { funnelChoice, type FunnelReason } from './page-funnel.ts';
import type { Manifest } from './types.ts';

type Input = Pick<Manifest, 'funnels' | 'site' | 'pages' | 'offers' | 'products'>;

/** One page's funnel: its id (undefined: none) and why, e.g. by product 'SkinRenewElixir'. */
export interface PageFunnel {
  path: string;
  template: string;
  funnel: string | undefined;
  by: string;
  product: string | undefined;
}

const WHY: Record<FunnelReason, string> = {
  entry: 'named by the entry',
  listed: 'listed in its steps',
  product: 'by product',
  default: 'site default',
};

/** Every page with its funnel and why. */
export function pageFunnels(m: Input): PageFunnel[] {
  return m.pages.map((page) => {
    const choice = funnelChoice(m, page);
    const by = !choice ? 'sells nothing' : choice.by === 'product' ? `by product ${page.product}` : WHY[choice.by];
    return { path: page.path, template: page.template, funnel: choice?.funnel, by, product: page.product };
  });
}

/** "3 (a, b, c)" or "40 (a, b, c, …)": a count with the first few names. */
function some(names: readonly string[], shown = 3): string {
  const more = names.length > shown ? ', …' : '';
  return `${names.length} (${names.slice(0, shown).join(', ')}${more})`;
}

/** Groups values by a key, keeping first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** One line per funnel (and one for pages in none): how many pages run in it, by reason. */
export function funnelLines(pages: readonly PageFunnel[]): string[] {
  const byFunnel = groupBy(pages, (p) => p.funnel ?? '');
  return [...byFunnel].map(([funnel, pages]) => {
    const reasons = [...groupBy(pages, (p) => p.by)].map(([by, ps]) => `${by} ${some(ps.map((p) => p.path))}`);
    return `${funnel ? `funnel ${funnel}` : 'no funnel'}: ${reasons.join('; ')}`;
  });
}

/**
 * One line per product sold on order pages and the funnel they run in, where the rule passes
 * offers over: the offer pages its shoppers are not shown, or that none is left.
 */
export function heldOfferLines(m: Input, pages: readonly PageFunnel[] = pageFunnels(m)): string[] {
  const catalogue = offerCatalogue(m);
  const pairs = new Map<string, { product: string; id: string }>();
  for (const p of pages)
    if (takesOrders(p.template) && p.funnel && p.product)
      pairs.set(`${p.product}\n${p.funnel}`, { product: p.product, id: p.funnel });
  return [...pairs.values()].flatMap(({ product, id }) => {
    const funnel = m.funnels.find((f) => f.uniqueIdentifier === id);
    const held = heldOffers(catalogue, [product]);
    if (!funnel || !held) return [];
    const offers = funnel.defaultFunnels.filter((s) => !isPlainStep(s));
    const passed = offers.filter(held);
    if (passed.length === 0) return [];
    const pages = passed.flatMap((s) => s.variants.map((v) => v.url)).join(', ');
    const left = passed.length === offers.length ? '; no offer left' : '';
    return [`${product} in ${id}: not offered ${pages} (the order holds it)${left}`];
  });
}
