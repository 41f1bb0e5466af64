/** The upsell offer's amounts, which the API sends in dollars, as the page shows them (src/domain/money.ts). */
import { formatShipping, formatUSD, toCents } from '../../domain/money.ts';

/** 19.99 → '$19.99'. */
export const usd = (dollars: number): string => formatUSD(toCents(dollars));

/** Shipping: 'FREE' at 0, else the amount. */
export const shippingText = (dollars: number): string => formatShipping(toCents(dollars));
