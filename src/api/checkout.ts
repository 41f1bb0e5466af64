/**
 * Checkout helpers the spec does not name but checkout needs (R-ORD-6). ours: not shown in the
 * spec. Shipping options, tax (taxData.isValid) and coupon checks, all priced by the server.
 */
import type { Pipeline } from './pipeline.ts';
import { postsOf } from './posts.ts';

/** The checkout helper functions bound to a pipeline. */
export function checkoutApi(p: Pipeline) {
  return postsOf(p, {
    /** POST orders/shippingoptions → options[{id, label, price}]. */
    getShippingOptions: ['orders/shippingoptions', 'shippingOptionsRequest', 'shippingOptions'],
    /** POST orders/calculatetax → {tax, rate, isValid}. */
    calculateTax: ['orders/calculatetax', 'calculateTaxRequest', 'taxResult'],
    /** POST orders/applycoupon → {code, discount, description}; errors name the coupon rule (§8). */
    applyCoupon: ['orders/applycoupon', 'applyCouponRequest', 'couponResult'],
  });
}
