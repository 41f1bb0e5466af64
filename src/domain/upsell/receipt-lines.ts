/**
 * R-ORD-8: each line of a receipt as the shopper reads it: the product's name (from the
 * catalogue, not the offer's sales headline the order may carry), its package ('6 jars · 180-day
 * supply'), the quantity of packages, the price, and for the subscribed line its terms ('Every
 * month, 15% off').
 */
import { centsOf, type OrderSubscription, type ReceiptItem, type ReceiptOrder } from './receipt.ts';
import type { Cents } from '../money.ts';

/** What the receipt needs of a catalogue product (passed from the template: the island reads no manifest). */
export interface ReceiptProduct {
  name: string;
  /** The subscription's discount, when the product is sold by subscription. */
  discountPercent?: number | undefined;
}

/** Catalogue products by id. */
export type ReceiptCatalogue = Record<string, ReceiptProduct>;

/** A receipt line. */
export interface ReceiptLine {
  name: string;
  /** The package bought, '' when the order does not say. */
  pack: string;
  quantity: number;
  priceCents: Cents;
  /** The subscription terms, on the subscribed line only. */
  terms?: string | undefined;
}

/** The catalogue the receipt reads, from the manifest's products. */
export function receiptCatalogue(
  products: readonly { id: string; name: string; subscription?: { discountPercent: number } | undefined }[],
): ReceiptCatalogue {
  return Object.fromEntries(
    products.map((p) => [p.id, { name: p.name, discountPercent: p.subscription?.discountPercent }]),
  );
}

/** A bump offer's title is a sales line ('Yes! Add a Beauty Tea sampler (5 sachets) for just $9.95'): what it adds. */
function bumpPackage(title: string): string {
  return title
    .replace(/^\s*yes!?\s*/i, '')
    .replace(/^add (an? )?/i, '')
    .replace(/\s+for (just |only )?\$[\d.,]+\s*$/i, '')
    .trim();
}

/**
 * The package of a line, from the variant the order names: a bundle's label as it is ('6 jars ·
 * 180-day supply'); an offer's description without the product's name ('3 tins of Ikarian Beauty
 * Tea, 90 servings' → '3 tins · 90 servings'); what a bump offer adds.
 */
export function packageText(item: ReceiptItem, productName: string): string {
  const variant = item.productVariantName?.trim() ?? '';
  if (item.isBumpOffer) return bumpPackage(variant);
  const named = ` of ${productName}`;
  const at = variant.indexOf(named);
  if (at <= 0) return variant === productName ? '' : variant;
  return `${variant.slice(0, at)}${variant.slice(at + named.length).replace(/^,\s*/, ' · ')}`;
}

/** 'every month', 'every 2 weeks', from §3 frequency (Day, Week, Month) and frequencyMultiplier. */
export function frequencyText(frequency: string, multiplier = 1): string {
  const unit = frequency.toLowerCase();
  return multiplier === 1 ? `every ${unit}` : `every ${multiplier} ${unit}s`;
}

/** 'Every month, 15% off': the terms of a subscription. */
export function subscriptionTerms(sub: OrderSubscription, discountPercent: number | undefined): string {
  const every = frequencyText(sub.frequency ?? 'Month', sub.frequencyMultiplier ?? 1);
  const text = `${every[0]!.toUpperCase()}${every.slice(1)}`;
  return discountPercent ? `${text}, ${discountPercent}% off` : text;
}

/** The subscribed line: the one priced at the subscription's subtotal, else the first that is not a bump. */
function subscribedIndex(items: readonly ReceiptItem[], sub: OrderSubscription): number {
  const priced = items.findIndex((i) => !i.isBumpOffer && centsOf(i.totalPrice) === centsOf(sub.subtotal));
  return priced >= 0 ? priced : items.findIndex((i) => !i.isBumpOffer);
}

/** The lines of an order as the receipt lists them. */
export function receiptLines(order: ReceiptOrder, catalogue: ReceiptCatalogue): ReceiptLine[] {
  const items = order.orderItems ?? [];
  const sub = order.subscription;
  const subscribed = sub?.frequency ? subscribedIndex(items, sub) : -1;
  return items.map((item, i) => {
    const product = catalogue[item.productId ?? ''];
    const name = product?.name ?? item.productName ?? '';
    return {
      name,
      pack: packageText(item, name),
      quantity: item.quantity ?? 1,
      priceCents: centsOf(item.totalPrice ?? item.productPrice),
      terms: sub && i === subscribed ? subscriptionTerms(sub, product?.discountPercent) : undefined,
    };
  });
}
