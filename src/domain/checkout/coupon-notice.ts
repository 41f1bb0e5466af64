/**
 * R-ORD-6: what the coupon field says about a coupon check. Only an answer from the API refusing
 * the coupon counts as a refusal: a check that got no answer (a lost connection, a
 * time-out, a server failure) says nothing about the coupon, so a coupon kept from before stays
 * applied and a code typed in can be tried again. A kept coupon the API refuses is never dropped
 * without a word: the refusal is told in the shopper's words.
 */
import { COUPON_NOT_FOR_PRODUCT, COUPON_NOT_FOR_SUBSCRIPTION } from '../messages/coupon.ts';
import { SOMETHING_WENT_WRONG } from '../messages/order.ts';

/** What the coupon field says when a check got no answer. */
export const COUPON_CHECK_FAILED = "We couldn't check your coupon just now. Please try again.";

/** The outcome of a coupon check that did not grant the coupon. */
export type CouponCheckFailure = { kind: 'refused'; refusal: string } | { kind: 'unanswered' };

/** Client errors that are not about the coupon: not signed in, anti-forgery, time-out, too many requests. */
const NOT_AN_ANSWER = [401, 403, 407, 408, 429];

/**
 * Whether a failed coupon check is the API's refusal (an HTTP 4xx carrying its reason in `error`)
 * or a check that got no answer. A 4xx without words of its own (a proxy's or a firewall's page,
 * which the pipeline words 'Something went wrong') is not the API's refusal.
 */
export function couponCheckFailure(error: unknown): CouponCheckFailure {
  const e = (error ?? {}) as { kind?: unknown; status?: unknown; error?: unknown };
  const answered =
    (e.kind === undefined || e.kind === 'http') &&
    typeof e.status === 'number' &&
    e.status >= 400 &&
    e.status < 500 &&
    !NOT_AN_ANSWER.includes(e.status);
  return answered && typeof e.error === 'string' && e.error.trim() && e.error !== SOMETHING_WENT_WRONG
    ? { kind: 'refused', refusal: e.error }
    : { kind: 'unanswered' };
}

/** Why a kept coupon went, as the coupon field says it. */
export function couponDroppedNotice(code: string, refusal: string): string {
  if (refusal === COUPON_NOT_FOR_SUBSCRIPTION)
    return `Your coupon ${code} no longer applies: it can't be used on a subscription, so it was removed.`;
  if (refusal === COUPON_NOT_FOR_PRODUCT)
    return `Your coupon ${code} no longer applies: it can't be used on this product, so it was removed.`;
  return `Your coupon ${code} no longer applies (${refusal}), so it was removed.`;
}
