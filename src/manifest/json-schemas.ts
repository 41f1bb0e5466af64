/** JSON Schema files for editors, generated from the manifest's zod schemas (R-GEN-2). */
import { z } from 'zod';
import {
  bumpOfferSchema,
  destinationSchema,
  mainFunnelSchema,
  offerSchema,
  pageSchema,
  productSchema,
  routesSchema,
  siteSchema,
} from './schemas.ts';

const list = (s: z.ZodType) => z.array(s);

/** File name under campaigns/schemas → the schema of the YAML file that references it. */
const files: Record<string, z.ZodType> = {
  'site.schema.json': siteSchema,
  'routes.schema.json': routesSchema,
  'products.schema.json': list(productSchema),
  'offers.schema.json': list(offerSchema),
  'bump-offers.schema.json': list(bumpOfferSchema),
  'funnels.schema.json': list(mainFunnelSchema),
  'destinations.schema.json': list(destinationSchema),
  'page.schema.json': list(pageSchema),
};

/** The text of every schema file, as `scripts/write-schemas.ts` writes it. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([name, schema]) => [
      name,
      `${JSON.stringify(z.toJSONSchema(schema, { io: 'input' }), null, 2)}\n`,
    ]),
  );
}
