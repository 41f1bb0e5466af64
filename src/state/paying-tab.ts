/**
 * What a tab adds to the calls that create or pay the parent order, beside the purchase's key
 * (payments/order-key.ts): its own id, and whether its key is one it adopted after another tab
 * had paid with it. A module of its own so that the pages after payment, which load the
 * checkout record (order-record.ts), load none of this.
 */
import { recordFor } from '../domain/checkout/one-order.ts';
import { newRequestId } from '../api/request-id.ts';
import { PURCHASE_TAB_KEY } from './keys.ts';
import { checkoutRecord } from './order-record.ts';
import { session } from './session.ts';
import { sessionGet, sessionSet } from './session-storage.ts';

/**
 * This tab's own id (X-Purchase-Tab), made when first asked and kept in its session storage: the
 * API answers the tab that paid a purchase as its payer. Another tab of the device has its own.
 */
export function purchaseTab(): string {
  const kept = sessionGet(PURCHASE_TAB_KEY);
  if (kept) return kept;
  const made = newRequestId();
  sessionSet(PURCHASE_TAB_KEY, made);
  return made;
}

/**
 * True when this tab's key was adopted from the device after another tab had sent a payment with
 * it: the purchase it pays may be someone else's (one-order.ts `sentElsewhere`).
 */
export function keyAdoptedAfterPayment(): boolean {
  return recordFor(checkoutRecord.get(), session.get().sessionId ?? '').sentElsewhere === true;
}
