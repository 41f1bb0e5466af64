/**
 * The new total before tax the shopper was told of after a wallet's call was refused (409
 * PRICE_CHANGED): the wallet cart shows and sends it (domain/wallets/cart.ts withToldPrice) while
 * the cart stays the one it priced; a changed cart is estimated by the page again.
 */
import { atom } from 'nanostores';
import type { ToldPrice } from '../domain/checkout/told-price.ts';

export const walletToldPrice = atom<ToldPrice | null>(null);

/** What a wallet's refused call tells the page (payments/wallet-price.ts), read without loading that code. */
export interface WalletPriceNews {
  told: ToldPrice;
  message: string;
}

/** The price news a wallet's failure carries, else undefined (any other failure). */
export function walletPriceNewsOf(error: unknown): WalletPriceNews | undefined {
  const e = error as { told?: ToldPrice; message?: unknown; reason?: unknown } | null | undefined;
  if (e?.told && typeof e.message === 'string') return { told: e.told, message: e.message };
  // An Amazon Pay step carries what it failed with as its reason (payments/amazon-order-error.ts).
  return e?.reason !== undefined && e.reason !== error ? walletPriceNewsOf(e.reason) : undefined;
}
