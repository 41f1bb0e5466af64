/**
 * Offers fit the purchase (ours, beside R-FLOW-2/3): a shopper is never offered, as an upsell or
 * downsell, a product their order already holds. An order holds each product bought (bump offers
 * aside: a sampler is not the product) and, for a set, its components. An offer step whose page
 * offers a held product is passed over as if the shopper had said no to it, so the funnel's own
 * rules pick what follows (its downsell, the next upsell, else the next plain step).
 */
import { isPlainStep } from './step-kinds.ts';
import type { FunnelStep, OfferCatalogue } from './types.ts';
import { answerStep } from './upsell-branch.ts';

/** An order as far as these rules read it (the API's order and the stored one both fit). */
export interface BoughtOrder {
  orderItems?: readonly { productId?: string | undefined; isBumpOffer?: boolean | undefined }[] | undefined;
}

/** The products bought in these orders (the parent order and the upsells taken), bump offers aside. */
export function boughtProducts(orders: readonly (BoughtOrder | undefined)[]): string[] {
  return orders.flatMap((o) =>
    (o?.orderItems ?? []).flatMap((i) => (i.productId && !i.isBumpOffer ? [i.productId] : [])),
  );
}

/** The products an order of `bought` holds: each of them and, for a set, its components. */
export function heldProducts(bought: readonly string[], catalogue: Pick<OfferCatalogue, 'components'>): Set<string> {
  return new Set(bought.flatMap((id) => [id, ...(catalogue.components[id] ?? [])]));
}

/**
 * Which steps offer a product an order of `bought` holds: upsells and downsells with a page (any
 * variant, so no split test can show it) whose offer sells one. Undefined when nothing is held.
 */
export function heldOffers(
  catalogue: OfferCatalogue | undefined,
  bought: readonly string[],
): ((step: FunnelStep) => boolean) | undefined {
  if (!catalogue || bought.length === 0) return undefined;
  const held = heldProducts(bought, catalogue);
  return (step) => !isPlainStep(step) && step.variants.some((v) => held.has(catalogue.offerProducts[v.url] ?? ''));
}

/**
 * The step the shopper is sent to instead of `step`: `step` itself unless it offers a held
 * product, else what a no on it leads to, and so on; each step is passed at most once.
 */
export function passHeldOffers(
  steps: readonly FunnelStep[],
  step: FunnelStep | undefined,
  held: (step: FunnelStep) => boolean,
): FunnelStep | undefined {
  const passed = new Set<FunnelStep>();
  let at = step;
  while (at && held(at) && !passed.has(at)) {
    passed.add(at);
    at = answerStep(steps, at, 'no');
  }
  return at && passed.has(at) ? undefined : at;
}
