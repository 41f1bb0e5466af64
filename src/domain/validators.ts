/**
 * R-VAL-3: form validators. Each takes the field's text and returns null when it is fine or a
 * message saying what is wrong. Only `required` objects to an empty value; the others pass it,
 * so `validate(value, [required('email address'), email])` reports the first problem.
 */
import { EMAIL_PATTERN, LIMITS } from '../wire/limits.ts';
import { findCountry } from './countries.ts';

/** A rule: null when the value is fine, else a message for the shopper. */
export type Validator = (value: string) => string | null;

/** The first problem the rules find, in order, or null. */
export function validate(value: string, rules: readonly Validator[]): string | null {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem !== null) return problem;
  }
  return null;
}

const isEmpty = (value: string): boolean => value.trim() === '';

/** The message of a field left empty: 'Enter your {label}'. */
export const enterYour = (label: string): string => `Enter your ${label}`;

/** Fails on an empty or blank value: 'Enter your {label}'. */
export function required(label: string): Validator {
  return (value) => (isEmpty(value) ? enterYour(label) : null);
}

/** Fails when no option was chosen: 'Select your {label}'. */
export function requiredChoice(label: string): Validator {
  return (value) => (isEmpty(value) ? `Select your ${label}` : null);
}

/**
 * An email address as the API takes it (`wire/limits.ts`): trimmed, its domain in ASCII, an
 * internationalised one as `xn--` labels (what browsers' email fields give already), so an
 * address at `exämple.com` is accepted everywhere; the receipt prints it back in Unicode
 * (`email-display.ts`). The browser's and Node's URL parser does the IDNA mapping.
 */
export function asciiEmail(value: string): string {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1);
  if (at < 1 || /^[\x21-\x7e]*$/.test(domain)) return text;
  try {
    return `${text.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return text; // not a domain a browser could reach: the email rule says so
  }
}

/** Message of the `email` rule. */
export const INVALID_EMAIL = 'Enter a valid email address, like name@example.com';
/** The `email` rule's message for letters the API cannot take before the "@" (`josé@…`). */
export const EMAIL_LOCAL_PART = "Use only the letters a to z, digits and . _ ' + - before the @ of your email address";

/**
 * Fails on text that is not an email address the API takes (`wire/limits.ts`), checked as it will
 * be sent: its domain in ASCII (`asciiEmail`), so a domain in Unicode passes.
 */
export const email: Validator = (value) => {
  if (isEmpty(value)) return null;
  const address = asciiEmail(value);
  if (address.length > LIMITS.email) return tooLong('Your email address', LIMITS.email);
  // Only an address with an "@" has a part before it to name: 'bücher.de' is no address at all.
  if (address.includes('@') && /[^ -~]/.test(address.slice(0, address.lastIndexOf('@')))) return EMAIL_LOCAL_PART;
  return EMAIL_PATTERN.test(address) ? null : INVALID_EMAIL;
};

/** Fails when the text is shorter than `length` characters (after trimming). */
export function minLength(length: number): Validator {
  return (value) => (isEmpty(value) || value.trim().length >= length ? null : `Must be at least ${length} characters`);
}

/**
 * Fails when the trimmed text is longer than `max` characters, in the field's words: '{subject}
 * can be at most {max} characters' ('Your first name can be at most 100 characters').
 */
export function atMost(subject: string, max: number): Validator {
  return (value) => (value.trim().length <= max ? null : tooLong(subject, max));
}

/** The message of a text over its limit: '{subject} can be at most {max} characters'. */
export const tooLong = (subject: string, max: number): string => `${subject} can be at most ${max} characters`;

/** Fails when the text is longer than `length` characters (after trimming). */
export function maxLength(length: number): Validator {
  return (value) => (isEmpty(value) || value.trim().length <= length ? null : `Must be ${length} characters or fewer`);
}

const NOT_A_NUMBER = 'Enter a number';

function numeric(value: string): number | null {
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** Fails on a number below `limit` (or on text that is not a number). */
export function min(limit: number): Validator {
  return (value) => {
    if (isEmpty(value)) return null;
    const n = numeric(value);
    if (n === null) return NOT_A_NUMBER;
    return n >= limit ? null : `Must be ${limit} or more`;
  };
}

/** Fails on a number above `limit` (or on text that is not a number). */
export function max(limit: number): Validator {
  return (value) => {
    if (isEmpty(value)) return null;
    const n = numeric(value);
    if (n === null) return NOT_A_NUMBER;
    return n <= limit ? null : `Must be ${limit} or less`;
  };
}

/** Fails when the trimmed text does not match `regex` as a whole; `message` says what is expected. */
export function pattern(regex: RegExp, message: string): Validator {
  const whole = new RegExp(`^(?:${regex.source})$`, regex.flags.replace(/[gy]/g, ''));
  return (value) => (isEmpty(value) || whole.test(value.trim()) ? null : message);
}

// Checkout fields.

/** US ZIP: 5 digits, or ZIP+4 as 9 digits with an optional dash. */
export const usZip: Validator = pattern(/\d{5}(-?\d{4})?/, 'Enter a valid ZIP code, like 12345 or 12345-6789');

/** Canadian postal code A1A 1A1 (space optional, any case; letters Canada Post never uses are refused). */
export const caPostalCode: Validator = pattern(
  /[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d/i,
  'Enter a valid postal code, like A1A 1A1',
);

/** The rules for the ZIP / postal code field of a country: required, then its format (within the API's length). */
export function postalCodeRules(countryCode: string): Validator[] {
  const code = countryCode.trim().toUpperCase();
  if (code === 'US') return [required('ZIP code'), usZip];
  if (code === 'CA') return [required('postal code'), caPostalCode];
  return [required('postal code'), atMost('Your postal code', LIMITS.postalCode)];
}

/**
 * The rules for the state field: for the US and Canada a state (province) is required and must be
 * one of the country's codes; other countries have no state rule.
 */
export function stateRules(countryCode: string): Validator[] {
  const country = findCountry(countryCode);
  if (!country) return [];
  const label = country.value === 'CA' ? 'province or territory' : 'state';
  const inList: Validator = (value) =>
    isEmpty(value) || Object.hasOwn(country.states, value.trim().toUpperCase())
      ? null
      : `Select a ${label} from the list`;
  return [requiredChoice(label), inList];
}

/** A Canadian postal code written the canonical way: capitals with one space ('k1a0b1' → 'K1A 0B1'). */
export function formatCaPostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim();
}
