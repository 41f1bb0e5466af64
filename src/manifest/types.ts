/** The manifest as the reader returns it: raw (each file valid), and checked (references resolved). */
import type { Destination, MainFunnel } from '../domain/funnel/types.ts';
import type { ContentLink } from './content-links.ts';
import type { ManifestProblem } from './errors.ts';
import type { BumpOffer, Offer, PageEntry, Product, Redirect, Routes, Site, TemplateName } from './schemas.ts';

/** Every manifest file read and each entry valid on its own; references not yet checked. */
export interface RawManifest {
  root: string;
  site: Site;
  products: Product[];
  offers: Offer[];
  bumpOffers: BumpOffer[];
  funnels: MainFunnel[];
  destinations: Destination[];
  /** The retired addresses of `redirects.yaml` (none without the file). */
  redirects: Redirect[];
  routes: Routes;
  /** Page entries with the file each came from. */
  pages: { file: string; index: number; entry: PageEntry }[];
  /** Ids of the Markdown files under campaigns/content (e.g. legal/terms). */
  contentIds: string[];
  /** The links written in those Markdown files, checked by content-links.ts. */
  contentLinks: ContentLink[];
  /** Files under ./public (or PUBLIC_DIR), relative to it (e.g. images/logo.svg): what a product image or content link may name. */
  publicFiles: string[];
  /** Problems of entries that break their schema; those entries are left out of the lists above. */
  problems: ManifestProblem[];
  /** The names of the entries left out (id, sfid, path…): a reference to one is not reported twice. */
  leftOut: string[];
}

/** A page entry with its path and template resolved (from the entry or its family). */
export interface ResolvedPage extends PageEntry {
  path: string;
  template: TemplateName;
  /** Page name (R-RT-8), from the entry, routes.yaml, or the path for family pages. */
  pageName?: string | undefined;
  file: string;
}

/** The manifest after the cross-file checks of check.ts: what the build and the routes use. */
export interface Manifest extends Omit<RawManifest, 'pages' | 'problems' | 'leftOut'> {
  pages: ResolvedPage[];
  /** Problems that do not stop the build (R-RT-8 reports). */
  warnings: string[];
}

/** What the sandbox sells: the brand, products, offers and bump offers. */
export type ManifestCatalogue = Pick<RawManifest, 'site' | 'products' | 'offers' | 'bumpOffers'>;
