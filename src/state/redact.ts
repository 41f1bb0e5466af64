/**
 * Card data never reaches storage (PCI): the save path drops every value that contains something
 * shaped like a card number and every property named like a card number or security code, at any
 * depth. Card-shaped means 13–19 digits in the card groupings 4-4-4-4… or 4-6-5 (Luhn-valid or
 * not: a mistyped card is still a card), or a plain run of 13–19 digits that passes the Luhn check
 * and stands on its own (not inside an email address or an id: `name.1795267603202@…` stays).
 * Phone numbers (at most 15 digits, never in card groups) stay.
 */
import { luhnValid } from '../domain/luhn.ts';

const CARD_KEY = /card.?num|^cc.?num|^pan$|cvv|cvc|cvn|security.?code/i;
const GROUPED = /\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5}/g;
const PLAIN = /(?<![\w@.])\d{13,19}(?![\w@.])/g;

/** True when the text contains something shaped like a card number. */
export function containsCardNumber(text: string): boolean {
  const grouped = [...text.matchAll(GROUPED)].some((m) => {
    const digits = m[0].replace(/\D/g, '').length;
    return digits >= 13 && digits <= 19;
  });
  return grouped || [...text.matchAll(PLAIN)].some((m) => luhnValid(m[0]));
}

function looksLikeCard(value: unknown): boolean {
  if (typeof value === 'string') return containsCardNumber(value);
  if (typeof value === 'number') return Number.isInteger(value) && containsCardNumber(String(Math.abs(value)));
  return false;
}

/** A deep copy without card numbers and card-named properties; JSON-shaped input assumed. */
export function redactCardData(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !looksLikeCard(v)).map(redactCardData);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!CARD_KEY.test(k) && !looksLikeCard(v)) out[k] = redactCardData(v);
    }
    return out;
  }
  return looksLikeCard(value) ? undefined : value;
}
