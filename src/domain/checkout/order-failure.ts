/**
 * What a failed order call means for the shopper (R-FLOW-4, R-VAL-2, §8): a declined payment,
 * a payment service that did not answer (retry with the same request id, nothing was charged
 * twice), a field the API refused (shown next to it), or anything else (shown by the button).
 */
import { ADDRESS_INVALID, NOT_SHIPPING_TO_COUNTRY, PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE } from '../messages.ts';
import { paymentRefused } from '../payment-refused.ts';
import { INVALID_EMAIL } from '../validators.ts';
import { CARD_EXPIRED, INVALID_CARD_NUMBER, INVALID_PHONE, type FieldName } from './fields.ts';
import { outcomeUnknown, type FailedCall } from './unknown-outcome.ts';

/** How an order attempt failed. */
export type OrderFailure =
  | { kind: 'declined'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'field'; field: FieldName; message: string }
  /** The API's price is not the one shown (409 PRICE_CHANGED): nothing charged, the shopper confirms `nowCents`. */
  | { kind: 'price'; message: string; wasCents: number; nowCents: number }
  | { kind: 'other'; message: string };

export type { FailedCall };

/** Error paths of the order payload → the form field and the message shown next to it. */
const FIELD_PATHS: [RegExp, FieldName, string][] = [
  [/^(shipping|billing)Address\.State\b/, 'state', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.ZipPostal\b/, 'zipPostalCode', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.City\b/, 'city', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.Address\b/, 'street', ADDRESS_INVALID],
  [/^(shipping|billing)Address\.Country\b/, 'country', NOT_SHIPPING_TO_COUNTRY],
  [/^contact\.email\b/, 'email', INVALID_EMAIL],
  [/^contact\.phone\b/, 'phone', INVALID_PHONE],
  [/^card\.number\b/, 'number', INVALID_CARD_NUMBER],
  [/^card\.exp(Month|Year)\b/, 'expMonth', CARD_EXPIRED],
];

/** Classifies a failed order call; the message is always one a shopper can read. */
export function orderFailure(call: FailedCall): OrderFailure {
  const text = typeof call.error === 'string' && call.error.trim() ? call.error : undefined;
  if (outcomeUnknown(call)) return { kind: 'unavailable', message: text ?? PAYMENT_SERVICE_UNAVAILABLE };
  if (paymentRefused(call)) return { kind: 'declined', message: text ?? PAYMENT_FAILED };
  if (text === NOT_SHIPPING_TO_COUNTRY) return { kind: 'field', field: 'country', message: text };
  for (const [path, field, message] of FIELD_PATHS)
    if (text && path.test(text)) return { kind: 'field', field, message };
  return { kind: 'other', message: text ?? PAYMENT_SERVICE_UNAVAILABLE };
}
