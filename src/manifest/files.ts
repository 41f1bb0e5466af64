/**
 * The files of the manifest under `campaigns/` and the schema of each: what `load.ts` validates
 * and `json-schemas.ts` turns into the JSON Schema files editors use. A list file names its
 * entries in problems by `key`.
 */
import type { z } from 'zod';
import { destinationSplitFlags, funnelSplitFlags } from './split-flags.ts';
import type { RawProblem } from './yaml-files.ts';
import {
  bumpOfferSchema,
  destinationSchema,
  mainFunnelSchema,
  offerSchema,
  pageSchema,
  productSchema,
  redirectSchema,
  routesSchema,
  siteSchema,
} from './schemas.ts';

/** A file holding one object. */
export interface SingleFile<S extends z.ZodType> {
  file: string;
  schema: S;
  jsonSchema: string;
}

/** A file holding a list of entries, each checked against `schema`. */
export interface ListFile<S extends z.ZodType> extends SingleFile<S> {
  key: string;
  /** What to check in a raw entry that its schema cannot see (split-flags.ts). */
  rawCheck?: (raw: unknown) => RawProblem[];
}

const single = <S extends z.ZodType>(file: string, schema: S): SingleFile<S> => ({
  file,
  schema,
  jsonSchema: file.replace(/\.yaml$/, '.schema.json'),
});
const list = <S extends z.ZodType>(
  file: string,
  schema: S,
  key: string,
  rawCheck?: (raw: unknown) => RawProblem[],
): ListFile<S> => ({ ...single(file, schema), key, ...(rawCheck ? { rawCheck } : {}) });

export const manifestFiles = {
  site: single('site.yaml', siteSchema),
  routes: single('routes.yaml', routesSchema),
  products: list('products.yaml', productSchema, 'id'),
  offers: list('offers.yaml', offerSchema, 'sfid'),
  bumpOffers: list('bump-offers.yaml', bumpOfferSchema, 'sfid'),
  funnels: list('funnels.yaml', mainFunnelSchema, 'uniqueIdentifier', funnelSplitFlags),
  destinations: list('destinations.yaml', destinationSchema, 'genericUrl', destinationSplitFlags),
  /** Optional: the addresses of retired campaigns and renamed generic URLs. */
  redirects: list('redirects.yaml', redirectSchema, 'from'),
  /** Every *.yaml file under pages/ is a list of page entries. */
  pages: { ...list('pages', pageSchema, 'path'), jsonSchema: 'page.schema.json' },
};
