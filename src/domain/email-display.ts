/**
 * An email address as the shopper reads it: an internationalised domain in Unicode
 * (`ada@xn--exmple-cua.com` → `ada@exämple.com`). The one adapter of punycode.js, loaded only for
 * an address that needs it (`islands/receipt/use-shown-email.ts`); its ASCII form is `asciiEmail`'s
 * (`validators.ts`).
 */
import { toUnicode } from 'punycode/punycode.es6.js';

/** The address with its domain in Unicode; the local part as it is. */
export function unicodeEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  try {
    return `${address.slice(0, at)}@${toUnicode(address.slice(at + 1))}`;
  } catch {
    return address; // a label that is not valid punycode is printed as it came
  }
}
