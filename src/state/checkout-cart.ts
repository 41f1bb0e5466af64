/**
 * The cart of the checkout store (state/checkout.ts): the page's offer, the product line and the
 * step, and the shopper's choices (bumps ticked, shipping method, coupon granted). The choices live
 * in one place, funnel state (R-ORD-4): the store's actions write them there, the form reads them
 * from there, and so do the express wallets (islands/wallets/use-wallet-cart.ts), so a reload,
 * the next pages and the wallets always see the cart the form shows.
 */
import { atom, computed } from 'nanostores';
import type { CatalogueBump, CatalogueProduct } from '../domain/checkout/catalogue.ts';
import type { CartLine } from '../domain/checkout/cart.ts';
import { funnelState } from './funnel-state.ts';
import type { Coupon } from './types.ts';

/** What the page tells the checkout (the island's props). */
export interface CheckoutPage {
  /** 'two-step': contact and shipping, then payment (order form); 'single': one page (secure cart). */
  layout: 'two-step' | 'single';
  product: CatalogueProduct;
  units?: number | undefined;
  bumps: readonly CatalogueBump[];
  /** Secure carts complete the cart chosen before, of any product: the catalogue to price it. */
  catalogue?: readonly CatalogueProduct[] | undefined;
  defaultCountry: string;
}

/** The page, once the checkout has started. */
export const checkoutPage = atom<CheckoutPage | null>(null);
/** The product line (null until started). */
export const cartLine = atom<CartLine | null>(null);
/** The step of the two-step form; the single page is on step 2. */
export const checkoutStep = atom<1 | 2>(1);
/** False from the start until the kept coupon has been granted again for this cart. */
export const couponChecked = atom(false);
/** R-ORD-6: why a kept coupon went (its re-check was refused), shown next to the coupon field. */
export const couponNotice = atom<string | null>(null);

/** The bump offers ticked, of those the page offers. */
export const bumpIds = computed([funnelState, checkoutPage], (state, page) =>
  (state.selectedBumpOffersIds ?? []).filter((id) => page?.bumps.some((b) => b.sfid === id)),
);
/** The coupon the API granted (its discount in dollars). */
export const appliedCoupon = computed([funnelState, couponChecked], (state, checked) =>
  checked ? state.coupon : undefined,
);
/** The shipping method chosen (index into the quote's options). */
export const shippingIndex = computed(funnelState, (state) => state.selectedShippingIndex ?? 0);

/** The cart as one value: what the quote and the totals read. */
export interface Cart {
  page: CheckoutPage;
  line: CartLine;
  bumpIds: string[];
  coupon: Coupon | undefined;
  shippingIndex: number;
}

/** The cart now (null before the checkout has started). */
export const cart = computed(
  [checkoutPage, cartLine, bumpIds, appliedCoupon, shippingIndex],
  (page, line, ids, coupon, index): Cart | null =>
    page && line ? { page, line, bumpIds: ids, coupon, shippingIndex: index } : null,
);
