/**
 * The session's one-order record (domain/checkout/one-order.ts) under 'checkout': the tab's own,
 * in session storage, with an unpaid purchase's key shared through the device for tabs that open
 * meanwhile (purchase-storage.ts); and the actions the order pages, wallets and the runtime call.
 * See the domain module for the rules. Small on purpose: the pages after payment import
 * `noteOnward` from here; the cart of the order form is state/checkout.ts.
 */
import { computed } from 'nanostores';
import * as z from 'zod/mini';
import {
  addOnKey,
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
import { checkoutRecordEngine } from './purchase-storage.ts';
import { session } from './session.ts';

export type { PlacedOrder };

const placedShape = z.object({
  orderId: z.string(),
  name: z.string(),
  total: z.number(),
  paymentMethod: z.string(),
  onward: z.string(),
  placedAt: z.string(),
  paidEarlier: z.optional(z.boolean()),
  otherCart: z.optional(z.boolean()),
  holds: z.optional(z.string()),
});

const recordShape = z.optional(
  z.object({
    sessionId: z.string(),
    requestId: z.optional(z.string()),
    placed: z.optional(placedShape),
    sentElsewhere: z.optional(z.boolean()),
  }),
);

/** The session's checkout record in this tab. */
export const checkoutRecord = persistedAtom(CHECKOUT_KEY, recordShape, undefined, checkoutRecordEngine);

const currentSession = (): string => session.get().sessionId ?? '';

/** The paid parent order of this session, if any. */
export const placedOrder = computed([checkoutRecord, session], (record, s) => placedIn(record, s.sessionId ?? ''));

/**
 * The X-Request-Id of the session's parent order (kept until the shopper has moved on), which is
 * also the purchase's key (X-Purchase-Id).
 */
export function orderRequestId(): string {
  const next = withRequestId(checkoutRecord.get(), currentSession(), newRequestId);
  checkoutRecord.set(next);
  return next.requestId ?? '';
}

/**
 * The purchase's key for a call that pays its parent order: the device marks it sent before the
 * call goes (one-order.ts `sharedOnPaying`), so a tab adopting it later gets no add-ons with it.
 */
export function payingRequestId(): string {
  const key = orderRequestId();
  checkoutRecordEngine.paying(CHECKOUT_KEY, key);
  return key;
}

/**
 * The purchase's key as it stands (no new one is made) for the order's add-ons to carry as
 * X-Purchase-Id: none in a tab that adopted a key another tab had sent to pay with (one-order.ts).
 */
export function purchaseKey(): string | undefined {
  return addOnKey(checkoutRecord.get(), currentSession());
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
