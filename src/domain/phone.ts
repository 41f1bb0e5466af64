/**
 * R-VAL-1: phone cleaning. The spec says numbers are cleaned "by stripping leading whitespace,
 * dots, dashes, parentheses and plus signs". Stripping only at the start would leave
 * "+1 (555) 010-2030" as "1 (555) 010-2030", which no checkout can send, so we strip those
 * characters everywhere (and any whitespace). Anything else (letters, '/', 'ext') is kept so that
 * `isValidPhone` rejects it rather than silently changing the number.
 */

const PHONE_PUNCTUATION = /[\s.\-()+]/g;

/** R-VAL-1: removes whitespace, dots, dashes, parentheses and plus signs anywhere in the number. */
export function cleanPhone(phone: string): string {
  return phone.replace(PHONE_PUNCTUATION, '');
}

/** Shortest and longest accepted phone numbers, in digits after cleaning (E.164 allows 15). */
export const PHONE_MIN_DIGITS = 10;
/** @see PHONE_MIN_DIGITS */
export const PHONE_MAX_DIGITS = 15;

/** True when the cleaned number is 10 to 15 digits and nothing else. */
export function isValidPhone(phone: string): boolean {
  const digits = cleanPhone(phone);
  return /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}
