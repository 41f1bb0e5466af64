/**
 * The checkout store: the session's one-order record (domain/checkout/one-order.ts) kept in
 * localStorage under 'checkout', so every tab of the session shares it, and the actions the
 * order pages and wallets call. See the domain module for the rules.
 */
import { computed } from 'nanostores';
import * as z from 'zod/mini';
import {
  placedIn,
  startedAfresh,
  withoutAttempt,
  withPlaced,
  withOnward,
  withRequestId,
  type PlacedOrder,
} from '../domain/checkout/one-order.ts';
import { newRequestId } from '../api/request-id.ts';
import { CHECKOUT_KEY } from './keys.ts';
import { persistedAtom } from './persisted.ts';
import { session } from './session.ts';

export type { PlacedOrder };

const placedSchema = z.object({
  orderId: z.string(),
  name: z.string(),
  total: z.number(),
  paymentMethod: z.string(),
  onward: z.string(),
  placedAt: z.string(),
});

const recordSchema = z.optional(
  z.object({
    sessionId: z.string(),
    requestId: z.optional(z.string()),
    placed: z.optional(placedSchema),
  }),
);

/** The session's checkout record, shared by every tab. */
export const checkoutRecord = persistedAtom(CHECKOUT_KEY, recordSchema, undefined);

const currentSession = (): string => session.get().sessionId ?? '';

/** The paid parent order of this session, if any. */
export const placedOrder = computed([checkoutRecord, session], (record, s) => placedIn(record, s.sessionId ?? ''));

/** The X-Request-Id of the session's parent order (kept until the shopper has moved on). */
export function orderRequestId(): string {
  const next = withRequestId(checkoutRecord.get(), currentSession(), newRequestId);
  checkoutRecord.set(next);
  return next.requestId ?? '';
}

/** The attempt definitely created no order: the next one gets a new key. */
export function forgetAttempt(): void {
  checkoutRecord.set(withoutAttempt(checkoutRecord.get(), currentSession()));
}

/** Records the paid parent order and where the shopper goes on. */
export function recordPlacedOrder(placed: PlacedOrder): void {
  checkoutRecord.set(withPlaced(checkoutRecord.get(), currentSession(), placed));
}

/** The shopper has reached a page after the payment: the order pages' way on leads back here. */
export function noteOnward(href: string): void {
  const record = checkoutRecord.get();
  if (placedIn(record, currentSession())) checkoutRecord.set(withOnward(record, currentSession(), href));
}

/** The shopper starts a second purchase on purpose. */
export function startNewOrder(): void {
  checkoutRecord.set(startedAfresh(currentSession()));
}
