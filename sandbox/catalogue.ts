/**
 * The sandbox's catalogue: products, offers and bump offers from `campaigns/*.yaml` (validated
 * with the manifest schemas) and the brand from site.yaml. Read synchronously once at start.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  bumpOfferSchema,
  offerSchema,
  productSchema,
  siteSchema,
  type BumpOffer,
  type Offer,
  type Product,
} from '../src/manifest/schemas.ts';

/** What the sandbox sells and serves. */
export interface Catalogue {
  brand: string;
  products: Map<string, Product>;
  offers: Map<string, Offer>;
  bumpOffers: Map<string, BumpOffer>;
}

function readList<S extends z.ZodType>(file: string, schema: S): z.infer<S>[] {
  return z.array(schema).parse(parse(readFileSync(file, 'utf8')));
}

/** Reads the catalogue from a campaigns folder (default ./campaigns or CAMPAIGNS_DIR). */
export function loadCatalogue(root = process.env.CAMPAIGNS_DIR ?? join(process.cwd(), 'campaigns')): Catalogue {
  const site = siteSchema.parse(parse(readFileSync(join(root, 'site.yaml'), 'utf8')));
  const products = readList(join(root, 'products.yaml'), productSchema);
  const offers = readList(join(root, 'offers.yaml'), offerSchema);
  const bumpOffers = readList(join(root, 'bump-offers.yaml'), bumpOfferSchema);
  return {
    brand: site.brand,
    products: new Map(products.map((p) => [p.id, p])),
    offers: new Map(offers.map((o) => [o.sfid, o])),
    bumpOffers: new Map(bumpOffers.map((b) => [b.sfid, b])),
  };
}
