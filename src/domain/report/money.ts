/** Rounding for report figures: money to the cent (with domain/money.ts), rates to four decimals; a ratio over 0 is 0. */
import { fromCents, toCents } from '../money.ts';

/** Money rounded to cents. */
export const cents = (value: number): number => fromCents(toCents(value));

/** a / b rounded to four decimals, 0 when b is 0. */
export const ratio = (a: number, b: number): number => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0);
