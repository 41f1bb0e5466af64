/**
 * The offer selector's choices (R-ORD-6): each bundle with its per-unit price, its savings against
 * buying single units, and its subscribe-and-save price, all in cents and rounded as the server does.
 */
import { toCents, type Cents } from '../money.ts';
import type { Bundle, CatalogueProduct } from './catalogue.ts';

/** One bundle as the offer selector lists it. */
export interface OfferOption {
  units: number;
  label: string;
  priceCents: Cents;
  perUnitCents: Cents;
  /** Saved against the 1-unit price times units (0 for the single unit). */
  savedCents: Cents;
  savedPercent: number;
  shippingCents: Cents;
  /** The bundle price with the product's subscription discount, when it is sold by subscription. */
  subscriptionCents: Cents | undefined;
}

/** A price with a subscription discount, rounded to the cent as the commerce API rounds it. */
export function discountedCents(priceCents: Cents, discountPercent: number): Cents {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}

/** The bundle of `units`, else the product's first bundle. */
export function bundleOf(product: Pick<CatalogueProduct, 'bundles'>, units: number | undefined): Bundle {
  const bundle = product.bundles.find((b) => b.units === units) ?? product.bundles[0];
  if (!bundle) throw new Error('a product without bundles');
  return bundle;
}

/** Every bundle of the product with its prices and savings. */
export function offerOptions(product: CatalogueProduct): OfferOption[] {
  const single = product.bundles.find((b) => b.units === 1) ?? product.bundles[0];
  const singleUnitCents = single ? Math.round(toCents(single.price) / single.units) : 0;
  return product.bundles.map((bundle) => {
    const priceCents = toCents(bundle.price);
    const full = singleUnitCents * bundle.units;
    const savedCents = bundle === single ? 0 : Math.max(0, full - priceCents);
    return {
      units: bundle.units,
      label: bundle.label,
      priceCents,
      perUnitCents: Math.round(priceCents / bundle.units),
      savedCents,
      savedPercent: savedCents > 0 ? Math.round((savedCents / full) * 100) : 0,
      shippingCents: toCents(bundle.shippingCost),
      subscriptionCents: product.subscription
        ? discountedCents(priceCents, product.subscription.discountPercent)
        : undefined,
    };
  });
}

/** The bundle most shoppers pick: 3 units when sold, else the first. */
export function popularUnits(product: Pick<CatalogueProduct, 'bundles'>): number {
  return (product.bundles.find((b) => b.units === 3) ?? bundleOf(product, undefined)).units;
}
