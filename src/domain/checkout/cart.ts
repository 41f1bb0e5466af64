/**
 * The cart of a checkout: one product line (a bundle, one-time or by subscription), chosen on the
 * offer selector or given by the page, priced from the catalogue exactly as the commerce API
 * prices it (the stored selection only says which product, bundle and plan).
 */
import { toCents, type Cents } from '../money.ts';
import type { CatalogueProduct, SubscriptionChoice } from './catalogue.ts';
import { bundleOf, discountedCents } from './offer-options.ts';

/** The product line of a checkout. */
export interface CartLine {
  productId: string;
  sfid: string;
  name: string;
  image: string;
  kind: string;
  units: number;
  label: string;
  /** What is charged for the line (after the subscription discount). */
  priceCents: Cents;
  /** The bundle price before the subscription discount. */
  listCents: Cents;
  /** The bundle's standard shipping cost. */
  shippingCents: Cents;
  subscription: (SubscriptionChoice & { label: string; discountPercent: number }) | undefined;
}

/** The selection as funnel state keeps it (selectedProduct of R-ORD-4). */
export interface Selection {
  id: string;
  sfid?: string | undefined;
  name?: string | undefined;
  units?: number | undefined;
  price?: number | undefined;
  shippingCost?: number | undefined;
  subscription?: SubscriptionChoice | undefined;
}

/** The line for a product, a bundle size and an optional subscription plan (unknown plans are one-time). */
export function cartLine(
  product: CatalogueProduct,
  units: number | undefined,
  subscription?: SubscriptionChoice,
): CartLine {
  const bundle = bundleOf(product, units);
  const plan = product.subscription;
  const frequency =
    subscription &&
    plan?.frequencies.find(
      (f) => f.frequency === subscription.frequency && f.frequencyMultiplier === subscription.frequencyMultiplier,
    );
  const listCents = toCents(bundle.price);
  return {
    productId: product.id,
    sfid: product.sfid,
    name: product.name,
    image: product.image,
    kind: product.kind,
    units: bundle.units,
    label: bundle.label,
    listCents,
    priceCents: frequency && plan ? discountedCents(listCents, plan.discountPercent) : listCents,
    shippingCents: toCents(bundle.shippingCost),
    subscription:
      frequency && plan
        ? {
            frequency: frequency.frequency,
            frequencyMultiplier: frequency.frequencyMultiplier,
            label: frequency.label,
            discountPercent: plan.discountPercent,
          }
        : undefined,
  };
}

/**
 * The line a checkout starts with: the stored selection when it is for the page's product (or,
 * with `anyProduct`, for any product of `catalogue`: the payment-retry cart completes the cart the
 * shopper already chose), else the page's own product and bundle.
 */
export function startingLine(
  pageProduct: CatalogueProduct,
  pageUnits: number | undefined,
  selection: Selection | undefined,
  options: { anyProduct?: boolean; catalogue?: readonly CatalogueProduct[] } = {},
): CartLine {
  if (selection) {
    const product =
      selection.id === pageProduct.id
        ? pageProduct
        : options.anyProduct
          ? options.catalogue?.find((p) => p.id === selection.id)
          : undefined;
    if (product) return cartLine(product, selection.units, selection.subscription);
  }
  return cartLine(pageProduct, pageUnits);
}

/** The selection to store for a line (selectedProduct, R-ORD-4). */
export function selectionOf(line: CartLine): Selection {
  return {
    id: line.productId,
    sfid: line.sfid,
    name: line.name,
    units: line.units,
    price: line.priceCents / 100,
    shippingCost: line.shippingCents / 100,
    subscription: line.subscription
      ? { frequency: line.subscription.frequency, frequencyMultiplier: line.subscription.frequencyMultiplier }
      : undefined,
  };
}

/** An order item as the commerce API takes it: product, bundle size, count and plan. */
export interface OrderItem {
  productId: string;
  units: number;
  quantity: number;
  subscription?: SubscriptionChoice;
}

/** The order items of a cart line. */
export function orderItemsOf(line: CartLine): OrderItem[] {
  const item: OrderItem = { productId: line.productId, units: line.units, quantity: 1 };
  if (line.subscription)
    item.subscription = {
      frequency: line.subscription.frequency,
      frequencyMultiplier: line.subscription.frequencyMultiplier,
    };
  return [item];
}
