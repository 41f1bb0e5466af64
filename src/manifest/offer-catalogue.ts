/**
 * What the offer pages sell and what each set holds, read off the manifest for the rule that no
 * shopper is offered what their order holds (domain/funnel/held-offers.ts). Every page carries it
 * in its funnel data; the funnel-graph check walks with it.
 */
import type { OfferCatalogue } from '../domain/funnel/types.ts';
import type { Manifest } from './types.ts';

type Source = Pick<Manifest, 'pages' | 'offers' | 'products'>;

/** One catalogue per pages list: every page's funnel data asks for it, so it is built once a build. */
const built = new WeakMap<readonly unknown[], OfferCatalogue>();

/** Upsell and downsell page paths → their offer's product; sets → their components. */
export function offerCatalogue(m: Source): OfferCatalogue {
  let catalogue = built.get(m.pages);
  if (!catalogue) built.set(m.pages, (catalogue = readCatalogue(m)));
  return catalogue;
}

function readCatalogue(m: Source): OfferCatalogue {
  const offerProduct = new Map(m.offers.map((o) => [o.sfid, o.product]));
  const offerProducts: Record<string, string> = {};
  for (const page of m.pages) {
    const product = page.offer && offerProduct.get(page.offer);
    if (product) offerProducts[page.path] = product;
  }
  const components: Record<string, string[]> = {};
  for (const p of m.products) if (p.components?.length) components[p.id] = [...p.components];
  return { offerProducts, components };
}
