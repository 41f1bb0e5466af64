/**
 * The typed error every API call rejects with (R-API-3, §8). `error` is what the spec hands to
 * callers: the error field of the error body, or the whole body for the express-checkout calls
 * and createrecurringpayment. Time-outs and network failures carry the §8 message of the call:
 * 'Sorry, but Payment Service is not available!' for order and payment calls, else
 * 'Something went wrong'.
 */
import { PAYMENT_SERVICE_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../domain/messages/order.ts';

/** How a call failed. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** A failed API call. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The error field of the body (a string), or the whole body where the spec says so. */
  readonly error: unknown;
  /** The X-Request-Id the call was sent with; retry with it to avoid doing the call twice. */
  readonly requestId: string | undefined;
  /** The whole error body of an HTTP error, as the API sent it (a 409's code and order). */
  readonly body: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    error: unknown;
    message: string;
    requestId?: string | undefined;
    body?: unknown;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.error = init.error;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/** Order and payment calls (orders/*, v2/*) speak of the payment service; the rest of 'something'. */
export function unavailableMessage(path: string): string {
  return /^(orders|v2)\//.test(path) ? PAYMENT_SERVICE_UNAVAILABLE : SOMETHING_WENT_WRONG;
}

/** R-API-3: the calls whose whole error body is passed on. */
export const wholeBodyErrorPaths: ReadonlySet<string> = new Set([
  'orders/getexpresscheckoutdetail',
  'orders/setexpresscheckout',
  'orders/doexpresscheckout',
  'orders/createrecurringpayment',
]);

/** Builds the ApiError for an HTTP error response of `path`; a body without words gets the §8 text. */
export function httpError(path: string, status: number, body: unknown, requestId?: string): ApiError {
  const field = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  const fieldText = typeof field === 'string' && field.trim() ? field : undefined;
  const whole = wholeBodyErrorPaths.has(path);
  const message = fieldText ?? (status >= 500 ? unavailableMessage(path) : SOMETHING_WENT_WRONG);
  return new ApiError({ kind: 'http', status, error: whole ? (body ?? message) : message, message, requestId, body });
}
