/**
 * Orders (§7 Orders, R-ORD-1 … R-ORD-3): the first order (saved before a provider payment, or
 * paid at once), the one-click upsell or downsell, paying and cancelling a pending order, and the
 * list of orders. ours: the shapes the spec does not show are the smallest checkout needs.
 */
import * as z from 'zod/mini';
import { ORDER_SOURCES } from './vocabulary.ts';
import { amount, atMost, email, id, intBetween, matching, optText, required, someOf } from './fields.ts';
import { PAYMENT_METHODS, address, cartItems, order, withAffParameters, withStatsInfo } from './common.ts';
import { LIMITS, PHONE_PATTERN } from './limits.ts';

/** ours: not shown in the spec. The shopper's contact details on a guest order. */
export const contact = z.object({
  email: email(),
  firstName: required(LIMITS.name),
  lastName: required(LIMITS.name),
  phone: matching(PHONE_PATTERN, '7 to 25 digits'),
});
export type Contact = z.infer<typeof contact>;

/** ours: not shown in the spec. Card details; the sandbox keeps only brand and last four. */
export const cardInput = z.object({
  number: matching(/^[0-9 ]{12,23}$/, '12 to 19 digits'),
  expMonth: intBetween(1, 12),
  expYear: intBetween(2000, 2100),
  cvv: matching(/^[0-9]{3,4}$/, '3 or 4 digits'),
  nameOnCard: required(LIMITS.name),
});
export type CardInput = z.infer<typeof cardInput>;

const orderCommon = {
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderSource: z._default(z.enum(ORDER_SOURCES), 'Cart'),
  ...withStatsInfo,
};

/** POST orders/setorderguest and orders/createorder: a first order saved before its payment. */
export const guestOrderBase = z.object({
  ...orderCommon,
  orderType: z._default(z.literal('Standard'), 'Standard'),
  accId: optText(64),
  contact,
  billingAddress: address,
  shippingAddress: z.optional(address),
  orderItems: cartItems(),
  bumpOfferIds: z._default(atMost(id, 5), []),
  coupon: optText(LIMITS.coupon),
  shippingOptionId: optText(40),
  card: z.optional(cardInput),
  /** ours: the Google Pay / Apple Pay payment token. */
  walletToken: optText(4096),
});

/** A first order paid at once needs a card for Credit Card and a token for Google Pay and Apple Pay. */
/* @__NO_SIDE_EFFECTS__ */
function withPaymentDetails(base: typeof guestOrderBase) {
  return base.check(
    z.superRefine<z.output<typeof guestOrderBase>>((order, ctx) => {
      if (order.paymentMethod === 'Credit Card' && !order.card)
        ctx.addIssue({ code: 'custom', path: ['card'], message: 'required for Credit Card' });
      if ((order.paymentMethod === 'Google Pay' || order.paymentMethod === 'Apple Pay') && !order.walletToken)
        ctx.addIssue({ code: 'custom', path: ['walletToken'], message: `required for ${order.paymentMethod}` });
    }),
  );
}
/** POST orders/createguest and v2/orders/createTransaction: a first order, paid at once. */
export const guestOrderRequest = withPaymentDetails(guestOrderBase);
export type GuestOrderRequest = z.input<typeof guestOrderRequest>;

/** R-ORD-3: POST orders/createguest for an upsell or downsell, paid with the card on file. */
export const upsellOrderRequest = z.object({
  ...orderCommon,
  orderType: z.enum(['Upsell', 'Downsell']),
  upsells: someOf(id, 5, 'at least one offer'),
  parent: id,
  totalTax: z.optional(amount),
  paymentOptionId: optText(64),
  orderTransactionFee: z.optional(amount),
  transactionFeeDocumentId: optText(64),
  namedAgent: optText(100),
  cardDetails: z.optional(z.object({ cardId: id })),
  /**
   * ours: PayPal or Amazon Pay without a reusable agreement: save the upsell unpaid, linked to
   * its parent, for the provider's confirmation (createpaypalpayment / payamazon) to pay.
   */
  awaitConfirmation: z.optional(z.boolean()),
});
export type UpsellOrderRequest = z.input<typeof upsellOrderRequest>;

/** ours: not shown in the spec. POST orders/createtransaction: pay a pending order. */
export const createTransactionRequest = z.object({
  orderId: id,
  paymentMethod: z.enum(PAYMENT_METHODS),
  card: z.optional(cardInput),
  walletToken: optText(4096),
  ...withStatsInfo,
});
export type CreateTransactionRequest = z.input<typeof createTransactionRequest>;

/**
 * ours: not shown in the spec. POST orders/cancelorder: the shopper cancelled the provider's
 * confirmation of an unpaid upsell (R-ORD-3), so the pending order is cancelled, not left pending.
 */
export const cancelOrderRequest = z.object({ orderId: id, ...withAffParameters });
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;

/** GET orders/all. ours: the response shape is not shown in the spec. */
export const orderList = z.array(order);
