/**
 * What every page does on activation: scroll to the top (R-NAV-2) and show or hide elements per
 * variant and device (R-NAV-6). The back lock of the pages after payment is `back-lock.ts`.
 */
import { SCROLL_TOP_DELAY_MS } from '../domain/session.ts';
import type { DeviceKind } from '../domain/funnel/types.ts';

/**
 * R-NAV-2: smooth scroll to the top now and again after 100 ms; failures go to the console only.
 * Called on activation, before anything the runtime waits for. A shopper who has already begun to
 * move (`moves`: the events that tell it, such as a wheel, a touch, a key) is never thrown back
 * to the top under their finger.
 */
export function scrollToTop(moves: readonly string[]): void {
  let moved = false;
  for (const type of moves) window.addEventListener(type, () => (moved = true), { once: true, passive: true });
  const go = () => {
    if (moved) return;
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      console.error(error);
    }
  };
  go();
  window.setTimeout(go, SCROLL_TOP_DELAY_MS);
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
  // Also the page's first script's sign that the visit's events are written (early-taps.ts `VISIT_WRITTEN`).
  document.documentElement.dataset.device = device;
  for (const el of root.querySelectorAll<HTMLElement>('[data-show-variants], [data-show-device]')) {
    const variants = el.dataset.showVariants?.split(/\s+/).filter(Boolean);
    const okVariant = !variants || variants.some((v) => variantCodes.includes(v));
    const okDevice = !el.dataset.showDevice || el.dataset.showDevice === device;
    el.hidden = !(okVariant && okDevice);
  }
}
