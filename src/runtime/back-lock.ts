/**
 * R-NAV-4: on the pages after payment, the browser's back button stays on the page until the
 * funnel ends, so going back cannot lead to a second order. Only those pages load this module:
 * their own scripts lock back at the page's start (PostPurchaseOffer.astro, Receipt.astro), and
 * the receipt's island, which ends the funnel, imports it too. The runtime every page loads does
 * not carry it.
 *
 * The lock is a history entry over the page's own, which a Back steps onto. Chromium's Back button
 * skips a page that adds history entries without the shopper's activation (a tap or a key), and
 * after a Back the page's earlier activation no longer counts (its history manipulation
 * intervention, docs/history_manipulation_intervention.md in Chromium). So the entry is added at
 * the shopper's first tap or key, and again at the next one after each Back it held: one Back per
 * touch stays. A Back before any touch leaves, as the browser decides; the order page it reaches
 * shows the order as placed (state/order-record.ts). tests/e2e/back-lock.spec.ts presses it so.
 */

/** The history state of the entry the lock adds over the page's own entry. */
const LOCK_ENTRY = { funnelBackLock: true };
const isLockEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as typeof LOCK_ENTRY).funnelBackLock === true;

/** HTML's activation-triggering input events (a touch gives it at pointerup, a mouse at pointerdown). */
const ACTIVATING = ['keydown', 'pointerdown', 'pointerup'] as const;

let backLocked = false;
let funnelEnded = false;

/** Adds the lock entry once the page has the shopper's activation (Chromium skips it otherwise). */
function onActivation(event: Event): void {
  if (!event.isTrusted || !(navigator.userActivation?.isActive ?? true)) return;
  stopWaiting();
  if (backLocked && !isLockEntry(window.history.state)) window.history.pushState(LOCK_ENTRY, '', window.location.href);
}
function waitForActivation(): void {
  for (const type of ACTIVATING) window.addEventListener(type, onActivation, { capture: true, passive: true });
}
function stopWaiting(): void {
  for (const type of ACTIVATING) window.removeEventListener(type, onActivation, { capture: true });
}
/** A Back the lock held (back on the page's own entry): lock again at the shopper's next touch. */
const holdPosition = () => {
  if (backLocked && !isLockEntry(window.history.state)) waitForActivation();
};
/** After enableBack(), the first back lands on the page's own entry; it goes on to the page before. */
const stepOverLock = () => {
  window.removeEventListener('popstate', stepOverLock);
  window.history.back();
};

/** R-NAV-4: the browser's back button stays on this page until enableBack(). */
export function disableBack(): void {
  if (backLocked || funnelEnded) return;
  backLocked = true;
  waitForActivation();
  window.addEventListener('popstate', holdPosition);
}

/** R-NAV-4: back navigation works again: one tap on back leaves the page. */
export function enableBack(): void {
  if (!backLocked) return;
  backLocked = false;
  stopWaiting();
  window.removeEventListener('popstate', holdPosition);
  if (isLockEntry(window.history.state)) window.addEventListener('popstate', stepOverLock);
}

/**
 * R-NAV-4: the funnel ended on this page (the receipt cleaned the funnel state), so there is no
 * order left to protect: back works, whether the page locked it before or would lock it after.
 */
export function endFunnel(): void {
  funnelEnded = true;
  enableBack();
}
