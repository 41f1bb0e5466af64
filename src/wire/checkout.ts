/**
 * Checkout helpers (R-ORD-6). ours: not shown in the spec; checkout needs them. Shipping
 * options, tax (taxData.isValid) and coupon checks, all priced by the server.
 */
import * as z from 'zod/mini';
import { atMost, countryCode, id, optText, required } from './fields.ts';
import { cartItems, withAffParameters } from './common.ts';
import { LIMITS } from './limits.ts';

/** ours: POST orders/shippingoptions. */
export const shippingOptionsRequest = z.object({
  country: countryCode(),
  state: optText(LIMITS.state),
  items: cartItems(),
  ...withAffParameters,
});
/** ours: one shipping option. */
export const shippingOption = z.object({ id: z.string(), label: z.string(), price: z.number() });
/** ours: the shipping options for a cart. */
export const shippingOptions = z.object({ options: z.array(shippingOption) });

/** ours: POST orders/calculatetax. */
export const calculateTaxRequest = z.object({
  address: z.object({ State: required(LIMITS.state), Country: countryCode(), ZipPostal: optText(LIMITS.postalCode) }),
  items: cartItems(),
  bumpOfferIds: z._default(atMost(id, 5), []),
  coupon: optText(LIMITS.coupon),
  ...withAffParameters,
});
/** ours: the tax for a cart (taxData.isValid of §3). */
export const taxResult = z.object({ tax: z.number(), rate: z.number(), isValid: z.boolean() });

/** ours: POST orders/applycoupon. */
export const applyCouponRequest = z.object({ code: required(LIMITS.coupon), items: cartItems(), ...withAffParameters });
/** ours: an accepted coupon. */
export const couponResult = z.object({ code: z.string(), discount: z.number(), description: z.string() });

/** The request and answer of each checkout helper's path. */
export const checkoutCalls = {
  'orders/shippingoptions': [shippingOptionsRequest, shippingOptions],
  'orders/calculatetax': [calculateTaxRequest, taxResult],
  'orders/applycoupon': [applyCouponRequest, couponResult],
} as const;
