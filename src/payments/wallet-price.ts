/**
 * The price shown is the price charged, for the wallets (domain/checkout/price-change.ts): the
 * order a wallet pays or a provider payment saves states the sheet's total before tax; a 409
 * PRICE_CHANGED becomes a WalletPriceChanged, which the express checkout shows by the buttons
 * and keeps as the figure the next sheet shows and sends (state/wallet-told.ts).
 */
import { priceChangedMessage, priceChangeOf, shownTotalHeaders } from '../domain/checkout/price-change.ts';
import type { ToldPrice } from '../domain/checkout/told-price.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import { toCents } from '../domain/money.ts';
import { walletToldPrice as told } from '../state/wallet-told.ts';

const BEFORE_TAX = { taxExcluded: true } as const;

/** What names a wallet cart for a told price: its items, bumps and coupon (the estimate has no tax nor address). */
export const walletCartKey = (cart: WalletCart): string =>
  JSON.stringify([cart.items, cart.bumpOfferIds, cart.coupon ?? null]);

/**
 * The cart with the figure the sheet shows and sends: the API's new total before tax once the
 * shopper was told of it for this same cart and estimate (409 PRICE_CHANGED), else the page's own.
 */
export function withToldPrice(cart: WalletCart, told: ToldPrice | null | undefined): WalletCart {
  const pageCents = toCents(cart.estimatedTotal);
  if (told?.cartKey !== walletCartKey(cart) || told.pageCents !== pageCents) return cart;
  return { ...cart, estimatedTotal: told.nowCents / 100, pageTotal: cart.estimatedTotal };
}

/** The cart as the next sheet shows it: at the figure the shopper was told of, for this cart. */
export const toldWalletCart = (cart: WalletCart): WalletCart => withToldPrice(cart, told.get());

/** The told price of the API's new total before tax for a cart as the sheet showed it (its page estimate names it). */
export const toldForCart = (cart: WalletCart, nowCents: number): ToldPrice => ({
  cartKey: walletCartKey(cart),
  pageCents: toCents(cart.pageTotal ?? cart.estimatedTotal),
  nowCents,
});

/** Nothing was charged: the API prices this cart otherwise, and the page says so. */
export class WalletPriceChanged extends Error {
  override name = 'WalletPriceChanged';
  readonly told: ToldPrice;
  constructor(told: ToldPrice, message: string) {
    super(message);
    this.told = told;
  }
}

/**
 * Runs a wallet's priced call with the headers stating the sheet's total before tax; a refusal
 * of that total is thrown as a WalletPriceChanged naming the button to tap again (`wallet`).
 */
export async function pricedWalletCall<T>(
  cart: WalletCart,
  wallet: string,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const shown = toCents(cart.estimatedTotal);
  try {
    return await call(shownTotalHeaders(shown, BEFORE_TAX));
  } catch (error) {
    const change = priceChangeOf(error, shown, BEFORE_TAX);
    if (!change) throw error;
    const now = toldForCart(cart, change.nowCents);
    told.set(now);
    throw new WalletPriceChanged(now, priceChangedMessage(change, wallet, BEFORE_TAX));
  }
}
