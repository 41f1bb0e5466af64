/** Build-time helpers for the templates: the manifest's catalogue trimmed to what the islands need. */
import type { CatalogueProduct } from '../../domain/checkout/catalogue.ts';
import type { BumpOffer, Product } from '../../manifest/schemas.ts';
import type { BumpView } from './props.ts';

/** A product as the islands need it (no descriptions or tax codes in the page's props). */
export function catalogueProduct(p: Product): CatalogueProduct {
  return {
    id: p.id,
    sfid: p.sfid,
    name: p.name,
    image: p.image,
    kind: p.kind,
    bundles: p.bundles,
    subscription: p.subscription,
  };
}

/** The bump offers with their product's picture and name. */
export function bumpViews(bumps: readonly BumpOffer[], products: readonly Product[]): BumpView[] {
  return bumps.map((b) => {
    const product = products.find((p) => p.id === b.product);
    return { ...b, image: product?.image ?? '', productName: product?.name ?? b.title };
  });
}
