/**
 * R-ORD-3: the shopper's place among the post-purchase offers. `upsellIndex` (in navParams) counts
 * the offers answered; the parent order is the first order saved by the order form.
 */
import { boughtProducts } from '../../domain/funnel/held-offers.ts';
import { funnelState, setNavParams } from '../../state/funnel-state.ts';
import type { FunnelState, StoredOrder } from '../../state/types.ts';

/** The first order the offers are charged against, if the order form saved one. */
export function parentOrder(state: FunnelState): StoredOrder | undefined {
  return state.orderDetails?.order ?? state.navParams?.order;
}

/**
 * The parent purchase's key (X-Purchase-Id, without which the API adds nothing) and when this tab
 * saw the parent paid, by its own clock (the one-click window, domain/upsell/one-click.ts).
 */
export function parentPurchase(state: FunnelState): { purchaseId?: string | undefined; paidAt?: string | undefined } {
  return { purchaseId: state.orderDetails?.purchaseId, paidAt: state.orderDetails?.paidAt };
}

/** How many offers the shopper has answered (0 on the first offer). */
export function upsellIndex(state: FunnelState): number {
  return state.navParams?.upsellIndex ?? state.orderDetails?.upsellIndex ?? 0;
}

/** One more offer answered: upsellIndex + 1, kept in navParams. */
export function advanceUpsellIndex(): void {
  const state = funnelState.get();
  setNavParams({ ...state.navParams, upsellIndex: upsellIndex(state) + 1 });
}

/** The products bought so far (the first order's and the upsells taken): never offered again. */
export function boughtSoFar(state: FunnelState = funnelState.get()): string[] {
  return boughtProducts([parentOrder(state), ...(state.upsells ?? [])]);
}
