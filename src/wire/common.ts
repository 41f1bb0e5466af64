/**
 * The wire shapes several resources share (spec §3): the affiliate parameters every request may
 * carry, the stats payload sent with orders, the address, one line of an order as sent and the
 * order as the server answers it.
 */
import * as z from 'zod/mini';
import { ORDER_SOURCES, ORDER_TYPES } from './vocabulary.ts';
import { countryCode, id, intBetween, optText, required, returnUrl, someOf } from './fields.ts';
import { LIMITS } from './limits.ts';

/** The payment methods of spec §1. */
export const PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Amazon Pay', 'Google Pay', 'Apple Pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** ours: not shown in the spec. Order lifecycle in the sandbox. */
export const ORDER_STATUSES = ['Pending', 'Paid', 'Cancelled'] as const;

/** R-AFF-1: affiliate parameters, added to every request body (R-AFF-3). */
export const affParameters = z.object({
  affId: optText(200),
  offId: optText(200),
  subId1: optText(200),
  subId2: optText(200),
  subId3: optText(200),
  subId4: optText(200),
  subId5: optText(200),
  referralUrl: optText(2048),
  landingUrl: optText(2048),
  salesFunnel: optText(200),
});
export type AffParameters = z.infer<typeof affParameters>;

/** The affiliate parameters a request body may carry (R-AFF-3). */
export const withAffParameters = { affParameters: z.optional(affParameters) };

/** §3 stats fields that name the funnel, step variant, split tests, session and destination. */
export const statsFields = {
  funnelSTPId: optText(64),
  url: optText(2048),
  mainFunnelId: optText(64),
  sessionId: optText(64),
  splitTestingFunnelId: optText(64),
  splitTestingPageId: optText(64),
};
/** The rest of the §3 stats payload: the destination and (ours) the page-content id. */
export const statsPlaceFields = {
  destinationId: optText(64),
  /** ours: the session's page-content id (pcid, R-QP-1). */
  contentId: optText(64),
};

/** §3 stats payload, sent with orders as statsInfo. */
export const statsInfo = z.object({ ...statsFields, ...statsPlaceFields });
export type StatsInfo = z.infer<typeof statsInfo>;

/** The statsInfo and affiliate parameters a payment call may carry. */
export const withStatsInfo = { statsInfo: z.optional(statsInfo), ...withAffParameters };

/** §3 address parts, named as the spec names them. */
export const address = z.object({
  Address: required(LIMITS.street),
  Apartment: optText(LIMITS.apartment),
  City: required(LIMITS.city),
  State: required(LIMITS.state),
  ZipPostal: required(LIMITS.postalCode),
  Country: countryCode(),
});
export type Address = z.infer<typeof address>;

/** The order a provider redirect is for and where the shopper returns (PayPal, Amazon Pay). */
export const providerRedirect = { orderId: id, returnUrl, cancelUrl: returnUrl };

/** §3 subscription choice: frequency and frequencyMultiplier. */
export const subscriptionChoice = z.object({
  frequency: z.enum(['Day', 'Week', 'Month']),
  frequencyMultiplier: intBetween(1, 12),
});

/** ours: not shown in the spec. One line of an order: a catalogue product, a bundle size and a count. */
export const orderItemInput = z.object({
  productId: id,
  units: intBetween(1, 12),
  quantity: z._default(intBetween(1, 10), 1),
  subscription: z.optional(subscriptionChoice),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

/** The lines of an order or of a cart a checkout helper prices: 1 to 10. */
/* @__NO_SIDE_EFFECTS__ */
export function cartItems() {
  return someOf(orderItemInput, 10, 'at least one item');
}

/** §3 order item. */
export const orderItem = z.object({
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productImage: z.string(),
  productTaxCode: z.string(),
  productPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  isBumpOffer: z.boolean(),
  productVariantId: z.string(),
  productVariantName: z.string(),
  productVariantPrice: z.number(),
  productVariantSize: z.nullable(z.string()),
  productVariantColor: z.nullable(z.string()),
});
export type OrderItem = z.infer<typeof orderItem>;

/** §3 order, plus cardId and paymentOptionId (the card on file for one-click upsells). */
export const order = z.object({
  brand: z.string(),
  id: z.string(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  date: z.string(),
  accountId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  subscribed: z.boolean(),
  authorized: z.boolean(),
  orderSource: z.enum(ORDER_SOURCES),
  orderType: z.enum(ORDER_TYPES),
  parrentUpsellOrderId: z.nullable(z.string()),
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderItems: z.array(orderItem),
  /** ours: merchandise before discount. */
  subtotal: z.number(),
  /** ours: coupon discount. */
  discount: z.number(),
  coupon: z.nullable(z.string()),
  tax: z.number(),
  orderShippingCost: z.number(),
  shippingOptionId: z.nullable(z.string()),
  orderTransactionFee: z.number(),
  transactionFeeAmount: z.number(),
  transactionFeeDocumentId: z.nullable(z.string()),
  total: z.number(),
  billingAddress: z.nullable(address),
  shippingAddress: z.nullable(address),
  shipToName: z.string(),
  affParameters: z.nullable(affParameters),
  subscription: z.nullable(
    z.object({
      id: z.string(),
      frequency: z.string(),
      frequencyMultiplier: z.number(),
      subtotal: z.number(),
      tax: z.number(),
      shipping: z.number(),
    }),
  ),
  /** ours: the card on file (card, Google Pay, Apple Pay) for one-click upsells. */
  cardId: z.nullable(z.string()),
  /** ours: the payment option id R-ORD-3 sends back for upsells. */
  paymentOptionId: z.nullable(z.string()),
  /** ours: brand and last four of the card on file. */
  cardBrand: z.nullable(z.string()),
  cardLast4: z.nullable(z.string()),
});
export type Order = z.infer<typeof order>;
