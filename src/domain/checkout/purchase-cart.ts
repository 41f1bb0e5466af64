/**
 * One purchase key, one cart: the key (X-Purchase-Id) a purchase's calls carry stands for the cart
 * that purchase pays, as an idempotency key at Stripe stands for its parameters. The API compares
 * a call's cart with the cart the key already paid, and refuses another one (409
 * PURCHASE_CART_CHANGED, naming the order that was paid) before anything is charged, so a reload
 * followed by a changed cart can never be "confirmed" as a repeat of the first.
 *
 * The cart is what is bought and what prices it: the products (bundle, quantity, plan), the bumps,
 * the coupon, the shipping method, and the state and country that set tax and shipping. The way
 * of paying is not part of it: the same cart paid another way is the purchase's other way of
 * paying (409 ORDER_ALREADY_PLACED). The fingerprint is a canonical text of these fields, so
 * another field (such as the total the shopper was shown) joins it by being added here.
 */

/** One product line as a purchase's cart names it. */
export interface PurchaseLine {
  productId: string;
  units: number;
  quantity: number;
  /** The subscription plan ('Month×1'), or null for a one-time purchase. */
  plan: string | null;
}

/** What one purchase buys. */
export interface PurchaseCart {
  lines: readonly PurchaseLine[];
  bumpOfferIds: readonly string[];
  coupon: string | null;
  shippingOptionId: string | null;
  shipTo: { country: string; state: string };
}

/** The parts of an order request the cart is read from (the wire's guest order, or its priced draft). */
export interface PurchaseCartInput {
  orderItems: readonly {
    productId: string;
    units: number;
    quantity?: number | undefined;
    subscription?: { frequency: string; frequencyMultiplier?: number | undefined } | undefined;
  }[];
  bumpOfferIds?: readonly string[] | undefined;
  coupon?: string | null | undefined;
  /** The shipping method as priced (the API's default when the call named none). */
  shippingOptionId?: string | null | undefined;
  shipTo: { Country: string; State: string };
}

const code = (text: string | null | undefined): string | null => text?.trim().toUpperCase() || null;

/** The cart of a request, in one canonical order: lines and bumps sorted, codes upper-cased. */
export function purchaseCart(input: PurchaseCartInput): PurchaseCart {
  const lines = input.orderItems
    .map((i) => ({
      productId: i.productId,
      units: i.units,
      quantity: i.quantity ?? 1,
      plan: i.subscription ? `${i.subscription.frequency}×${i.subscription.frequencyMultiplier ?? 1}` : null,
    }))
    .toSorted((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    lines,
    bumpOfferIds: [...new Set(input.bumpOfferIds ?? [])].toSorted(),
    coupon: code(input.coupon),
    shippingOptionId: input.shippingOptionId ?? null,
    shipTo: { country: code(input.shipTo.Country) ?? '', state: code(input.shipTo.State) ?? '' },
  };
}

/** The cart's fingerprint: equal for equal carts, whatever order the request listed them in. */
export function cartFingerprint(cart: PurchaseCart): string {
  const { lines, bumpOfferIds, coupon, shippingOptionId, shipTo } = cart;
  return JSON.stringify([
    lines.map((l) => [l.productId, l.units, l.quantity, l.plan]),
    bumpOfferIds,
    coupon,
    shippingOptionId,
    [shipTo.country, shipTo.state],
  ]);
}
