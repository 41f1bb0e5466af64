/**
 * What every page does on activation: scroll to the top (R-NAV-2), lock back navigation on
 * pages after payment until the funnel ends (R-NAV-4), and show or hide elements per variant and device (R-NAV-6).
 */
import { SCROLL_TOP_DELAY_MS } from '../domain/session.ts';
import type { DeviceKind } from '../domain/funnel/types.ts';

/** R-NAV-2: smooth scroll to the top now and again after 100 ms; failures go to the console only. */
export function scrollToTop(): void {
  const go = () => {
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      console.error(error);
    }
  };
  go();
  window.setTimeout(go, SCROLL_TOP_DELAY_MS);
}

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

/**
 * R-NAV-6: `data-show-variants="obtcr fbtcr"` keeps an element for those variant codes or
 * sfids only; `data-show-device="Mobile"` (or Desktop) keeps it for that device only.
 */
export function applyVisibility(
  variantCodes: readonly string[],
  device: DeviceKind,
  root: ParentNode = document,
): void {
  document.documentElement.dataset.device = device;
  for (const el of root.querySelectorAll<HTMLElement>('[data-show-variants], [data-show-device]')) {
    const variants = el.dataset.showVariants?.split(/\s+/).filter(Boolean);
    const okVariant = !variants || variants.some((v) => variantCodes.includes(v));
    const okDevice = !el.dataset.showDevice || el.dataset.showDevice === device;
    el.hidden = !(okVariant && okDevice);
  }
}
