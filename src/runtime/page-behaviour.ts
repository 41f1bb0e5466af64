/**
 * What every page does on activation: scroll to the top (R-NAV-2) and show or hide elements per
 * variant and device (R-NAV-6). The back lock of the pages after payment is `back-lock.ts`.
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
