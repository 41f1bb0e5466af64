/**
 * Links an island takes over (`data-island-link`): the href is the page's no-script fallback
 * (the upsell's "No thanks" goes to the order-success page, R-RT-8), but with JavaScript the
 * island decides (the downsell, the next offer, R-FLOW-2). A tap that comes before the island has
 * hydrated waits for it and is then given to the island, so a quick shopper is not sent down the
 * fallback. If the island cannot hydrate (its code failed to load), the tap follows the link
 * after all. Without JavaScript, or once the island has hydrated, nothing here acts.
 */
import { holdEarlyTaps } from './early-taps.ts';

/** Astro marks an island `ssr` until it has hydrated, then fires `astro:hydrate` on it. */
const NOT_HYDRATED = 'astro-island[ssr]';

/** Holds early taps on the page's island links until their island hydrates (once per page). */
export function holdEarlyIslandTaps(root: Document = document): void {
  const failed = new WeakSet<Element>();
  const release = new WeakMap<Element, () => void>();
  // From the start, so an island that failed before the tap is known (the event bubbles).
  root.addEventListener(
    'astro:hydration-error',
    (event) => {
      if (!(event.target instanceof Element)) return;
      failed.add(event.target);
      release.get(event.target)?.();
    },
    true,
  );
  holdEarlyTaps(
    `${NOT_HYDRATED} a[data-island-link]`,
    (link) => {
      const island = link.closest(NOT_HYDRATED);
      if (!island || failed.has(island)) return undefined;
      return new Promise<void>((done) => {
        release.set(island, done);
        island.addEventListener('astro:hydrate', () => done(), { once: true });
      });
    },
    root,
  );
}
