/**
 * The commerce API contract (spec §3, §7): one zod schema per request and response, shared by
 * the browser client (`src/api/`) and the local sandbox (`sandbox/`). Paths are relative to the
 * API base. Shapes the spec does not show are the smallest that checkout needs and are marked
 * `ours: not shown in the spec`.
 *
 * Written with zod/mini so that a page bundles only the schemas it uses. Every schema here is
 * built by a call that is free of side effects (zod/mini's own functions, or the helpers below
 * marked `@__NO_SIDE_EFFECTS__`): a `.check()` written at the top level would keep that schema,
 * and with it the rest of the contract, in every bundle. Default issue messages come from the
 * locale the host configures (the sandbox loads English); the texts written here are ours.
 */
import { ORDER_SOURCES, ORDER_TYPES } from '../domain/order.ts';
import * as z from 'zod/mini';

/** Trimmed text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`));
}
/** Trimmed, non-empty text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
function required(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`), z.minLength(1, 'required'));
}
/** Text matching `pattern`, else `message`. */
/* @__NO_SIDE_EFFECTS__ */
function matching(pattern: RegExp, message: string) {
  return z.string().check(z.regex(pattern, message));
}
/** An integer from `min` to `max`. */
/* @__NO_SIDE_EFFECTS__ */
function intBetween(min: number, max: number) {
  return z.int().check(z.gte(min), z.lte(max));
}
/** An array of 1 to `max` items; `empty` is the message for none. */
/* @__NO_SIDE_EFFECTS__ */
function someOf<T extends z.core.SomeType>(item: T, max: number, empty: string) {
  return z.array(item).check(z.minLength(1, empty), z.maxLength(max));
}
/** An array of at most `max` items. */
/* @__NO_SIDE_EFFECTS__ */
function atMost<T extends z.core.SomeType>(item: T, max: number) {
  return z.array(item).check(z.maxLength(max));
}
/** Optional `text(max)`. */
/* @__NO_SIDE_EFFECTS__ */
function optText(max: number) {
  return z.optional(text(max));
}

const id = required(64);
/* @__NO_SIDE_EFFECTS__ */
function amountSchema() {
  return z.number().check(z.gte(0), z.lte(1_000_000));
}
const amount = amountSchema();
/** A return address for a provider redirect: a same-origin path or an http(s) URL. */
/* @__NO_SIDE_EFFECTS__ */
function returnUrlSchema() {
  return required(2048).check(z.regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path starting with "/"'));
}
const returnUrl = returnUrlSchema();
/** An email address of at most 254 characters. */
/* @__NO_SIDE_EFFECTS__ */
function emailSchema() {
  return z.email('a valid email address').check(z.maxLength(254));
}
/** An Amazon access token. */
/* @__NO_SIDE_EFFECTS__ */
function accessTokenSchema() {
  return required(2048).check(z.startsWith('Atza', 'an Amazon access token starting with "Atza"'));
}
/** A video percentage: a number from 0 to 100 or a short text. */
/* @__NO_SIDE_EFFECTS__ */
function percentageSchema() {
  return z.union([z.number().check(z.gte(0), z.lte(100)), text(8)]);
}
/** An ISO country code. */
/* @__NO_SIDE_EFFECTS__ */
function countryCode() {
  return matching(/^[A-Z]{2}$/, 'a two-letter country code');
}

/** Spec §9: order sources. */
export const orderSources = ORDER_SOURCES;
/** Spec §9: order types. */
export const orderTypes = ORDER_TYPES;
/** The payment methods of spec §1. */
export const paymentMethods = ['Credit Card', 'PayPal', 'Amazon Pay', 'Google Pay', 'Apple Pay'] as const;
/** ours: not shown in the spec. Order lifecycle in the sandbox. */
export const orderStatuses = ['Pending', 'Paid', 'Cancelled'] as const;
export type OrderSource = (typeof orderSources)[number];
export type OrderType = (typeof orderTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

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

/** §3 stats payload, sent with orders as statsInfo. */
export const statsInfo = z.object({
  funnelSTPId: optText(64),
  url: optText(2048),
  mainFunnelId: optText(64),
  sessionId: optText(64),
  splitTestingFunnelId: optText(64),
  splitTestingPageId: optText(64),
  destinationId: optText(64),
  /** ours: the session's page-content id (pcid, R-QP-1). */
  contentId: optText(64),
});
export type StatsInfo = z.infer<typeof statsInfo>;

/** §3 address parts, named as the spec names them. */
export const address = z.object({
  Address: required(200),
  Apartment: optText(100),
  City: required(100),
  State: required(50),
  ZipPostal: required(20),
  Country: countryCode(),
});
export type Address = z.infer<typeof address>;

/** ours: not shown in the spec. The shopper's contact details on a guest order. */
export const contact = z.object({
  email: emailSchema(),
  firstName: required(100),
  lastName: required(100),
  phone: matching(/^[0-9 ()+.-]{7,25}$/, '7 to 25 digits'),
});
export type Contact = z.infer<typeof contact>;

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

/** ours: not shown in the spec. Card details; the sandbox keeps only brand and last four. */
export const cardInput = z.object({
  number: matching(/^[0-9 ]{12,23}$/, '12 to 19 digits'),
  expMonth: intBetween(1, 12),
  expYear: intBetween(2000, 2100),
  cvv: matching(/^[0-9]{3,4}$/, '3 or 4 digits'),
  nameOnCard: required(100),
});
export type CardInput = z.infer<typeof cardInput>;

const orderCommon = {
  paymentMethod: z.enum(paymentMethods),
  orderSource: z._default(z.enum(orderSources), 'Cart'),
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
};

/** POST orders/setorderguest and orders/createorder: a first order saved before its payment. */
export const guestOrderBase = z.object({
  ...orderCommon,
  orderType: z._default(z.literal('Standard'), 'Standard'),
  accId: optText(64),
  contact,
  billingAddress: address,
  shippingAddress: z.optional(address),
  orderItems: someOf(orderItemInput, 10, 'at least one item'),
  bumpOfferIds: z._default(atMost(id, 5), []),
  coupon: optText(40),
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
  paymentMethod: z.enum(paymentMethods),
  card: z.optional(cardInput),
  walletToken: optText(4096),
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
export type CreateTransactionRequest = z.input<typeof createTransactionRequest>;

/**
 * ours: not shown in the spec. POST orders/cancelorder: the shopper cancelled the provider's
 * confirmation of an unpaid upsell (R-ORD-3), so the pending order is cancelled, not left pending.
 */
export const cancelOrderRequest = z.object({ orderId: id, affParameters: z.optional(affParameters) });
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;

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
  status: z.enum(orderStatuses),
  date: z.string(),
  accountId: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  subscribed: z.boolean(),
  authorized: z.boolean(),
  orderSource: z.enum(orderSources),
  orderType: z.enum(orderTypes),
  parrentUpsellOrderId: z.nullable(z.string()),
  paymentMethod: z.enum(paymentMethods),
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

/** GET orders/all. ours: the response shape is not shown in the spec. */
export const orderList = z.array(order);

// PayPal (R-PAY-2). ours: request and response shapes are not shown in the spec.
const providerRedirect = { orderId: id, returnUrl, cancelUrl: returnUrl };

/** ours: POST orders/createpaypalpayment. */
export const paypalPaymentCreateRequest = z.object({ ...providerRedirect, affParameters: z.optional(affParameters) });
/** ours: the PayPal payment to approve. */
export const paypalPaymentCreated = z.object({ paymentId: z.string(), token: z.string(), approvalUrl: z.string() });
/** POST orders/executepaypalpayment (adds statsInfo). ours: the other fields. */
export const paypalPaymentExecuteRequest = z.object({
  orderId: id,
  paymentId: id,
  PayerID: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** ours: POST orders/createpaypalsubscription. */
export const paypalSubscriptionCreateRequest = paypalPaymentCreateRequest;
/** ours: the PayPal subscription to approve. */
export const paypalSubscriptionCreated = z.object({
  subscriptionId: z.string(),
  token: z.string(),
  approvalUrl: z.string(),
});
/** ours: POST orders/executepaypalsubscription. */
export const paypalSubscriptionExecuteRequest = z.object({
  orderId: id,
  subscriptionId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** ours: POST orders/cancelpaypalsubscription. */
export const paypalSubscriptionCancelRequest = z.object({
  subscriptionId: id,
  affParameters: z.optional(affParameters),
});
/** ours: the cancelled subscription. */
export const paypalSubscriptionCancelled = z.object({ subscriptionId: z.string(), status: z.literal('Cancelled') });
/** ours: POST orders/setexpresscheckout. */
export const setExpressCheckoutRequest = z.object({
  ...providerRedirect,
  recurring: z._default(z.boolean(), false),
  affParameters: z.optional(affParameters),
});
/** ours: the express-checkout token to approve. */
export const expressCheckoutSet = z.object({ token: z.string(), approvalUrl: z.string() });
/** ours: POST orders/getexpresscheckoutdetail. */
export const getExpressCheckoutDetailRequest = z.object({ token: id, affParameters: z.optional(affParameters) });
/** ours: the payer's details of an approved express checkout. */
export const expressCheckoutDetail = z.object({
  token: z.string(),
  PayerID: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  shippingAddress: z.nullable(address),
});
/** POST orders/doexpresscheckout (adds statsInfo). ours: the other fields. */
export const doExpressCheckoutRequest = z.object({
  orderId: id,
  token: id,
  PayerID: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** ours: POST orders/createrecurringpayment. */
export const createRecurringPaymentRequest = z.object({
  orderId: id,
  token: id,
  PayerID: id,
  affParameters: z.optional(affParameters),
});
/** ours: the recurring payments profile. */
export const recurringPaymentCreated = z.object({
  profileId: z.string(),
  status: z.literal('Active'),
  orderId: z.string(),
});

// Amazon Pay (R-PAY-3).
const accessToken = accessTokenSchema();
/** POST orders/getInfoAmazon: brand, accessToken, orderReferenceId (adds statsInfo). */
export const getInfoAmazonRequest = z.object({
  brand: id,
  accessToken,
  orderReferenceId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** POST orders/getInfoAmazonSub: brand, accessToken, billingAgreementId (adds statsInfo). */
export const getInfoAmazonSubRequest = z.object({
  brand: id,
  accessToken,
  billingAgreementId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** §3 Amazon customer info: email, phone, formattedPhoneNumber, plus (ours) name and address. */
export const amazonCustomerInfo = z.object({
  email: z.string(),
  phone: z.string(),
  formattedPhoneNumber: z.string(),
  name: z.string(),
  address: address,
});
/** POST orders/payamazon (adds statsInfo). ours: the other fields. */
export const payAmazonRequest = z.object({
  ...providerRedirect,
  orderReferenceId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** ours: where the shopper confirms the payment; it returns with the R-QP-4 parameters. */
export const amazonConfirmation = z.object({ orderReferenceId: z.string(), confirmUrl: z.string() });
/** POST orders/captureamazon (adds statsInfo). ours: the other fields. */
export const captureAmazonRequest = z.object({
  orderId: id,
  orderReferenceId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
/** POST orders/payamazonsub (adds statsInfo). ours: the other fields. */
export const payAmazonSubRequest = z.object({
  orderId: id,
  billingAgreementId: id,
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});

// Checkout helpers. ours: not shown in the spec; checkout needs them (R-ORD-6).
/** ours: POST orders/shippingoptions. */
export const shippingOptionsRequest = z.object({
  country: matching(/^[A-Z]{2}$/, 'a two-letter country code'),
  state: optText(50),
  items: someOf(orderItemInput, 10, 'at least one item'),
  affParameters: z.optional(affParameters),
});
/** ours: one shipping option. */
export const shippingOption = z.object({ id: z.string(), label: z.string(), price: z.number() });
/** ours: the shipping options for a cart. */
export const shippingOptions = z.object({ options: z.array(shippingOption) });
/** ours: POST orders/calculatetax. */
export const calculateTaxRequest = z.object({
  address: z.object({ State: required(50), Country: countryCode(), ZipPostal: optText(20) }),
  items: someOf(orderItemInput, 10, 'at least one item'),
  bumpOfferIds: z._default(atMost(id, 5), []),
  coupon: optText(40),
  affParameters: z.optional(affParameters),
});
/** ours: the tax for a cart (taxData.isValid of §3). */
export const taxResult = z.object({ tax: z.number(), rate: z.number(), isValid: z.boolean() });
/** ours: POST orders/applycoupon. */
export const applyCouponRequest = z.object({
  code: required(40),
  items: someOf(orderItemInput, 10, 'at least one item'),
  affParameters: z.optional(affParameters),
});
/** ours: an accepted coupon. */
export const couponResult = z.object({ code: z.string(), discount: z.number(), description: z.string() });

// Funnel stats (R-SES-4).
/** POST funnel/stats/save: a page event. */
export const pageStatsEvent = z.object({
  funnelSTPId: optText(64),
  url: optText(2048),
  mainFunnelId: optText(64),
  sessionId: optText(64),
  splitTestingFunnelId: optText(64),
  splitTestingPageId: optText(64),
  videoPercentage: z.optional(percentageSchema()),
  customPayLoad1: optText(4000),
  customPayLoad2: optText(4000),
  eventType: required(100),
  destinationId: optText(64),
  /** ours: the session's page-content id (pcid, R-QP-1). */
  contentId: optText(64),
  affParameters: z.optional(affParameters),
});
/** POST funnel/stats/save: the destination variant. */
export const destinationStatsEvent = z.object({
  funnelSTFId: id,
  sessionId: optText(64),
  destinationId: optText(64),
  splitTestingId: optText(64),
  eventType: required(100),
  affParameters: z.optional(affParameters),
});
export type PageStatsEvent = z.input<typeof pageStatsEvent>;
export type DestinationStatsEvent = z.input<typeof destinationStatsEvent>;
/** ours: the stored event's id (kept apart in saved.ts for the tracking calls). */
export { saved } from './saved.ts';

// Offers.
/** GET offers/bysfid/{id}: §3 upsell offer. */
export const offer = z.object({
  sfid: z.string(),
  title: z.string(),
  description: z.string(),
  productDescription: z.string(),
  standardPrice: z.number(),
  offerPrice: z.number(),
  shippingCost: z.number(),
  product: z.object({
    id: z.string(),
    sfid: z.string(),
    name: z.string(),
    image: z.array(z.object({ imageUrl: z.string() })),
  }),
});
export type Offer = z.infer<typeof offer> & { imageUrl?: string };

/** GET /alternproxy/getOrderCount?accountid&orderid returns the count. */
export const orderCountQuery = z.object({ accountid: id, orderid: optText(64) });

// Logging (R-API-5).
/** ours: POST log/server: level, message, logObject. */
export const serverLogRequest = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: required(2000),
  logObject: z.optional(z.unknown()),
  affParameters: z.optional(affParameters),
});
export type LogLevel = z.infer<typeof serverLogRequest>['level'];
/** GET {LOG_PATH}: msg, url, and the page's configured destinations and funnels (counts, always sent). */
export const getLogQuery = z.object({
  msg: required(4000),
  url: optText(2048),
  funnel_conf_destinations: matching(/^\d{1,6}$/, 'a count of configured destinations'),
  funnel_conf_funnels: matching(/^\d{1,6}$/, 'a count of configured funnels'),
});

// Leads (R-SES-8). ours: the spec names the lead-creation delay only; path and shapes are ours.
/** ours: POST leads/create: a shopper who typed an email and may not finish (statsInfo names funnel and session). */
export const leadRequest = z.object({
  email: emailSchema(),
  firstName: optText(100),
  lastName: optText(100),
  phone: z.optional(matching(/^[0-9]{10,15}$/, '10 to 15 digits')),
  statsInfo: z.optional(statsInfo),
  affParameters: z.optional(affParameters),
});
export type LeadRequest = z.input<typeof leadRequest>;
/** ours: the recorded lead's id. */
export const leadCreated = z.object({ id: z.string() });
