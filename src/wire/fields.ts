/**
 * The field rules the wire shapes are built from: texts with limits, ids, amounts, addresses to
 * return to, emails, country codes. Every helper is free of side effects (marked
 * `@__NO_SIDE_EFFECTS__`): a `.check()` written at the top level of a shape's module would keep
 * that schema, and with it the rest of its module, in every bundle that imports one name from it.
 * Default issue messages come from the locale the host configures (the sandbox loads English);
 * the texts written here are ours.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN, LIMITS } from './limits.ts';

/** Trimmed text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`));
}
/** Trimmed, non-empty text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function required(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `at most ${max} characters`), z.minLength(1, 'required'));
}
/** Text matching `pattern`, else `message`. */
/* @__NO_SIDE_EFFECTS__ */
export function matching(pattern: RegExp, message: string) {
  return z.string().check(z.regex(pattern, message));
}
/** An integer from `min` to `max`. */
/* @__NO_SIDE_EFFECTS__ */
export function intBetween(min: number, max: number) {
  return z.int().check(z.gte(min), z.lte(max));
}
/** An array of 1 to `max` items; `empty` is the message for none. */
/* @__NO_SIDE_EFFECTS__ */
export function someOf<T extends z.core.SomeType>(item: T, max: number, empty: string) {
  return z.array(item).check(z.minLength(1, empty), z.maxLength(max));
}
/** An array of at most `max` items. */
/* @__NO_SIDE_EFFECTS__ */
export function atMost<T extends z.core.SomeType>(item: T, max: number) {
  return z.array(item).check(z.maxLength(max));
}
/** Optional `text(max)`. */
/* @__NO_SIDE_EFFECTS__ */
export function optText(max: number) {
  return z.optional(text(max));
}

/** An id: trimmed, 1 to 64 characters. */
export const id = required(64);

/** A money amount in dollars, from 0 to 1,000,000. */
/* @__NO_SIDE_EFFECTS__ */
function amountSchema() {
  return z.number().check(z.gte(0), z.lte(1_000_000));
}
export const amount = amountSchema();

/** A return address for a provider redirect: a same-origin path or an http(s) URL. */
/* @__NO_SIDE_EFFECTS__ */
function returnUrlSchema() {
  return required(2048).check(z.regex(/^(https?:\/\/|\/)/, 'an http(s) URL or a path starting with "/"'));
}
export const returnUrl = returnUrlSchema();

/** An email address by the API's rule (`EMAIL_PATTERN`: ASCII, a Unicode domain in its xn-- form), at most 254 characters. */
/* @__NO_SIDE_EFFECTS__ */
export function email() {
  return z.email({ pattern: EMAIL_PATTERN, error: 'a valid email address' }).check(z.maxLength(LIMITS.email));
}

/** An ISO country code. */
/* @__NO_SIDE_EFFECTS__ */
export function countryCode() {
  return matching(/^[A-Z]{2}$/, 'a two-letter country code');
}
