/**
 * The price shown is the price charged, for the wallets (domain/checkout/price-change.ts): the
 * order a wallet pays or a provider payment saves states the sheet's total before tax; a 409
 * PRICE_CHANGED becomes a WalletPriceChanged, which the express checkout shows by the buttons
 * and keeps as the figure the next sheet shows and sends (state/wallet-told.ts).
 */
import { priceChangedMessage, priceChangeOf, shownTotalHeaders } from '../domain/checkout/price-change.ts';
import type { ToldPrice } from '../domain/checkout/told-price.ts';
import { walletToldPrice, type WalletCart } from '../domain/wallets/cart.ts';
import { toCents } from '../domain/money.ts';

const BEFORE_TAX = { taxExcluded: true } as const;

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
    throw new WalletPriceChanged(
      walletToldPrice(cart, change.nowCents),
      priceChangedMessage(change, wallet, BEFORE_TAX),
    );
  }
}
