/**
 * The sandbox's catalogue: products, offers and bump offers by id, and the brand, from the
 * manifest reader (`src/manifest/load.ts`). Read at start, and again whenever one of its files
 * changes, so a product added to `campaigns/products.yaml` while `npm start` runs can be ordered
 * as soon as its pages are built, with no restart.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem, ManifestError } from '../src/manifest/errors.ts';
import { manifestFiles } from '../src/manifest/files.ts';
import { campaignsDir, readCatalogue } from '../src/manifest/load.ts';
import { storeZone } from '../src/manifest/sale-windows.ts';
import type { BumpOffer, Offer, Product } from '../src/manifest/schemas.ts';

/** What the sandbox sells and serves. */
export interface Catalogue {
  brand: string;
  products: Map<string, Product>;
  offers: Map<string, Offer>;
  bumpOffers: Map<string, BumpOffer>;
  /** The store's time zone, in which the manifest's campaign times are written. */
  timeZone: string;
}

/** The catalogue of a campaigns folder (by default the manifest reader's: ./campaigns or CAMPAIGNS_DIR). */
export function loadCatalogue(root?: string): Catalogue {
  const { site, products, offers, bumpOffers } = readCatalogue(root);
  return {
    brand: site.brand,
    products: new Map(products.map((p) => [p.id, p])),
    offers: new Map(offers.map((o) => [o.sfid, o])),
    bumpOffers: new Map(bumpOffers.map((b) => [b.sfid, b])),
    timeZone: storeZone(site),
  };
}

const catalogueFiles = [manifestFiles.site, manifestFiles.products, manifestFiles.offers, manifestFiles.bumpOffers];

/**
 * The catalogue of `root` as it is now: read at once (a broken manifest stops the start), then
 * again when a catalogue file's time or size changes. While an edit leaves the files broken the
 * last good catalogue stays, and the problems are printed once; the build reports them too.
 */
export function followCatalogue(root = campaignsDir()): () => Catalogue {
  const paths = catalogueFiles.map((f) => join(root, f.file));
  const stampOf = () =>
    paths
      .map((p) => {
        const s = statSync(p, { throwIfNoEntry: false });
        return s ? `${s.mtimeMs}:${s.size}` : '-';
      })
      .join(' ');
  let stamp = stampOf();
  let current = loadCatalogue(root);
  return () => {
    const now = stampOf();
    if (now === stamp) return current;
    stamp = now;
    try {
      current = loadCatalogue(root);
    } catch (error) {
      if (!(error instanceof ManifestError)) throw error;
      console.error(
        `sandbox: the catalogue did not change; fix the manifest first:\n${error.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      );
    }
    return current;
  };
}
