/**
 * Card rules for the card form (R-PAY-1, R-VAL-4): expiry years, Luhn, brand, expiry, CVV.
 * Numbers may be typed with spaces or dashes; every function ignores those.
 */
import { cardDigits, luhnValid } from './luhn.ts';

export { cardDigits, luhnValid };

/** R-VAL-4: the expiry year list spans 13 years, this year included. */
export const EXPIRY_YEAR_COUNT = 13;

/** R-VAL-4: the years a card may expire in: this year and the next 12, in order. */
export function expiryYears(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: EXPIRY_YEAR_COUNT }, (_, i) => year + i);
}

/** The card brands we recognise. */
export type CardBrand = 'Visa' | 'Mastercard' | 'Amex' | 'Discover';

function inRange(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
}

/** The brand from the number's prefix (IIN ranges), or null when it is none of the four. */
export function cardBrand(number: string): CardBrand | null {
  const d = cardDigits(number);
  if (d === null) return null;
  if (d.startsWith('4')) return 'Visa';
  if (inRange(d, 2, 51, 55) || inRange(d, 4, 2221, 2720)) return 'Mastercard';
  if (d.startsWith('34') || d.startsWith('37')) return 'Amex';
  if (d.startsWith('6011') || d.startsWith('65') || inRange(d, 3, 644, 649) || inRange(d, 6, 622126, 622925)) {
    return 'Discover';
  }
  return null;
}

const CARD_LENGTHS: Record<CardBrand, readonly number[]> = {
  Visa: [13, 16, 19],
  Mastercard: [16],
  Amex: [15],
  Discover: [16, 17, 18, 19],
};

/** True when the number is of a known brand, of that brand's length, and passes Luhn. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  const brand = cardBrand(number);
  return digits !== null && brand !== null && CARD_LENGTHS[brand].includes(digits.length) && luhnValid(digits);
}

/** The CVV length of a brand: 4 for Amex, else 3 (also for an unknown brand). */
export function cvvLength(brand: CardBrand | null): 3 | 4 {
  return brand === 'Amex' ? 4 : 3;
}

/** True when the CVV is exactly the brand's number of digits. */
export function isValidCvv(cvv: string, brand: CardBrand | null): boolean {
  return new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv.trim());
}

/**
 * True when a card with this expiry month (1–12) and year is expired at `now`. A card is good
 * through the last day of its expiry month, read in the shopper's local calendar. A two-digit
 * year is read as 20YY. An impossible month counts as expired.
 */
export function isExpired(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return true;
  const fullYear = year < 100 ? 2000 + year : year;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return fullYear < thisYear || (fullYear === thisYear && month < thisMonth);
}
