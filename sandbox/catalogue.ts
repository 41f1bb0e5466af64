/**
 * The sandbox's catalogue: products, offers and bump offers from `campaigns/*.yaml` (validated
 * with the manifest schemas), the brand from site.yaml, and content pages from the Markdown
 * files under campaigns/content (served by content/byname). Read synchronously once at start.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
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
  /** Content pages by name (content/byname). */
  contentByName: Map<string, string>;
  /** Content JSON strings by sfid (content/sfid). */
  contentBySfid: Map<string, string>;
}

function readList<S extends z.ZodType>(file: string, schema: S): z.infer<S>[] {
  return z.array(schema).parse(parse(readFileSync(file, 'utf8')));
}

/** The Markdown body of a content file, without its front matter. */
function markdownBody(text: string): string {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim();
}

/** A sample content page using every placeholder, and a sample content-by-sfid entry. */
const SAMPLE_CONTENT =
  'Order at {{cartBaseUrl}}, see more offers at {{funnelBaseUrl}}, partners: {{affiliateBaseUrl}}.';
const SAMPLE_SFID_CONTENT = JSON.stringify({
  headline: 'Mediterranean skincare',
  blocks: ['olive squalane', 'thyme honey'],
});

/** Reads the catalogue from a campaigns folder (default ./campaigns or CAMPAIGNS_DIR). */
export function loadCatalogue(root = process.env.CAMPAIGNS_DIR ?? join(process.cwd(), 'campaigns')): Catalogue {
  const site = siteSchema.parse(parse(readFileSync(join(root, 'site.yaml'), 'utf8')));
  const products = readList(join(root, 'products.yaml'), productSchema);
  const offers = readList(join(root, 'offers.yaml'), offerSchema);
  const bumpOffers = readList(join(root, 'bump-offers.yaml'), bumpOfferSchema);
  const contentByName = new Map<string, string>([['sandbox-sample', SAMPLE_CONTENT]]);
  const contentDir = join(root, 'content');
  if (existsSync(contentDir))
    for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && entry.name.endsWith('.md'))
        contentByName.set(
          basename(entry.name, '.md'),
          markdownBody(readFileSync(join(entry.parentPath, entry.name), 'utf8')),
        );
  return {
    brand: site.brand,
    products: new Map(products.map((p) => [p.id, p])),
    offers: new Map(offers.map((o) => [o.sfid, o])),
    bumpOffers: new Map(bumpOffers.map((b) => [b.sfid, b])),
    contentByName,
    contentBySfid: new Map([['PC-SAMPLE-1', SAMPLE_SFID_CONTENT]]),
  };
}
