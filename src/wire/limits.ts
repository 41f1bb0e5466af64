/**
 * The limits the commerce API applies to what a shopper types on a guest order (the contact, the
 * addresses, the card's name), in one place: the wire shapes are built from them (`orders.ts`,
 * `common.ts`, `leads.ts`), and so are the order form's field rules (`domain/checkout/fields.ts`,
 * `domain/validators.ts`), so the form refuses at step 1, in each field's words, what the API would
 * refuse at payment. Plain values without zod, so the form's code carries them without the schemas.
 * Lengths count as the API counts them: UTF-16 code units of the trimmed text.
 */

/** Longest texts, in characters. */
export const LIMITS = {
  /** contact.firstName, contact.lastName, card.nameOnCard. */
  name: 100,
  /** An address's Address (street). */
  street: 200,
  /** An address's Apartment. */
  apartment: 100,
  /** An address's City. */
  city: 100,
  /** An address's State (a code from the form's list). */
  state: 50,
  /** An address's ZipPostal. */
  postalCode: 20,
  /** An email address (RFC 5321's path limit). */
  email: 254,
  /** A coupon code. */
  coupon: 40,
} as const;

/**
 * The API's email rule (zod's "practical" rule, with internationalised labels): ASCII only. The
 * local part is letters, digits and `_ ' + - .` (no dot first, last or twice in a row); the domain
 * is letters, digits and hyphens, its last label letters, or an internationalised label in its
 * ASCII form (`xn--…`), as browsers' email fields give it and the form sends it
 * (`asciiEmail` in `domain/validators.ts`). A shopper's domain in Unicode is therefore accepted; a local part with
 * other letters (`josé@`) is not, as most mail systems could not deliver to it.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;

/** The API's phone rule: 7 to 25 digits, spaces and `( ) + . -`. */
export const PHONE_PATTERN = /^[0-9 ()+.-]{7,25}$/;
