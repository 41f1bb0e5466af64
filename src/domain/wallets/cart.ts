/**
 * What a wallet pays for (R-PAY-2 … R-PAY-6): the checkout's cart line (the page's product and
 * bundle, or the shopper's stored selection when it is for this product, priced as the API
 * prices it), the ticked bump offers and the coupon, plus an estimate of the total for the
 * provider's payment sheet. The server prices the order; the estimate leaves tax out.
 */
import { startingLine, orderItemsOf, type OrderItem, type Selection } from '../checkout/cart.ts';
import type { CatalogueBump, CatalogueProduct } from '../checkout/catalogue.ts';
import { toCents } from '../money.ts';

/** The shopper's choices as the funnel state keeps them (R-ORD-4). */
export interface WalletSelectionState {
  selectedProduct?: Selection | undefined;
  selectedBumpOffersIds?: readonly string[] | undefined;
  coupon?: { code: string; discount?: number | undefined } | undefined;
}

/** The order lines, bumps and coupon a wallet order carries, and the estimate the sheet shows. */
export interface WalletCart {
  items: OrderItem[];
  bumpOfferIds: string[];
  coupon?: string;
  subscription: boolean;
  /** Merchandise, shipping and bumps, less a known coupon discount; tax not included. */
  estimatedTotal: number;
  /** The page's own estimate, when the sheet shows the API's figure instead (a told price). */
  pageTotal?: number;
}

/** The wallet cart for the page's product and bundle and the shopper's selection. */
export function walletCart(
  product: CatalogueProduct,
  pageUnits: number | undefined,
  bumps: readonly Pick<CatalogueBump, 'sfid' | 'price'>[],
  state: WalletSelectionState,
): WalletCart {
  const line = startingLine(product, pageUnits, state.selectedProduct);
  const chosen = bumps.filter((b) => state.selectedBumpOffersIds?.includes(b.sfid));
  const bumpCents = chosen.reduce((sum, b) => sum + toCents(b.price), 0);
  const discountCents = toCents(state.coupon?.discount ?? 0);
  const totalCents = Math.max(0, line.priceCents + line.shippingCents + bumpCents - discountCents);
  return {
    items: orderItemsOf(line),
    bumpOfferIds: chosen.map((b) => b.sfid),
    ...(state.coupon?.code && { coupon: state.coupon.code }),
    subscription: line.subscription !== undefined,
    estimatedTotal: totalCents / 100,
  };
}
