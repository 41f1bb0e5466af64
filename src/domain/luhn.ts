/**
 * The digits of a typed card number and the Luhn check: the part of the card rules that the
 * state layer's card-data redaction (state/redact.ts) needs too, apart from the rest of
 * `card.ts`, so the runtime every page loads does not carry the card form's rules.
 */

/** The digits of a typed card number, or null when it holds anything but digits, spaces, dashes. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** True when the number passes the Luhn (mod 10) check. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits === null) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
