/** Types of the stored shapes, read off their schemas (R-ORD-4, R-ORD-9, R-SES-6, §3). */
import type { output as Out } from 'zod/mini';
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

export type StoredAddress = Out<typeof storedAddressSchema>;
/** R-AFF-1: the domain's affiliate parameters (session data holds them). */
export type { AffiliateParameters };
export type StoredOrderItem = Out<typeof storedOrderItemSchema>;
export type StoredOrder = Out<typeof storedOrderSchema>;
export type CheckoutData = Out<typeof checkoutDataSchema>;
export type NavParams = Out<typeof navParamsSchema>;
export type OrderDetails = Out<typeof orderDetailsSchema>;
export type AccountDetails = Out<typeof accountDetailsSchema>;
export type TaxData = Out<typeof taxDataSchema>;
export type ShippingOption = Out<typeof shippingOptionSchema>;
export type ShippingInfo = Out<typeof shippingInfoSchema>;
export type Coupon = Out<typeof couponSchema>;
export type BumpExpire = Out<typeof bumpExpireSchema>;
export type SelectedProduct = Out<typeof selectedProductSchema>;
export type FunnelRef = Out<typeof funnelRefSchema>;
/** R-ORD-4: the saved funnel state under the 'state' key. */
export type FunnelState = Out<typeof funnelStateSchema>;
/** R-ORD-4: funnel session data. */
export type { SessionData } from './session-shapes.ts';
