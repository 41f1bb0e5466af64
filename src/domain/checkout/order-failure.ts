/**
 * What a failed order call means for the shopper (R-FLOW-4, R-VAL-2, §8): a declined payment,
 * a payment service that did not answer (retry with the same request id, nothing was charged
 * twice), a field the API refused (shown next to it), or anything else (shown by the button).
 */
import {
  ADDRESS_INVALID,
  NOT_SHIPPING_TO_COUNTRY,
  PAYMENT_FAILED,
  PAYMENT_SERVICE_UNAVAILABLE,
  SOMETHING_WENT_WRONG,
  namesPaths,
} from '../messages.ts';
import { paymentRefused } from '../payment-refused.ts';
import { enterYour, INVALID_EMAIL, tooLong } from '../validators.ts';
import { CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_PHONE, type FieldName } from './fields.ts';
import { outcomeUnknown, type FailedCall } from './unknown-outcome.ts';
import type { ToldFigures } from './told-price.ts';

/** How an order attempt failed. */
export type OrderFailure =
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'field'; field: FieldName; message: string }
  /** The API's price is not the one shown (409 PRICE_CHANGED): nothing charged, the shopper confirms `nowCents`. */
  | { kind: 'price'; message: string; wasCents: number; nowCents: number; figures?: ToldFigures | undefined }
  | { kind: 'other'; message: string };

export type { FailedCall };

/**
 * Error paths of the order payload (the API answers a refused field as `path: reason`, joined by
 * '; ') → the form field, and the message shown next to it: the address service's and the card's
 * own, else the field's words for the reason (`inFieldWords`). A path never reaches the shopper.
 */
const FIELD_PATHS: [RegExp, FieldName, string?][] = [
  [/^(shipping|billing)Address\.State$/, 'state', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.ZipPostal$/, 'zipPostalCode', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.City$/, 'city', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.Address$/, 'street', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.Apartment$/, 'apartment'],
  [/^(shipping|billing)Address\.Country$/, 'country', NOT_SHIPPING_TO_COUNTRY],
  [/^contact\.email$/, 'email', INVALID_EMAIL],
  [/^contact\.phone$/, 'phone', INVALID_PHONE],
  [/^contact\.firstName$/, 'firstName'],
  [/^contact\.lastName$/, 'lastName'],
  [/^card\.number$/, 'number', INVALID_CARD_NUMBER],
  [/^card\.exp(Month|Year)$/, 'expMonth', CARD_EXPIRED],
  [/^card\.cvv$/, 'cvv'],
  [/^card\.nameOnCard$/, 'nameOnCard'],
];

/** How each field without a message of its own above is named in a sentence. */
const FIELD_WORDS: Partial<Record<FieldName, string>> = {
  apartment: 'apartment, suite, etc.',
  firstName: 'first name',
  lastName: 'last name',
  cvv: 'security code',
  nameOnCard: 'name on card',
};

/** The API's reason for a field, in the field's words: its length limit or that it is missing, else "Check your …". */
function inFieldWords(field: FieldName, reason: string): string {
  const words = FIELD_WORDS[field] ?? 'details';
  const max = /^at most (\d+) characters$/.exec(reason)?.[1];
  if (max) return tooLong(`Your ${words}`, Number(max));
  return reason === 'required' ? enterYour(words) : `Check your ${words}`;
}

/** The API's `path: reason` text as the field and its message, for the first path the form has a field for. */
function refusedField(text: string): { field: FieldName; message: string } | undefined {
  for (const issue of text.split('; ')) {
    const sep = issue.indexOf(': ');
    const [path, reason] = sep < 0 ? [issue, ''] : [issue.slice(0, sep), issue.slice(sep + 2)];
    const found = FIELD_PATHS.find(([pattern]) => pattern.test(path));
    if (found) return { field: found[1], message: found[2] ?? inFieldWords(found[1], reason) };
  }
  return undefined;
}

/** Classifies a failed order call; the message is always one a shopper can read. */
export function orderFailure(call: FailedCall): OrderFailure {
  const text = typeof call.error === 'string' && call.error.trim() ? call.error : undefined;
  if (outcomeUnknown(call)) return { kind: 'unavailable', message: text ?? PAYMENT_SERVICE_UNAVAILABLE };
  if (paymentRefused(call)) return { kind: 'declined', message: text ?? PAYMENT_FAILED };
  if (text === NOT_SHIPPING_TO_COUNTRY) return { kind: 'field', field: 'country', message: text };
  const refused = text ? refusedField(text) : undefined;
  if (refused) return { kind: 'field', ...refused };
  if (!text) return { kind: 'other', message: PAYMENT_SERVICE_UNAVAILABLE };
  return { kind: 'other', message: namesPaths(text) ? SOMETHING_WENT_WRONG : text };
}
