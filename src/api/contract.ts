/**
 * The commerce API contract (spec §3, §7): one zod schema per request and response, shared by
 * the browser client (`src/api/`) and the local sandbox (`sandbox/`). Paths are relative to the
 * API base. Shapes the spec does not show are the smallest that checkout needs and are marked
 * `ours: not shown in the spec`.
 */
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'required');
const id = required(64);
const amount = z.number().nonnegative().max(1_000_000);
/** A return address for a provider redirect: a same-origin path or an http(s) URL. */
const returnUrl = required(2048).regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path starting with "/"');

/** Spec §9: order sources. */
export const orderSources = ['Cart', 'Funnel', 'App'] as const;
/** Spec §9: order types. */
export const orderTypes = ['Standard', 'Upsell', 'Downsell'] as const;
/** The payment methods of spec §1. */
export const paymentMethods = ['Credit Card', 'PayPal', 'Amazon Pay', 'Google Pay', 'Apple Pay'] as const;
/** ours: not shown in the spec. Order lifecycle in the sandbox. */
export const orderStatuses = ['Pending', 'Paid', 'Cancelled'] as const;
export type OrderSource = (typeof orderSources)[number];
export type OrderType = (typeof orderTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

/** The error body of every failed call (§7: "the error field of the error body"). */
export const errorBody = z.looseObject({ error: z.string() });

/** R-AFF-1: affiliate parameters, added to every request body (R-AFF-3). */
export const affParameters = z.object({
  affId: text(200).optional(),
  offId: text(200).optional(),
  subId1: text(200).optional(),
  subId2: text(200).optional(),
  subId3: text(200).optional(),
  subId4: text(200).optional(),
  subId5: text(200).optional(),
  referralUrl: text(2048).optional(),
  landingUrl: text(2048).optional(),
  salesFunnel: text(200).optional(),
});
export type AffParameters = z.infer<typeof affParameters>;

/** §3 stats payload, sent with orders as statsInfo. */
export const statsInfo = z.object({
  funnelSTPId: text(64).optional(),
  url: text(2048).optional(),
  mainFunnelId: text(64).optional(),
  sessionId: text(64).optional(),
  splitTestingFunnelId: text(64).optional(),
  splitTestingPageId: text(64).optional(),
  destinationId: text(64).optional(),
});
export type StatsInfo = z.infer<typeof statsInfo>;

/** §3 address parts, named as the spec names them. */
export const address = z.object({
  Address: required(200),
  Apartment: text(100).optional(),
  City: required(100),
  State: required(50),
  ZipPostal: required(20),
  Country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
});
export type Address = z.infer<typeof address>;

/** ours: not shown in the spec. The shopper's contact details on a guest order. */
export const contact = z.object({
  email: z.email('a valid email address').max(254),
  firstName: required(100),
  lastName: required(100),
  phone: z.string().regex(/^[0-9 ()+.-]{7,25}$/, '7 to 25 digits'),
});
export type Contact = z.infer<typeof contact>;

/** §3 subscription choice: frequency and frequencyMultiplier. */
export const subscriptionChoice = z.object({
  frequency: z.enum(['Day', 'Week', 'Month']),
  frequencyMultiplier: z.int().min(1).max(12),
});

/** ours: not shown in the spec. One line of an order: a catalogue product, a bundle size and a count. */
export const orderItemInput = z.object({
  productId: id,
  units: z.int().min(1).max(12),
  quantity: z.int().min(1).max(10).default(1),
  subscription: subscriptionChoice.optional(),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

/** ours: not shown in the spec. Card details; the sandbox keeps only brand and last four. */
export const cardInput = z.object({
  number: z.string().regex(/^[0-9 ]{12,23}$/, '12 to 19 digits'),
  expMonth: z.int().min(1).max(12),
  expYear: z.int().min(2000).max(2100),
  cvv: z.string().regex(/^[0-9]{3,4}$/, '3 or 4 digits'),
  nameOnCard: required(100),
});
export type CardInput = z.infer<typeof cardInput>;

const orderCommon = {
  paymentMethod: z.enum(paymentMethods),
  orderSource: z.enum(orderSources).default('Cart'),
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
};

/** POST orders/setorderguest and orders/createorder: a first order saved before its payment. */
export const guestOrderBase = z.object({
  ...orderCommon,
  orderType: z.literal('Standard').default('Standard'),
  accId: text(64).optional(),
  contact,
  billingAddress: address,
  shippingAddress: address.optional(),
  orderItems: z.array(orderItemInput).min(1, 'at least one item').max(10),
  bumpOfferIds: z.array(id).max(5).default([]),
  coupon: text(40).optional(),
  shippingOptionId: text(40).optional(),
  card: cardInput.optional(),
  /** ours: the Google Pay / Apple Pay payment token. */
  walletToken: text(4096).optional(),
});

/** POST orders/createguest and v2/orders/createTransaction: a first order, paid at once. */
export const guestOrderRequest = guestOrderBase.superRefine((order, ctx) => {
  if (order.paymentMethod === 'Credit Card' && !order.card)
    ctx.addIssue({ code: 'custom', path: ['card'], message: 'required for Credit Card' });
  if ((order.paymentMethod === 'Google Pay' || order.paymentMethod === 'Apple Pay') && !order.walletToken)
    ctx.addIssue({ code: 'custom', path: ['walletToken'], message: `required for ${order.paymentMethod}` });
});
export type GuestOrderRequest = z.input<typeof guestOrderRequest>;

/** R-ORD-3: POST orders/createguest for an upsell or downsell, paid with the card on file. */
export const upsellOrderRequest = z.object({
  ...orderCommon,
  orderType: z.enum(['Upsell', 'Downsell']),
  upsells: z.array(id).min(1, 'at least one offer').max(5),
  parent: id,
  totalTax: amount.optional(),
  paymentOptionId: text(64).optional(),
  orderTransactionFee: amount.optional(),
  transactionFeeDocumentId: text(64).optional(),
  namedAgent: text(100).optional(),
  cardDetails: z.object({ cardId: id }).optional(),
});
export type UpsellOrderRequest = z.input<typeof upsellOrderRequest>;

/** POST orders/createguest: a first order, or an upsell/downsell when orderType says so. */
export const createGuestRequest = z.union([upsellOrderRequest, guestOrderRequest]);

/** ours: not shown in the spec. POST orders/createtransaction: pay a pending order. */
export const createTransactionRequest = z.object({
  orderId: id,
  paymentMethod: z.enum(paymentMethods),
  card: cardInput.optional(),
  walletToken: text(4096).optional(),
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
export type CreateTransactionRequest = z.input<typeof createTransactionRequest>;

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
  productVariantSize: z.string().nullable(),
  productVariantColor: z.string().nullable(),
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
  parrentUpsellOrderId: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  orderItems: z.array(orderItem),
  /** ours: merchandise before discount. */
  subtotal: z.number(),
  /** ours: coupon discount. */
  discount: z.number(),
  coupon: z.string().nullable(),
  tax: z.number(),
  orderShippingCost: z.number(),
  shippingOptionId: z.string().nullable(),
  orderTransactionFee: z.number(),
  transactionFeeAmount: z.number(),
  transactionFeeDocumentId: z.string().nullable(),
  total: z.number(),
  billingAddress: address.nullable(),
  shippingAddress: address.nullable(),
  shipToName: z.string(),
  affParameters: affParameters.nullable(),
  subscription: z
    .object({
      id: z.string(),
      frequency: z.string(),
      frequencyMultiplier: z.number(),
      subtotal: z.number(),
      tax: z.number(),
      shipping: z.number(),
    })
    .nullable(),
  /** ours: the card on file (card, Google Pay, Apple Pay) for one-click upsells. */
  cardId: z.string().nullable(),
  /** ours: the payment option id R-ORD-3 sends back for upsells. */
  paymentOptionId: z.string().nullable(),
  /** ours: brand and last four of the card on file. */
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type Order = z.infer<typeof order>;

/** GET orders/all. ours: the response shape is not shown in the spec. */
export const orderList = z.array(order);

// PayPal (R-PAY-2). ours: request and response shapes are not shown in the spec.
const providerRedirect = { orderId: id, returnUrl, cancelUrl: returnUrl };

/** ours: POST orders/createpaypalpayment. */
export const paypalPaymentCreateRequest = z.object({ ...providerRedirect, affParameters: affParameters.optional() });
/** ours: the PayPal payment to approve. */
export const paypalPaymentCreated = z.object({ paymentId: z.string(), token: z.string(), approvalUrl: z.string() });
/** POST orders/executepaypalpayment (adds statsInfo). ours: the other fields. */
export const paypalPaymentExecuteRequest = z.object({
  orderId: id,
  paymentId: id,
  PayerID: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
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
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
/** ours: POST orders/cancelpaypalsubscription. */
export const paypalSubscriptionCancelRequest = z.object({
  subscriptionId: id,
  affParameters: affParameters.optional(),
});
/** ours: the cancelled subscription. */
export const paypalSubscriptionCancelled = z.object({ subscriptionId: z.string(), status: z.literal('Cancelled') });
/** ours: POST orders/setexpresscheckout. */
export const setExpressCheckoutRequest = z.object({
  ...providerRedirect,
  recurring: z.boolean().default(false),
  affParameters: affParameters.optional(),
});
/** ours: the express-checkout token to approve. */
export const expressCheckoutSet = z.object({ token: z.string(), approvalUrl: z.string() });
/** ours: POST orders/getexpresscheckoutdetail. */
export const getExpressCheckoutDetailRequest = z.object({ token: id, affParameters: affParameters.optional() });
/** ours: the payer's details of an approved express checkout. */
export const expressCheckoutDetail = z.object({
  token: z.string(),
  PayerID: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  shippingAddress: address.nullable(),
});
/** POST orders/doexpresscheckout (adds statsInfo). ours: the other fields. */
export const doExpressCheckoutRequest = z.object({
  orderId: id,
  token: id,
  PayerID: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
/** ours: POST orders/createrecurringpayment. */
export const createRecurringPaymentRequest = z.object({
  orderId: id,
  token: id,
  PayerID: id,
  affParameters: affParameters.optional(),
});
/** ours: the recurring payments profile. */
export const recurringPaymentCreated = z.object({
  profileId: z.string(),
  status: z.literal('Active'),
  orderId: z.string(),
});

// Amazon Pay (R-PAY-3).
const accessToken = required(2048).startsWith('Atza', 'an Amazon access token starting with "Atza"');
/** POST orders/getInfoAmazon: brand, accessToken, orderReferenceId (adds statsInfo). */
export const getInfoAmazonRequest = z.object({
  brand: id,
  accessToken,
  orderReferenceId: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
/** POST orders/getInfoAmazonSub: brand, accessToken, billingAgreementId (adds statsInfo). */
export const getInfoAmazonSubRequest = z.object({
  brand: id,
  accessToken,
  billingAgreementId: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
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
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
/** ours: where the shopper confirms the payment; it returns with the R-QP-4 parameters. */
export const amazonConfirmation = z.object({ orderReferenceId: z.string(), confirmUrl: z.string() });
/** POST orders/captureamazon (adds statsInfo). ours: the other fields. */
export const captureAmazonRequest = z.object({
  orderId: id,
  orderReferenceId: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});
/** POST orders/payamazonsub (adds statsInfo). ours: the other fields. */
export const payAmazonSubRequest = z.object({
  orderId: id,
  billingAgreementId: id,
  statsInfo: statsInfo.optional(),
  affParameters: affParameters.optional(),
});

// Checkout helpers. ours: not shown in the spec; checkout needs them (R-ORD-6).
/** ours: POST orders/shippingoptions. */
export const shippingOptionsRequest = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code'),
  state: text(50).optional(),
  items: z.array(orderItemInput).min(1, 'at least one item').max(10),
  affParameters: affParameters.optional(),
});
/** ours: one shipping option. */
export const shippingOption = z.object({ id: z.string(), label: z.string(), price: z.number() });
/** ours: the shipping options for a cart. */
export const shippingOptions = z.object({ options: z.array(shippingOption) });
/** ours: POST orders/calculatetax. */
export const calculateTaxRequest = z.object({
  address: z.object({ State: required(50), Country: address.shape.Country, ZipPostal: text(20).optional() }),
  items: z.array(orderItemInput).min(1, 'at least one item').max(10),
  bumpOfferIds: z.array(id).max(5).default([]),
  coupon: text(40).optional(),
  affParameters: affParameters.optional(),
});
/** ours: the tax for a cart (taxData.isValid of §3). */
export const taxResult = z.object({ tax: z.number(), rate: z.number(), isValid: z.boolean() });
/** ours: POST orders/applycoupon. */
export const applyCouponRequest = z.object({
  code: required(40),
  items: z.array(orderItemInput).min(1, 'at least one item').max(10),
  affParameters: affParameters.optional(),
});
/** ours: an accepted coupon. */
export const couponResult = z.object({ code: z.string(), discount: z.number(), description: z.string() });

// Funnel stats (R-SES-4).
/** POST funnel/stats/save: a page event. */
export const pageStatsEvent = z.object({
  funnelSTPId: text(64).optional(),
  url: text(2048).optional(),
  mainFunnelId: text(64).optional(),
  sessionId: text(64).optional(),
  splitTestingFunnelId: text(64).optional(),
  splitTestingPageId: text(64).optional(),
  videoPercentage: z.union([z.number().min(0).max(100), text(8)]).optional(),
  customPayLoad1: text(4000).optional(),
  customPayLoad2: text(4000).optional(),
  eventType: required(100),
  destinationId: text(64).optional(),
  affParameters: affParameters.optional(),
});
/** POST funnel/stats/save: the destination variant. */
export const destinationStatsEvent = z.object({
  funnelSTFId: id,
  sessionId: text(64).optional(),
  destinationId: text(64).optional(),
  splitTestingId: text(64).optional(),
  eventType: required(100),
  affParameters: affParameters.optional(),
});
export type PageStatsEvent = z.input<typeof pageStatsEvent>;
export type DestinationStatsEvent = z.input<typeof destinationStatsEvent>;
/** ours: the stored event's id. */
export const saved = z.object({ id: z.union([z.string(), z.number()]).optional() });

// Offers and content.
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
/** GET content/byname/{name}: an array; the first item is used. */
export const contentByName = z.array(z.object({ name: z.string(), content: z.string() }));
export type ContentPage = z.infer<typeof contentByName>[number];
/** GET content/sfid/{sfid}: content is a JSON string. */
export const contentBySfid = z.object({ content: z.string() });

/** GET /alternproxy/getOrderCount?accountid&orderid returns the count. */
export const orderCountQuery = z.object({ accountid: id, orderid: text(64).optional() });

// Logging (R-API-5).
/** ours: POST log/server: level, message, logObject. */
export const serverLogRequest = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: required(2000),
  logObject: z.unknown().optional(),
  affParameters: affParameters.optional(),
});
export type LogLevel = z.infer<typeof serverLogRequest>['level'];
/** GET {LOG_PATH}: msg, url, funnel_conf_destinations, funnel_conf_funnels. */
export const getLogQuery = z.object({
  msg: required(4000),
  url: text(2048).optional(),
  funnel_conf_destinations: text(10).optional(),
  funnel_conf_funnels: text(10).optional(),
});
