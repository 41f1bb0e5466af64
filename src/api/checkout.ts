/**
 * Checkout helpers the spec does not name but checkout needs (R-ORD-6). ours: not shown in the
 * spec. Shipping options, tax (taxData.isValid) and coupon checks, all priced by the server.
 */
import type { Pipeline } from './pipeline.ts';
import { poster } from './posts.ts';

/** The checkout helper functions bound to a pipeline. */
export function checkoutApi(p: Pipeline) {
  const post = poster(p);
  return {
    /** POST orders/shippingoptions → options[{id, label, price}]. */
    getShippingOptions: post('orders/shippingoptions'),
    /** POST orders/calculatetax → {tax, rate, isValid}. */
    calculateTax: post('orders/calculatetax'),
    /** POST orders/applycoupon → {code, discount, description}; errors name the coupon rule (§8). */
    applyCoupon: post('orders/applycoupon'),
  };
}
