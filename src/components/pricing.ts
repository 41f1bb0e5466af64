/**
 * Prices a bundle page shows before the shopper acts: the bundle for a page's units, the per-unit
 * price, savings against the single-unit price and the subscription price. Presentation only;
 * the order's real totals come from the commerce API at checkout.
 */
import type { Product } from '../manifest/schemas.ts';
import { cents } from './money.ts';

export type Bundle = Product['bundles'][number];

/** The bundle sold in `units`, else the product's first bundle (order forms without units). */
export function bundleFor(product: Product, units?: number): Bundle {
  const bundle = product.bundles.find((b) => b.units === units) ?? product.bundles[0];
  if (!bundle) throw new Error(`product '${product.id}' has no bundles`);
  return bundle;
}

/** Price of one unit within a bundle. */
export function unitPrice(bundle: Bundle): number {
  return cents(bundle.price / bundle.units);
}

/** What the bundle saves against buying its units one at a time at the 1-unit price. */
export function savings(product: Product, bundle: Bundle): { amount: number; percent: number } {
  const single = product.bundles.find((b) => b.units === 1) ?? product.bundles[0];
  if (!single || bundle === single) return { amount: 0, percent: 0 };
  const full = unitPrice(single) * bundle.units;
  const amount = cents(full - bundle.price);
  return amount > 0 ? { amount, percent: Math.round((amount / full) * 100) } : { amount: 0, percent: 0 };
}

/** The bundle price with the product's subscribe-and-save discount. */
export function subscriptionPrice(product: Product, bundle: Bundle): number | undefined {
  const sub = product.subscription;
  return sub ? cents(bundle.price * (1 - sub.discountPercent / 100)) : undefined;
}
