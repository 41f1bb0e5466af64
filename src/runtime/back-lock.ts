/**
 * R-NAV-4: on the pages after payment, the browser's back button stays on the page until the
 * funnel ends, so going back cannot lead to a second order. Only those pages load this module:
 * their own scripts lock back at the page's start (PostPurchaseOffer.astro, Receipt.astro), and
 * the receipt's island, which ends the funnel, imports it too. The runtime every page loads does
 * not carry it (issue 10).
 */

/** The history state of the entry disableBack() pushes over the page's own entry. */
const LOCK_ENTRY = { funnelBackLock: true };
const isLockEntry = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as typeof LOCK_ENTRY).funnelBackLock === true;

let backLocked = false;
let funnelEnded = false;
const holdPosition = () => {
  if (backLocked) window.history.pushState(LOCK_ENTRY, '', window.location.href);
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
  window.history.pushState(LOCK_ENTRY, '', window.location.href);
  window.addEventListener('popstate', holdPosition);
}

/** R-NAV-4: back navigation works again: one tap on back leaves the page. */
export function enableBack(): void {
  if (!backLocked) return;
  backLocked = false;
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
