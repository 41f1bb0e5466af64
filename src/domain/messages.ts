/**
 * The error catalogue of spec §8 and the address messages of §5, worded exactly as there
 * (R-ERR-1, R-VAL-2), plus the toast text rules (R-ERR-2, R-ERR-3). Tests assert these texts,
 * so change a wording only when the spec changes.
 */

// User-facing messages (§8). The funnel's own ('Page not found') is in messages/funnel.ts.
import { SOMETHING_WENT_WRONG } from './messages/order.ts';

export * from './messages/funnel.ts';
// The order's and the API's own (payments, offers, the receipt, the coupon rules), apart so the
// pages after payment carry only them.
export * from './messages/order.ts';
// Amazon Pay's (§8, §9).
export * from './messages/amazon.ts';
export * from './messages/coupon.ts';
// The preview banner's (every page of a preview build shows it).
export * from './messages/preview.ts';
/** Shown when the shopper's country is not in the shipping list. */
export const NOT_SHIPPING_TO_COUNTRY = "Sorry, but we don't ship to Your country. Please, select one from the list";
/** Shown when shipping options cannot be calculated. */
export const SHIPPING_OPTIONS_FAILED = "Couldn't calculate shipping options";
/** Shown when tax cannot be calculated. */
export const TAX_FAILED = "Sorry, but we couldn't calculate the tax";

// Toast titles (§8).
/** Title of a success toast. */
export const TOAST_TITLE_SUCCESS = 'Success';
/** Title of an error toast. */
export const TOAST_TITLE_ERROR = 'Error';

// Address messages (§5, R-VAL-2).
/** Shown when the address or phone number fails validation before submit. */
export const ADDRESS_AND_PHONE_INVALID = 'Please, enter valid address and phone number!';
/** Shown when the address service rejects the address. */
export const ADDRESS_INVALID = 'Entered address is not valid';
/** Shown when the address service cannot be reached. */
export const ADDRESS_VALIDATION_FAILED = "Sorry, but we couldn't validate your address";

// Log and console texts (§2, §5, §7, §8), not shown to shoppers: in messages/log.ts, which the
// runtime every page loads imports without this catalogue's shopper-facing texts.
export * from './messages/log.ts';

// Toast text rules (§8).
/**
 * Text that names the payload's paths (`contact.firstName: at most 100 characters`, `body: …`):
 * the API's words for developers, which never reach a shopper.
 */
export const namesPaths = (text: string): boolean => /^(body|[A-Za-z]+(\.\w+)+): /.test(text);

/**
 * R-ERR-2: the error toast text, or null when there is no error (the handler then does nothing).
 * Order: the error's own `error` text (the API's error field); else 'Error! ' + its `message`;
 * else 'Something went wrong'. A bare string is the error's own text (the API layer hands the
 * body's error field to callers as a string). An own text that names the payload's paths
 * (`namesPaths`) is not shown: 'Something went wrong' instead.
 */
export function toastText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  if (typeof error === 'string') return error.trim() && !namesPaths(error) ? error : SOMETHING_WENT_WRONG;
  if (typeof error === 'object') {
    const own = textField(error, 'error');
    if (own) return namesPaths(own) ? SOMETHING_WENT_WRONG : own;
    const message = textField(error, 'message');
    if (message) return `${TOAST_TITLE_ERROR}! ${message}`;
  }
  return SOMETHING_WENT_WRONG;
}

function textField(value: object, key: 'error' | 'message'): string | undefined {
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.trim() ? field : undefined;
}
