/**
 * The sandbox's catalogue: products, offers and bump offers by id, and the brand, from the
 * manifest reader (`src/manifest/load.ts`). Read synchronously once at start.
 */
import { readCatalogue } from '../src/manifest/load.ts';
import type { BumpOffer, Offer, Product } from '../src/manifest/schemas.ts';

/** What the sandbox sells and serves. */
export interface Catalogue {
  brand: string;
  products: Map<string, Product>;
  offers: Map<string, Offer>;
  bumpOffers: Map<string, BumpOffer>;
}

/** The catalogue of a campaigns folder (by default the manifest reader's: ./campaigns or CAMPAIGNS_DIR). */
export function loadCatalogue(root?: string): Catalogue {
  const { site, products, offers, bumpOffers } = readCatalogue(root);
  return {
    brand: site.brand,
    products: new Map(products.map((p) => [p.id, p])),
    offers: new Map(offers.map((o) => [o.sfid, o])),
    bumpOffers: new Map(bumpOffers.map((b) => [b.sfid, b])),
  };
}
