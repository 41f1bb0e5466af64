/**
 * One purchase, one order, whatever the method: a call that creates or pays the session's parent
 * order carries the session's one X-Request-Id (state/order-record.ts, as the card's order does),
 * or for a provider's pay call that key with the call's name (domain/checkout/one-order.ts). The
 * key is sent as the call's explicit `requestId`, so the pipeline may retry it and a second tap,
 * a reload or a second tab after a lost answer replays the first order instead of making another.
 * Only a definite answer that created nothing (a decline, a refusal) gives the next try a new key.
 */
import type { CallOptions } from '../api/config.ts';
import { callRequestId } from '../domain/checkout/one-order.ts';
import { outcomeUnknown as unknownFor, type FailedCall } from '../domain/checkout/unknown-outcome.ts';
import { forgetAttempt, orderRequestId } from '../state/order-record.ts';

/** True when a failed call may have done its work: no answer, or a server failure it does not remember. */
export function outcomeUnknown(error: unknown): boolean {
  // An ApiError, or anything else thrown on the way (read as a failure with no status).
  return unknownFor((error ?? {}) as FailedCall);
}

/**
 * Runs `call` with the parent order's key (or, given `callName`, its key for that call); forgets
 * the key on a definite failure, unless `keep` (a call after the order was paid: its refusal does
 * not undo the payment, so the next try must not make a new order).
 */
export async function withOrderKey<T>(
  call: (options: CallOptions) => Promise<T>,
  callName?: string,
  keep = false,
): Promise<T> {
  const key = orderRequestId();
  try {
    return await call({ requestId: callName ? callRequestId(key, callName) : key });
  } catch (error) {
    if (!keep && !outcomeUnknown(error)) forgetAttempt();
    throw error;
  }
}
