/**
 * The stored shapes (spec §3, R-ORD-4, R-SES-6), parsed whenever a value enters or leaves
 * storage. Objects strip keys they do not list, so nothing unlisted (such as a card number or
 * CVV) can be kept; each top-level field falls back to "absent" on its own when
 * corrupt, so one bad field never loses the rest. Shapes the spec does not show are kept small.
 */
import * as z from 'zod/mini';
import { lenient as opt } from './lenient.ts';
import { AFFILIATE_KEYS } from '../domain/affiliate-keys.ts';
import { selectedProductSchema } from './selection-schema.ts';

export { selectedProductSchema };
const str = z.string();
const num = z.number();

/** §3 address parts, as the API names them; lenient for partly filled forms. */
export const storedAddressSchema = z.object({
  Address: opt(str),
  Apartment: opt(str),
  City: opt(str),
  State: opt(str),
  ZipPostal: opt(str),
  Country: opt(str),
});

/** R-AFF-1: affiliate parameters as an order carries them (every value optional). */
export const orderAffParametersSchema = z.object(
  Object.fromEntries(AFFILIATE_KEYS.map((k) => [k, opt(str)])) as Record<
    (typeof AFFILIATE_KEYS)[number],
    ReturnType<typeof opt<z.ZodMiniString>>
  >,
);

/** §3 order item. */
export const storedOrderItemSchema = z.object({
  orderId: opt(str),
  productId: opt(str),
  productName: opt(str),
  productDescription: opt(str),
  productImage: opt(str),
  productTaxCode: opt(str),
  productPrice: opt(num),
  quantity: opt(num),
  totalPrice: opt(num),
  isBumpOffer: opt(z.boolean()),
  productVariantId: opt(str),
  productVariantName: opt(str),
  productVariantPrice: opt(num),
  productVariantSize: opt(z.nullable(str)),
  productVariantColor: opt(z.nullable(str)),
});

/** §3 order as kept for the upsell and order-success pages; the card on file only by id and last four. */
export const storedOrderSchema = z.object({
  id: str,
  name: opt(str),
  brand: opt(str),
  status: opt(str),
  date: opt(str),
  accountId: opt(str),
  customerEmail: opt(str),
  customerName: opt(str),
  nicn: opt(str),
  subscribed: opt(z.boolean()),
  authorized: opt(z.boolean()),
  orderSource: opt(str),
  orderType: opt(str),
  parrentUpsellOrderId: opt(z.nullable(str)),
  paymentMethod: opt(str),
  orderItems: opt(z.array(storedOrderItemSchema)),
  subtotal: opt(num),
  discount: opt(num),
  coupon: opt(z.nullable(str)),
  tax: opt(num),
  orderShippingCost: opt(num),
  shippingOptionId: opt(z.nullable(str)),
  orderTransactionFee: opt(num),
  transactionFeeAmount: opt(num),
  transactionFeeDocumentId: opt(z.nullable(str)),
  total: opt(num),
  billingAddress: opt(z.nullable(storedAddressSchema)),
  shippingAddress: opt(z.nullable(storedAddressSchema)),
  shipToName: opt(str),
  latitude: opt(z.nullable(num)),
  longitude: opt(z.nullable(num)),
  affParameters: opt(z.nullable(orderAffParametersSchema)),
  subscription: opt(
    z.nullable(
      z.object({
        id: opt(str),
        frequency: opt(str),
        frequencyMultiplier: opt(num),
        subtotal: opt(num),
        tax: opt(num),
        shipping: opt(num),
      }),
    ),
  ),
  cardId: opt(z.nullable(str)),
  paymentOptionId: opt(z.nullable(str)),
  cardBrand: opt(z.nullable(str)),
  cardLast4: opt(z.nullable(z.string().check(z.regex(/^\d{4}$/)))),
});

/** R-ORD-9: checkout data of an order form or offer page. */
export const checkoutDataSchema = z.object({
  product: opt(z.object({ name: str, sfid: str })),
  standardPrice: opt(num),
  orderFormBrand: opt(z.object({ uniqueName: str })),
  name: opt(str),
  viewType: opt(str),
  formType: opt(str),
  route: opt(str),
  offerPrice: opt(num),
  shippingCost: opt(num),
  subscriptionPrice: opt(num),
});

/** §3 upsell page data: what the next page needs (ours: the exact shape is not shown). */
export const navParamsSchema = z.object({
  order: opt(storedOrderSchema),
  upsells: opt(z.array(str)),
  upsellIndex: opt(z.int().check(z.gte(0))),
  paymentMethod: opt(str),
  checkout: opt(checkoutDataSchema),
});

/**
 * §3 orderDetails: the order placed, the offers (sfids) to show after it and where the shopper is
 * among them; ours: the purchase's key its add-ons carry (X-Purchase-Id) and when this tab saw it
 * paid (its clock), for the one-click window (domain/upsell/one-click.ts).
 */
export const orderDetailsSchema = z.object({
  order: opt(storedOrderSchema),
  purchaseId: opt(str),
  paidAt: opt(str),
  upsells: opt(z.array(str)),
  upsellIndex: opt(z.int().check(z.gte(0))),
  paymentMethod: opt(str),
  navParams: opt(navParamsSchema),
});

/** §3 order-success accountDetails; also the saved account. */
const accountDetailsFields = {
  firstName: opt(str),
  lastName: opt(str),
  email: opt(str),
  phone: opt(str),
  country: opt(str),
  state: opt(str),
  city: opt(str),
  street: opt(str),
  zipPostalCode: opt(str),
  apartment: opt(str),
  additionalAddressLine: opt(str),
};
export const accountDetailsSchema = z.object(accountDetailsFields);

/** Ours: the billing address typed apart from shipping (domain/checkout/billing.ts), kept for a reload. */
export const billingDetailsSchema = z.object({
  billingSame: opt(z.boolean()),
  billingStreet: opt(str),
  billingApartment: opt(str),
  billingCity: opt(str),
  billingState: opt(str),
  billingZipPostalCode: opt(str),
  billingCountry: opt(str),
});

/** §3 taxData: isValid plus the figures the checkout shows. */
export const taxDataSchema = z.object({
  isValid: opt(z.boolean()),
  tax: opt(num),
  rate: opt(num),
  totalTax: opt(num),
  dataForTax: opt(z.record(z.string(), z.union([str, num, z.boolean(), z.null()]))),
});

/** One shipping option as the checkout lists it. */
export const shippingOptionSchema = z.object({ id: str, label: str, price: num });

/** §3 shippingInfo: the ship-to address, whether it validated, and the options found for it. */
export const shippingInfoSchema = z.object({
  ...accountDetailsFields,
  isValid: opt(z.boolean()),
  options: opt(z.array(shippingOptionSchema)),
});

/** R-ORD-6: the coupon applied. */
export const couponSchema = z.object({
  code: str,
  discount: opt(num),
  discountPercent: opt(num),
  productIds: opt(z.array(str)),
  appliesToSubscription: opt(z.boolean()),
});

/** R-ORD-4: a bump offer seen, and when (ISO date). */
export const bumpExpireSchema = z.object({ sfid: str, viewDate: str });

/** Which funnel the shopper is in (ids for stats, R-SES-4). */
export const funnelRefSchema = z.object({
  mainFunnelId: opt(str),
  uniqueIdentifier: opt(str),
  step: opt(z.int()),
  destinationId: opt(str),
  splitTestingFunnelId: opt(str),
  splitTestingId: opt(str),
});

/** R-ORD-4: everything under the 'state' key. */
export const funnelStateSchema = z.object({
  savedAt: opt(str),
  pageName: opt(str),
  navParams: opt(navParamsSchema),
  orderDetails: opt(orderDetailsSchema),
  funnel: opt(funnelRefSchema),
  accountDetails: opt(accountDetailsSchema),
  billingDetails: opt(billingDetailsSchema),
  taxData: opt(taxDataSchema),
  upsells: opt(z.array(storedOrderSchema)),
  shippingInfo: opt(shippingInfoSchema),
  coupon: opt(couponSchema),
  bumpExpireList: opt(z.array(bumpExpireSchema)),
  selectedProduct: opt(selectedProductSchema),
  selectedShippingIndex: opt(z.int().check(z.gte(0))),
  selectedBumpOffersIds: opt(z.array(str)),
});
