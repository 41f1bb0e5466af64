/**
 * Server-side pricing (never trusts client prices): order lines from the catalogue (bundle
 * price × quantity, subscription discount), bump offers, shipping options, coupons and tax.
 * Everything in integer cents, converted and discounted with the rules the pages use
 * (src/domain/money.ts, src/domain/checkout/offer-options.ts); a problem throws a 400 naming the field.
 */
import type { z } from 'zod';
import type { orderItemInput } from '../src/wire/index.ts';
import {
  COUPON_NOT_FOR_PRODUCT,
  COUPON_NOT_FOR_SUBSCRIPTION,
  NOT_SHIPPING_TO_COUNTRY,
} from '../src/domain/messages.ts';
import { discountedCents } from '../src/domain/checkout/offer-options.ts';
import { toCents } from '../src/domain/money.ts';
import type { Catalogue } from './catalogue.ts';
import { badRequest } from './problems.ts';
import { taxCents, taxRate } from './tax.ts';

/** One priced order line. */
export interface Line {
  productId: string;
  productName: string;
  productDescription: string;
  productImage: string;
  productTaxCode: string;
  variantId: string;
  variantName: string;
  unitCents: number;
  quantity: number;
  totalCents: number;
  isBump: boolean;
  shippingCents: number;
  subscription: { frequency: string; frequencyMultiplier: number } | null;
}

type ItemInput = z.infer<typeof orderItemInput>;

/** Prices the order items and bump offers from the catalogue. */
export function priceLines(
  catalogue: Catalogue,
  items: ItemInput[],
  bumpOfferIds: string[] = [],
  field = 'orderItems',
): Line[] {
  const lines = items.map((item, i): Line => {
    const product = catalogue.products.get(item.productId);
    if (!product) throw badRequest(`${field}.${i}.productId: unknown product '${item.productId}'`);
    const bundle = product.bundles.find((b) => b.units === item.units);
    if (!bundle)
      throw badRequest(
        `${field}.${i}.units: ${product.id} comes in ${product.bundles.map((b) => b.units).join(', ')} units`,
      );
    let unit = toCents(bundle.price);
    let subscription: Line['subscription'] = null;
    if (item.subscription) {
      const plan = product.subscription;
      const wanted = item.subscription;
      if (!plan) throw badRequest(`${field}.${i}.subscription: ${product.id} is not sold by subscription`);
      if (
        !plan.frequencies.some(
          (f) => f.frequency === wanted.frequency && f.frequencyMultiplier === wanted.frequencyMultiplier,
        )
      )
        throw badRequest(
          `${field}.${i}.subscription: ${product.id} has no ${wanted.frequencyMultiplier} ${wanted.frequency} plan`,
        );
      unit = discountedCents(unit, plan.discountPercent);
      subscription = { ...wanted };
    }
    return {
      productId: product.id,
      productName: product.name,
      productDescription: product.description,
      productImage: product.image,
      productTaxCode: product.taxCode,
      variantId: `${product.sfid}-${bundle.units}`,
      variantName: bundle.label,
      unitCents: unit,
      quantity: item.quantity,
      totalCents: unit * item.quantity,
      isBump: false,
      shippingCents: toCents(bundle.shippingCost),
      subscription,
    };
  });
  const seen = new Set<string>();
  bumpOfferIds.forEach((sfid, i) => {
    const bump = catalogue.bumpOffers.get(sfid);
    if (!bump) throw badRequest(`bumpOfferIds.${i}: unknown bump offer '${sfid}'`);
    if (seen.has(sfid)) throw badRequest(`bumpOfferIds.${i}: '${sfid}' listed twice`);
    seen.add(sfid);
    const product = catalogue.products.get(bump.product);
    lines.push({
      productId: bump.product,
      productName: bump.title,
      productDescription: product?.description ?? bump.title,
      productImage: product?.image ?? '',
      productTaxCode: product?.taxCode ?? '',
      variantId: bump.sfid,
      variantName: bump.title,
      unitCents: toCents(bump.price),
      quantity: 1,
      totalCents: toCents(bump.price),
      isBump: true,
      shippingCents: 0,
      subscription: null,
    });
  });
  return lines;
}

/** Sum of line totals. */
export const subtotalCents = (lines: Line[]) => lines.reduce((sum, l) => sum + l.totalCents, 0);

/** One shipping option in cents. */
export interface ShippingChoice {
  id: string;
  label: string;
  cents: number;
}

/** Shipping options: one parcel priced at the highest bundle shipping cost; express +$14.95; Canada +$9.95. */
export function shippingChoices(country: string, lines: Line[]): ShippingChoice[] {
  if (country !== 'US' && country !== 'CA') throw badRequest(NOT_SHIPPING_TO_COUNTRY);
  const base =
    Math.max(0, ...lines.filter((l) => !l.isBump).map((l) => l.shippingCents)) + (country === 'CA' ? 995 : 0);
  return [
    { id: 'standard', label: 'Standard shipping (5–7 business days)', cents: base },
    { id: 'express', label: 'Express shipping (2 business days)', cents: base + 1495 },
  ];
}

/** The chosen shipping option (default: standard). */
export function chooseShipping(
  country: string,
  lines: Line[],
  optionId: string | undefined,
  field = 'shippingOptionId',
): ShippingChoice {
  const choices = shippingChoices(country, lines);
  const choice = choices.find((c) => c.id === (optionId ?? 'standard'));
  if (!choice) throw badRequest(`${field}: unknown shipping option '${optionId}'`);
  return choice;
}

/** Coupons: GLOW10 = 10 % off merchandise, not for subscriptions; TEA5 = $5 off, BeautyTea only. */
export function couponDiscount(
  code: string,
  lines: Line[],
): { code: string; discountCents: number; description: string } {
  const upper = code.trim().toUpperCase();
  const merchandise = lines.filter((l) => !l.isBump);
  if (upper === 'GLOW10') {
    if (merchandise.some((l) => l.subscription)) throw badRequest(COUPON_NOT_FOR_SUBSCRIPTION);
    return { code: upper, discountCents: Math.round(subtotalCents(merchandise) * 0.1), description: '10% off' };
  }
  if (upper === 'TEA5') {
    const tea = merchandise.filter((l) => l.productId === 'BeautyTea');
    if (tea.length === 0) throw badRequest(COUPON_NOT_FOR_PRODUCT);
    return { code: upper, discountCents: Math.min(500, subtotalCents(tea)), description: '$5 off Ikarian Beauty Tea' };
  }
  throw badRequest(COUPON_NOT_FOR_PRODUCT);
}

/** Tax on the discounted merchandise; an unknown state throws a 400 naming `field`. */
export function taxFor(
  country: string,
  state: string,
  taxableCents: number,
  field: string,
): { rate: number; cents: number } {
  if (country !== 'US' && country !== 'CA') throw badRequest(NOT_SHIPPING_TO_COUNTRY);
  const rate = taxRate(country, state);
  if (rate === undefined) throw badRequest(`${field}: '${state}' is not a state of ${country}`);
  return { rate, cents: taxCents(taxableCents, rate) };
}
