/**
 * What a route hands its template and the runtime: the template props, and the funnel data
 * carried by the page as JSON (R-CFG-1: configuration supplied by the hosting page, keyed by
 * main funnel id). Shared by every route file so they stay a few lines each.
 */
import type { ArmWindows } from '../domain/funnel/destination.ts';
import { funnelIds } from '../domain/funnel/funnel-ids.ts';
import type { FunnelConfig } from '../domain/funnel/types.ts';
import type { SaleWindow } from '../domain/sale-window.ts';
import { offerCatalogue } from './offer-catalogue.ts';
import type { Recommendation } from '../domain/checkout/recommend.ts';
import { ctaHref, offerPath, pageFunnel } from './page-funnel.ts';
import { surveyRecommendations } from './recommendations.ts';
import type { BumpOffer, Offer, Product, Routes, Site } from './schemas.ts';
import type { Manifest, ResolvedPage } from './types.ts';

/** The page facts the runtime needs (R-NAV-1 screen name, R-NAV-6/7 variant code). */
export interface PageInfo {
  path: string;
  pageName: string | null;
  template: string;
  funnel: string | null;
  shortCode: string | null;
  product: string | null;
  offer: string | null;
  /** When the page is sold (manifest/sale-windows.ts); absent when always. Its own check enforces it. */
  window?: SaleWindow | undefined;
  /** A generic URL's page: the windows of its split's funnels sold only for a while (sale-windows.ts armWindows). */
  arms?: ArmWindows | undefined;
}

/** The JSON every page carries in `<script type="application/json" id="funnel-data">`. */
export interface FunnelData {
  page: PageInfo;
  config: FunnelConfig;
  /** Named shortcuts (R-RT-8) resolved to paths. */
  shortcuts: Record<keyof Routes['shortcuts'], string>;
  brand: string;
  genericUrls: string;
}

/** What every page template in `src/templates/` receives from its route. */
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
  /** Survey pages: the quiz's rules, resolved (manifest/recommendations.ts). */
  recommendations: Recommendation[];
  /** The JSON the page carries for the funnel runtime; templates pass it to Base. */
  funnelData?: FunnelData | undefined;
}

/**
 * R-CFG-1: the funnel configuration keyed by main funnel id, with what the offer pages sell. A
 * renamed funnel is keyed by its former ids too (`aliases`), so a `uid=<old id>` link made before
 * the rename goes on in it (its next steps carry the new id).
 */
export function funnelConfig(m: Manifest): FunnelConfig {
  return {
    funnels: Object.fromEntries(m.funnels.flatMap((f) => funnelIds(f).map((id) => [id, f] as const))),
    destinations: m.destinations,
    offers: offerCatalogue(m),
  };
}

/** Named shortcuts resolved to paths; check.ts guarantees each exists. */
export function shortcutPaths(m: Manifest): FunnelData['shortcuts'] {
  const s = m.routes.shortcuts;
  const path = (name: string) => m.routes.names[name] ?? 'home';
  return {
    home: path(s.home),
    vsl: path(s.vsl),
    survey: path(s.survey),
    offerselector: path(s.offerselector),
    ordersuccess: path(s.ordersuccess),
  };
}

/** A manifest page, or one of the site's own routes (the 404, gu/…, amazon-return pages). */
export type PageRef = { path: string; template: string; pageName?: string | null | undefined } & Partial<
  Pick<ResolvedPage, 'funnel' | 'shortCode' | 'product' | 'offer'>
>;

/** The funnel data of one page; `window` when it is sold only for a while. */
export function funnelData(m: Manifest, page: PageRef, window?: SaleWindow): FunnelData {
  return {
    page: {
      path: page.path,
      pageName: page.pageName ?? null,
      template: page.template,
      funnel: page.funnel ?? null,
      shortCode: page.shortCode ?? null,
      product: page.product ?? null,
      offer: page.offer ?? null,
      ...(window
        ? { window: { starts: window.starts, ends: window.ends, before: window.before, after: window.after } }
        : {}),
    },
    config: funnelConfig(m),
    shortcuts: shortcutPaths(m),
    brand: m.site.brand,
    genericUrls: m.site.genericUrls,
  };
}

/** The props a template receives for a manifest page. */
export function templateProps(m: Manifest, page: ResolvedPage): TemplateProps {
  const funnelId = pageFunnel(m, page);
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === funnelId);
  const offer = m.offers.find((o) => o.sfid === page.offer);
  return {
    page: { ...page, funnel: funnelId },
    site: m.site,
    product: m.products.find((p) => p.id === (page.product ?? offer?.product)),
    offer,
    bumpOffers: m.bumpOffers.filter((b) => funnel?.bumpOffers.includes(b.sfid) ?? false),
    products: m.products,
    next: ctaHref(m, page),
    productHrefs: Object.fromEntries(m.products.map((p) => [p.id, offerPath(m, p.id)])),
    recommendations: surveyRecommendations(m, page),
  };
}
