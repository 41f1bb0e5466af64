/**
 * The upsell waiting for the shopper's return from PayPal or Amazon Pay (R-QP-3, R-QP-4), kept in
 * session storage while the shopper is at the provider. Apart from the confirmation itself
 * (upsell-confirm.ts), so the offer page can tell at load whether a return may be due without
 * loading the code that reads and finishes it: most pages have none waiting.
 */
import type { ProviderMethod } from '../domain/wallets/upsell-route.ts';
import { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';

const KEY = 'upsellConfirmation';

/** The upsell waiting for the shopper's return from the provider. */
export interface WaitingUpsell {
  method: ProviderMethod;
  parentId: string;
  sfid: string;
  orderId: string;
}

/** The upsell waiting for this parent and offer, if any. */
export function waitingUpsell(parentId: string, sfid: string): WaitingUpsell | null {
  try {
    const w = JSON.parse(sessionGet(KEY) ?? 'null') as WaitingUpsell | null; // our own JSON
    return w && w.parentId === parentId && w.sfid === sfid && typeof w.orderId === 'string' ? w : null;
  } catch {
    return null;
  }
}

/** Keeps the upsell the shopper is confirming at the provider. */
export function rememberWaiting(w: WaitingUpsell): void {
  sessionSet(KEY, JSON.stringify(w));
}

/** The return has been handled (paid, cancelled or failed): nothing waits any more. */
export function forgetWaiting(): void {
  sessionRemove(KEY);
}
