/**
 * The heading of the checkout's error summary (R-VAL-2, R-VAL-3): it names what is wrong. When the
 * shipping address, name or phone is wrong it is R-VAL-2's text; the email, the billing address and
 * the card are named in plain words ("Please check your email address and billing address.").
 */
import { ADDRESS_AND_PHONE_INVALID } from '../messages.ts';
import { BILLING_FIELDS } from './billing.ts';
import type { FieldName } from './fields.ts';

/** What the heading names, in the order the form shows it. */
const PARTS: readonly (readonly [words: string, fields: readonly FieldName[]])[] = [
  ['email address', ['email']],
  ['billing address', BILLING_FIELDS],
  ['card details', ['number', 'nameOnCard', 'expMonth', 'expYear', 'cvv']],
];

/** "a", "a and b", "a, b and c". */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The heading for the fields that have a message; '' when none has. */
export function errorHeading(wrong: readonly FieldName[]): string {
  const named = PARTS.filter(([, fields]) => fields.some((f) => wrong.includes(f))).map(([words]) => words);
  const addressOrPhone = wrong.some((f) => !PARTS.some(([, fields]) => fields.includes(f)));
  if (addressOrPhone)
    return named.length
      ? `${ADDRESS_AND_PHONE_INVALID} Please also check your ${listed(named)}.`
      : ADDRESS_AND_PHONE_INVALID;
  return named.length ? `Please check your ${listed(named)}.` : '';
}
