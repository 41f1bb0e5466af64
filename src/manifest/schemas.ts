/**
 * The manifest's shape (R-GEN-2): one zod schema per file kind under `campaigns/`.
 * `files.ts` names the file each one checks, `load.ts` (the one reader) validates with them,
 * `json-schemas.ts` turns them into the JSON Schema files editors use, and `src/content.config.ts`
 * takes `contentSchema` for the Markdown frontmatter.
 */
import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, "_" and "-" only');
const money = z.number().nonnegative().multipleOf(0.01, 'at most two decimals');
const url = z.string().regex(/^(https?:\/\/|\/)/, 'an absolute URL or a path starting with "/"');

/**
 * When something is sold, in the store's time zone (`site.yaml`'s `timeZone`): a date
 * (2026-12-24) or a date and time (2026-12-24 09:00); checked as a calendar time by sale-windows.ts.
 */
const storeTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2})?$/,
    'a date, 2026-12-24, or a date and time, 2026-12-24 09:00 (24-hour, the store’s time zone)',
  );

/** A page of this site, as a redirect or a window names it: '/gu/xmas26', '/os261224a_ap', '/'. */
export const sitePathSchema = z
  .string()
  .regex(
    /^\/(?!\/)[A-Za-z0-9._~/-]*$/,
    'a path of this site starting with one "/", without a query or a host, e.g. /gu/winter26',
  );

/** The sale window a page, funnel or destination may carry (docs/marketers.md, "Planning, ending and renaming a campaign"). */
const saleWindowFields = {
  starts: storeTime.optional().describe('The first day (or time) it is sold, in the store’s time zone'),
  ends: storeTime
    .optional()
    .describe('The last day it is sold (a date: until the end of that day; a date and time: until then)'),
  successor: sitePathSchema
    .optional()
    .describe('Where shoppers go after the end (and where its addresses lead once retired), e.g. /gu/winter26'),
};

/** Site settings: `campaigns/site.yaml`. */
export const siteSchema = z.strictObject({
  brand: id.describe('Brand sent as X-Brand and orderFormBrand.uniqueName'),
  name: z.string().min(1),
  tagline: z.string().min(1),
  defaultCountry: z.enum(['US', 'CA']).default('US'),
  currency: z.literal('USD').default('USD'),
  supportEmail: z.email(),
  supportPhone: z.string().min(7),
  companyAddress: z.string().min(1),
  placeholders: z
    .strictObject({
      funnelBaseUrl: url,
      cartBaseUrl: url,
      affiliateBaseUrl: url,
    })
    .describe('Values for {{funnelBaseUrl}}, {{cartBaseUrl}} and {{affiliateBaseUrl}} in content'),
  genericUrls: z.string().describe('Comma-separated generic URLs checked at build (R-CFG-6)').default(''),
  timeZone: z
    .string()
    .default('UTC')
    .describe('The store’s time zone (an IANA name, e.g. America/New_York): when campaigns start and end'),
  funnels: z
    .strictObject({
      default: id.describe('uniqueIdentifier of the main funnel of pages no funnel lists'),
      byProduct: z
        .record(id, id)
        .default({})
        .describe("Product id → uniqueIdentifier: the main funnel of that product's unlisted pages"),
    })
    .optional()
    .describe(
      'The main funnel a page runs in when no funnel lists it and its entry names none, so every order page knows what comes after',
    ),
});

const frequency = z.strictObject({
  frequency: z.enum(['Day', 'Week', 'Month']),
  frequencyMultiplier: z.int().min(1).max(12),
  label: z.string().min(1),
});

/** One product of the catalogue: `campaigns/products.yaml`. */
export const productSchema = z.strictObject({
  id: id.describe('The product key used in page paths, e.g. AgelessBeautyBalm'),
  sfid: id,
  name: z.string().min(1),
  kind: z.enum(['balm', 'serum', 'elixir', 'tea', 'peel', 'set']),
  description: z.string().min(1),
  image: z.string().regex(/^\/images\/.+\.(svg|png|webp|jpg)$/, 'a file under /images/'),
  taxCode: z.string().regex(/^[A-Z]{2}\d{6}$/, 'a tax code like PC040100'),
  /** Ids of the products a combination is made of. */
  components: z.array(id).default([]),
  bundles: z
    .array(
      z.strictObject({
        units: z.int().min(1).max(12),
        price: money,
        shippingCost: money,
        label: z.string().min(1),
      }),
    )
    .min(1),
  subscription: z
    .strictObject({
      discountPercent: z.int().min(1).max(90),
      frequencies: z.array(frequency).min(1),
    })
    .optional(),
});

/** An upsell or downsell offer: `campaigns/offers.yaml` (spec §3 Upsell offer). */
export const offerSchema = z.strictObject({
  sfid: id,
  product: id,
  title: z.string().min(1),
  description: z.string().min(1),
  productDescription: z.string().min(1),
  standardPrice: money,
  offerPrice: money,
  shippingCost: money,
});

/** A bump offer shown on order forms. */
export const bumpOfferSchema = z.strictObject({
  sfid: id,
  product: id,
  title: z.string().min(1),
  price: money,
});

const variantSchema = z.strictObject({
  sfid: id,
  url: z.string().min(1).describe('Path of a page of the manifest, without "/"'),
  default: z.boolean().default(false),
  percentage: z.number().min(0).max(100).default(100),
  visibility: z.enum(['All', 'Mobile only', 'Desktop only']).default('All'),
  pageContent: z.string().optional(),
  splitTestEnabled: z.boolean().default(false),
});

/**
 * The step types (R-CFG-3). Upsell and DownSell pages ask yes or no and branch on it (R-FLOW-2);
 * every other type is a plain page whose call to action goes to the next step (R-FLOW-1).
 * OrderForm and Survey also place pages no step lists (domain/funnel/stand-in.ts).
 */
export const stepTypes = [
  'Landing',
  'Advertorial',
  'Video',
  'Survey',
  'OfferSelector',
  'OrderForm',
  'SecureCart',
  'Upsell',
  'DownSell',
  'Thankyou Page',
] as const;

/** How the split-test report judges a test: the metric its winner rule reads, and the lift worth detecting. */
const primaryMetric = z
  .enum(['revenuePerVisitor', 'conversionRate'])
  .optional()
  .describe(
    'The metric the report names a winner on: revenuePerVisitor (the default, upsells included) or conversionRate',
  );
const minimumEffect = z
  .number()
  .gt(0)
  .max(1)
  .optional()
  .describe(
    'The smallest relative lift worth detecting, as a fraction (0.1 = 10 %, the default); the report says how many visitors that takes',
  );

/** A step's split-test id (R-CFG-3) and how the report judges it. */
const splitTestSchema = z.strictObject({ sfid: id, primaryMetric, minimumEffect });

const stepSchema = z.strictObject({
  step: z.int().min(1),
  name: z.string().min(1),
  type: z
    .enum(stepTypes)
    .describe('Upsell and DownSell ask yes or no; every other type is a plain page followed by the next step'),
  genericUrl: z.string().optional(),
  url: z.string().optional(),
  variants: z.array(variantSchema).min(1),
  splitTestEnabled: z.boolean().default(false),
  splitTesting: z.array(splitTestSchema).default([]),
  upsell: z.int().optional(),
  downsell: z.int().optional(),
  overrideYes: z.int().optional(),
  overrideNo: z.int().optional(),
  nextPageFail: z.int().optional(),
});

/** A main funnel (R-CFG-2): `campaigns/funnels.yaml`. */
export const mainFunnelSchema = z.strictObject({
  sfid: id,
  uniqueIdentifier: id,
  orderForm: z.string().min(1),
  destinationId: id.optional(),
  bumpOffers: z.array(id).default([]),
  defaultFunnels: z.array(stepSchema).min(1),
  aliases: z
    .array(id)
    .optional()
    .describe('Former uniqueIdentifiers: links with uid=<old id> go on in this funnel after a rename'),
  ...saleWindowFields,
});

/** A destination (R-CFG-5): `campaigns/destinations.yaml`. */
export const destinationSchema = z.strictObject({
  sfid: id,
  genericUrl: id,
  defaultFunnel: id.describe('uniqueIdentifier of a main funnel'),
  splitTestEnabled: z.boolean().default(false),
  percentage: z.number().min(0).max(100).default(100),
  splitTesting: z.array(z.strictObject({ sfid: id, funnel: id, percentage: z.number().min(0).max(100) })).default([]),
  primaryMetric,
  minimumEffect,
  ...saleWindowFields,
});

/** A retired address (`campaigns/redirects.yaml`): every engine answers it with a 301 to `to`, the query kept. */
export const redirectSchema = z.strictObject({
  from: sitePathSchema.describe('The retired address: a generic URL (/gu/bfriday26) or a page (/os261127a_ap)'),
  to: sitePathSchema.describe('Where it leads now: a generic URL or a page of the site'),
  campaign: id.optional().describe('The campaign it belonged to'),
  retired: z.string().optional().describe('When it was retired (YYYY-MM-DD)'),
});

export const templateNames = [
  'landing',
  'advertorial',
  'video',
  'survey',
  'offer-selector',
  'order-form',
  'secure-cart',
  'upsell',
  'downsell',
  'receipt',
  'legal',
  'content',
] as const;
export type TemplateName = (typeof templateNames)[number];

export const familyNames = ['pl', 'video', 'survey', 'os', 'bundle'] as const;
export type FamilyName = (typeof familyNames)[number];

const surveyQuestion = z.strictObject({
  id: id,
  question: z.string().min(1),
  answers: z.array(z.string().min(1)).min(2),
});

/**
 * A quiz rule (a survey page's `recommendations`): when every question named has the answer (or
 * one of the answers) given, suggest the product, saying why. Rules are read top to bottom.
 */
const surveyRecommendation = z.strictObject({
  when: z
    .record(z.string(), z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]))
    .describe('Question id → the answer, or a list of answers any of which matches'),
  product: id.describe('The product to suggest (campaigns/products.yaml); the shopper goes to its order page'),
  because: z.string().min(1).describe('Why, as it follows "Because": "your skin reacts to new products"'),
});

/** One page (one route) of the site: `campaigns/pages/*.yaml`. */
export const pageSchema = z.strictObject({
  path: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'a plain top-level path: letters, digits, "_" and "-"')
    .optional()
    .describe('Omit for dated and bundle families: it is derived from family, date and variant'),
  name: z.string().min(1).optional().describe('Page name (R-RT-8)'),
  template: z.enum(templateNames).optional().describe('Defaults from the family'),
  title: z.string().min(1),
  description: z.string().min(1).optional(),
  family: z.enum(familyNames).optional(),
  date: z.string().optional().describe('YYMMDD for dated families, e.g. 221230'),
  variant: z.enum(['a', 'b']).optional(),
  region: z.enum(['CTUS', 'DS', 'US']).optional().describe('Bundle pages only'),
  units: z.int().min(1).max(12).optional().describe('Bundle pages only'),
  product: id.optional(),
  offer: id.optional().describe('Upsell and downsell pages: the offer sfid'),
  content: z.string().optional().describe('Id of a Markdown file under campaigns/content'),
  funnel: id.optional().describe('uniqueIdentifier of the main funnel this page belongs to'),
  label: z.enum(['Advertorial', 'Advertisement']).optional(),
  shortCode: z
    .enum([
      'obtcr',
      'tbatcr',
      'fbtcr',
      'atbatcr',
      'azemtcr',
      'revtcr',
      'yahtcr',
      'tbamsntcr',
      'dbtcr',
      'afftba',
      'affob',
      'opt',
    ])
    .optional()
    .describe('Variant short code (R-NAV-7)'),
  questions: z.array(surveyQuestion).optional(),
  recommendations: z
    .array(surveyRecommendation)
    .optional()
    .describe('Survey pages: what "See my results" suggests; the first rule the answers meet wins'),
  video: z
    .strictObject({
      src: z.string().startsWith('/'),
      poster: z.string().startsWith('/'),
      captions: z.string().startsWith('/').optional(),
    })
    .optional(),
  ...saleWindowFields,
});

/** Page names and shortcuts (R-RT-8): `campaigns/routes.yaml`. */
export const routesSchema = z.strictObject({
  names: z.record(z.string(), z.string()).describe('Page name → path'),
  shortcuts: z.strictObject({
    home: z.string(),
    vsl: z.string(),
    survey: z.string(),
    offerselector: z.string(),
    ordersuccess: z.string(),
  }),
});

/** Front matter of a Markdown file under `campaigns/content/`. */
export const contentSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().optional(),
  updated: z.coerce.date().optional(),
});

export type Site = z.infer<typeof siteSchema>;
export type Product = z.infer<typeof productSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type BumpOffer = z.infer<typeof bumpOfferSchema>;
export type PageEntry = z.infer<typeof pageSchema>;
export type SurveyRecommendation = z.infer<typeof surveyRecommendation>;
export type Routes = z.infer<typeof routesSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
