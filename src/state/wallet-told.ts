/**
 * The new total before tax the shopper was told of after a wallet's call was refused (409
 * PRICE_CHANGED): the next sheet shows and sends it (payments/wallet-price.ts) while the cart
 * stays the one it priced; a changed cart is estimated by the page again. Only the wallets'
 * payment code, loaded when a wallet is used, reads and writes it.
 */
import { atom } from 'nanostores';
import type { ToldPrice } from '../domain/checkout/told-price.ts';

export const walletToldPrice = atom<ToldPrice | null>(null);
