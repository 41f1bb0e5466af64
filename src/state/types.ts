/** Types of the stored shapes, read off their schemas (R-ORD-4, R-ORD-9, R-SES-6, §3). */
import type * as z from 'zod/mini';
import type { AffiliateParameters } from '../domain/affiliate.ts';
import type {
  accountDetailsSchema,
  bumpExpireSchema,
  checkoutDataSchema,
  couponSchema,
  funnelRefSchema,
  funnelStateSchema,
  navParamsSchema,
  orderDetailsSchema,
  selectedProductSchema,
  shippingInfoSchema,
  shippingOptionSchema,
  storedAddressSchema,
  storedOrderItemSchema,
  storedOrderSchema,
  taxDataSchema,
} from './schemas.ts';

export type StoredAddress = z.output<typeof storedAddressSchema>;
/** R-AFF-1: the domain's affiliate parameters (session data holds them). */
export type { AffiliateParameters };
export type StoredOrderItem = z.output<typeof storedOrderItemSchema>;
export type StoredOrder = z.output<typeof storedOrderSchema>;
export type CheckoutData = z.output<typeof checkoutDataSchema>;
export type NavParams = z.output<typeof navParamsSchema>;
export type OrderDetails = z.output<typeof orderDetailsSchema>;
export type AccountDetails = z.output<typeof accountDetailsSchema>;
export type TaxData = z.output<typeof taxDataSchema>;
export type ShippingOption = z.output<typeof shippingOptionSchema>;
export type ShippingInfo = z.output<typeof shippingInfoSchema>;
export type Coupon = z.output<typeof couponSchema>;
export type BumpExpire = z.output<typeof bumpExpireSchema>;
export type SelectedProduct = z.output<typeof selectedProductSchema>;
export type FunnelRef = z.output<typeof funnelRefSchema>;
/** R-ORD-4: the saved funnel state under the 'state' key. */
export type FunnelState = z.output<typeof funnelStateSchema>;
/** R-ORD-4: funnel session data. */
export type { SessionData } from './session-shapes.ts';
