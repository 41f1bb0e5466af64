/**
 * R-ORD-3: a one-click offer belongs to the shopper who paid, for a while. An add-on is charged
 * to the parent order's payment only when the call carries the parent purchase's key
 * (X-Purchase-Id, known only to the tab that paid), and only within ONE_CLICK_MINUTES of the
 * parent's payment; after that the offer has ended and nothing is charged. The API enforces both
 * (the sandbox: sandbox/purchase.ts) and says which (add-on-refusal.ts); the offer page reads the
 * same window off its own clock, so a shopper back after it sees that the offer has ended before
 * tapping.
 */

/**
 * How long after the parent order is paid its one-click offers stay open. Shopify's post-purchase
 * offers allow 60 minutes and FunnelKit's 15; 30 covers the offers of a funnel with time to read.
 */
export const ONE_CLICK_MINUTES = 30;

/** When the one-click offers of a parent order paid at `paidAt` end. */
export function oneClickEnds(paidAt: Date): Date {
  return new Date(paidAt.getTime() + ONE_CLICK_MINUTES * 60_000);
}

/** True while an add-on to an order paid at `paidAt` may still be charged at `now`. */
export function oneClickOpen(paidAt: Date, now: Date): boolean {
  const ends = oneClickEnds(paidAt).getTime();
  return Number.isNaN(ends) || now.getTime() <= ends;
}
