/**
 * The product chosen on an offer selector or order form (selectedProduct of R-ORD-4), in a module
 * of its own: the offer selector reads it as it hydrates without the funnel state's other shapes
 * (`stored-selection.ts`). `schemas.ts` builds the rest of the state on it.
 */
import * as z from 'zod/mini';
import { lenient } from './lenient.ts';

/** The product chosen on an offer selector or order form. */
export const selectedProductSchema = z.object({
  id: z.string(),
  sfid: lenient(z.string()),
  name: lenient(z.string()),
  units: lenient(z.int().check(z.positive())),
  price: lenient(z.number()),
  shippingCost: lenient(z.number()),
  subscription: lenient(
    z.object({
      frequency: z.enum(['Day', 'Week', 'Month']),
      frequencyMultiplier: z.int().check(z.gte(1), z.lte(12)),
    }),
  ),
});
