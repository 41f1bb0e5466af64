/**
 * R-VAL-1: phone cleaning, as spec §5 words it: numbers are cleaned "by stripping leading
 * whitespace, dots, dashes, parentheses and plus signs". Anything else (letters, '/', 'ext') is
 * kept so that `isValidPhone` rejects it rather than silently changing the number.
 */
import { PHONE_PATTERN } from '../wire/limits.ts';

// Reading of §5: "leading" qualifies whitespace only; dots, dashes, parentheses and plus signs go wherever they are, inner spaces stay.
const PHONE_PUNCTUATION = /[.\-()+]/g;

/** R-VAL-1: removes leading whitespace, and dots, dashes, parentheses and plus signs anywhere in the number. */
export function cleanPhone(phone: string): string {
  // Punctuation first, then the whitespace it may have led: '- 555' cleans to '555' in one pass.
  return phone.replace(PHONE_PUNCTUATION, '').replace(/^\s+/, '');
}

/** Shortest and longest accepted phone numbers, in digits after cleaning (E.164 allows 15). */
export const PHONE_MIN_DIGITS = 10;
/** @see PHONE_MIN_DIGITS */
export const PHONE_MAX_DIGITS = 15;

/**
 * True when the cleaned number is 10 to 15 digits, grouped by spaces at most, and nothing else,
 * within the API's rule (`wire/limits.ts`: at most 25 characters with its spaces).
 */
export function isValidPhone(phone: string): boolean {
  const cleaned = cleanPhone(phone);
  const digits = cleaned.replace(/\s/g, '');
  // The API's pattern is also what refuses anything but digits and spaces: cleaning took its ( ) + . - away.
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS && PHONE_PATTERN.test(cleaned);
}
