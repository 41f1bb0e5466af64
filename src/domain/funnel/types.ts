/**
 * The funnel configuration as spec §3 shapes it (R-CFG-1 … R-CFG-5). The manifest schemas in
 * `src/manifest/schemas.ts` produce exactly these types; the runtime reads them from the page.
 */

/**
 * R-CFG-3: a step's split-test id, with how the report judges the test (ours): its
 * primary metric (revenue per visitor when not given) and the smallest relative lift worth
 * detecting (0.1 when not given).
 */
export interface SplitTestSettings {
  sfid: string;
  primaryMetric?: 'conversionRate' | 'revenuePerVisitor' | undefined;
  minimumEffect?: number | undefined;
}

/** R-CFG-4: who may see a variant. */
export type Visibility = 'All' | 'Mobile only' | 'Desktop only';

/** R-CFG-4 */
export interface Variant {
  sfid: string;
  url: string;
  default: boolean;
  percentage: number;
  visibility: Visibility;
  pageContent?: string | undefined;
  splitTestEnabled: boolean;
}

/** R-CFG-3: the step kinds the spec names; other kinds are plain strings. */
export type StepType = 'Upsell' | 'DownSell' | 'Thankyou Page' | (string & {});

/** R-CFG-3 */
export interface FunnelStep {
  step: number;
  name: string;
  type: StepType;
  genericUrl?: string | undefined;
  url?: string | undefined;
  variants: Variant[];
  splitTestEnabled: boolean;
  splitTesting: SplitTestSettings[];
  /** Step number of the next upsell offered after this one (R-FLOW-2). */
  upsell?: number | undefined;
  /** Step number of the downsell offered when this upsell is declined (R-FLOW-2). */
  downsell?: number | undefined;
  overrideYes?: number | undefined;
  overrideNo?: number | undefined;
  nextPageFail?: number | undefined;
}

/**
 * Ours: when a campaign is sold, as the manifest writes it (store-time dates); the build turns it
 * into each page's window (domain/sale-window.ts) and the runtime never reads it.
 */
export interface CampaignTimes {
  starts?: string | undefined;
  ends?: string | undefined;
  /** Where shoppers go after the end: a path of the site. */
  successor?: string | undefined;
}

/** R-CFG-2 */
export interface MainFunnel extends CampaignTimes {
  sfid: string;
  uniqueIdentifier: string;
  orderForm: string;
  destinationId?: string | undefined;
  bumpOffers: string[];
  defaultFunnels: FunnelStep[];
  /** Ours: former uniqueIdentifiers, so a `uid` link made before a rename goes on in this funnel. */
  aliases?: string[] | undefined;
}

/** R-CFG-5 */
export interface Destination extends CampaignTimes {
  sfid: string;
  genericUrl: string;
  /** uniqueIdentifier of the main funnel used when the split test is off. */
  defaultFunnel: string;
  splitTestEnabled: boolean;
  /** Share of visitors kept on the default funnel. */
  percentage: number;
  splitTesting: { sfid: string; funnel: string; percentage: number }[];
  /** How the report judges the destination's split test (ours; see SplitTestSettings). */
  primaryMetric?: SplitTestSettings['primaryMetric'];
  minimumEffect?: number | undefined;
}

/** Ours: what the offer pages sell, so no shopper is offered what their order holds (held-offers.ts). */
export interface OfferCatalogue {
  /** The path of each upsell and downsell page → the product its offer sells. */
  offerProducts: Record<string, string>;
  /** Each set's product id → the ids of the products it holds. */
  components: Record<string, string[]>;
}

/** R-CFG-1: what every page carries, keyed by main funnel id; with the offers' products (ours). */
export interface FunnelConfig {
  funnels: Record<string, MainFunnel>;
  destinations: Destination[];
  offers?: OfferCatalogue | undefined;
}

/** R-SES-6 / §3 Device info. */
export type DeviceKind = 'Mobile' | 'Desktop';
