/**
 * The provider order waiting for the shopper's return (PayPal approval, Amazon confirmation):
 * kept in session storage across the full-page redirect, so the order page can finish it.
 */
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';
import type { PayPalFlow } from '../domain/wallets/paypal-return.ts';

const KEY = 'walletPendingOrder';

/** A pending provider order. */
export interface PendingWalletOrder {
  method: 'PayPal' | 'Amazon Pay';
  orderId: string;
  subscription: boolean;
  flow?: PayPalFlow | undefined;
  /** The provider's token, payment id or order reference. */
  reference?: string | undefined;
}

/** Remembers the pending order (one at a time). */
export function rememberPending(order: PendingWalletOrder): void {
  sessionSet(KEY, JSON.stringify(order));
}

/** The pending order of this method, if any. */
export function pendingOrder(method: PendingWalletOrder['method']): PendingWalletOrder | null {
  try {
    const value = JSON.parse(sessionGet(KEY) ?? 'null') as PendingWalletOrder | null; // our own JSON
    return value?.method === method && typeof value.orderId === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the pending order. */
export function forgetPending(): void {
  sessionRemove(KEY);
}
