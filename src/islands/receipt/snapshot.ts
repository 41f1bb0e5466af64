/**
 * R-ORD-5, R-ORD-8: the receipt outlives the funnel state. On the order-success page the state's
 * order is copied to a snapshot in session storage ('receipt'), then the state is cleaned so a
 * new visit starts fresh; a reload in the same tab shows the snapshot. Session storage ends with
 * the tab, so the shopper's details do not linger.
 */
import { parseReceiptSnapshot, type ReceiptData, type ReceiptSnapshot } from '../../domain/upsell/receipt.ts';
import { sessionGet, sessionSet } from '../../state/session-storage.ts';
import type { FunnelState } from '../../state/types.ts';

/** Session storage key of the receipt snapshot (ours: the spec names none). */
export const RECEIPT_KEY = 'receipt';

/** The receipt in the saved funnel state, if an order was placed. */
export function receiptFromState(state: FunnelState): ReceiptData | null {
  const order = state.orderDetails?.order ?? state.navParams?.order;
  if (!order) return null;
  return { account: state.accountDetails, order, upsells: state.upsells ?? [] };
}

/** The stored snapshot, or null. */
export function readSnapshot(): ReceiptSnapshot | null {
  return parseReceiptSnapshot(sessionGet(RECEIPT_KEY));
}

/** Stores the snapshot. */
export function writeSnapshot(snapshot: ReceiptSnapshot): void {
  sessionSet(RECEIPT_KEY, JSON.stringify(snapshot));
}
