/**
 * The product chosen on an offer selector or order form (selectedProduct of R-ORD-4), in a module
 * of its own: the offer selector reads it as it hydrates without the funnel state's other shapes
 * (`stored-selection.ts`). `schemas.ts` builds the rest of the state on it.
 */
import * as g from '../domain/guard.ts';

/** The product chosen on an offer selector or order form. */
export const selectedProductSchema = g.object({
  id: g.string(),
  sfid: g.lenient(g.string()),
  name: g.lenient(g.string()),
  units: g.lenient(g.check(g.int(), (n) => n > 0)),
  price: g.lenient(g.number()),
  shippingCost: g.lenient(g.number()),
  subscription: g.lenient(
    g.object({
      frequency: g.oneOf(['Day', 'Week', 'Month']),
      frequencyMultiplier: g.check(g.int(), (n) => n >= 1 && n <= 12),
    }),
  ),
});
