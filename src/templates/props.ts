/** What every page template receives from the route files in `src/pages/`. */
import type { ResolvedPage } from '../manifest/check.ts';
import type { FunnelData } from '../manifest/page-data.ts';
import type { BumpOffer, Offer, Product, Site } from '../manifest/schemas.ts';

export interface TemplateProps {
  page: ResolvedPage;
  site: Site;
  /** The page's product, when it names one. */
  product?: Product | undefined;
  /** Upsell and downsell pages: their offer. */
  offer?: Offer | undefined;
  /** Bump offers of the page's main funnel (order forms). */
  bumpOffers: BumpOffer[];
  /** The whole catalogue, for offer selectors and combination sets. */
  products: Product[];
  /** Where the page's call to action leads without the runtime (manifest/page-funnel.ts). */
  next: string;
  /** Each product's offer page, for the home page's product links. */
  productHrefs: Record<string, string>;
  /** The JSON the page carries for the funnel runtime; templates pass it to Base. */
  funnelData?: FunnelData | undefined;
}
