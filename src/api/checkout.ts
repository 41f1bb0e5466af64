/**
 * Checkout helpers the spec does not name but checkout needs (R-ORD-6). ours: not shown in the
 * spec. Shipping options, tax (taxData.isValid) and coupon checks, all priced by the server.
 */
import type * as z from 'zod/mini';
import type { applyCouponRequest, calculateTaxRequest, shippingOptionsRequest } from './contract.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';

type In<S extends z.core.SomeType> = z.input<S>;

/** The checkout helper functions bound to a pipeline. */
export function checkoutApi(p: Pipeline) {
  return {
    /** POST orders/shippingoptions → options[{id, label, price}]. */
    getShippingOptions: (req: In<typeof shippingOptionsRequest>, o?: CallOptions) =>
      p.post('orders/shippingoptions', req, wire('shippingOptions'), o),
    /** POST orders/calculatetax → {tax, rate, isValid}. */
    calculateTax: (req: In<typeof calculateTaxRequest>, o?: CallOptions) =>
      p.post('orders/calculatetax', req, wire('taxResult'), o),
    /** POST orders/applycoupon → {code, discount, description}; errors name the coupon rule (§8). */
    applyCoupon: (req: In<typeof applyCouponRequest>, o?: CallOptions) =>
      p.post('orders/applycoupon', req, wire('couponResult'), o),
  };
}
