/** Dollars as the page shows them ('$19.99'; 'FREE' for free shipping). */
import { formatUSD, toCents } from '../../domain/money.ts';

/** 19.99 → '$19.99'. */
export const usd = (dollars: number): string => formatUSD(toCents(dollars));

/** Shipping: 'FREE' at 0, else the amount. */
export const shippingText = (dollars: number): string => (toCents(dollars) === 0 ? 'FREE' : usd(dollars));
