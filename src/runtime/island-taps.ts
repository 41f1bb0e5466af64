/**
 * Links an island takes over (`data-island-link`): the href is the page's no-script fallback
 * (the upsell's "No thanks" goes to the order-success page, R-RT-8), but with JavaScript the
 * island decides (the downsell, the next offer, R-FLOW-2). A tap that comes before the island has
 * hydrated waits for it and is then given to the island, so a quick shopper is not sent down the
 * fallback. If the island cannot hydrate (its code failed to load), the tap follows the link
 * after all. Without JavaScript, or once the island has hydrated, nothing here acts.
 */
const LINK = 'astro-island[ssr] a[data-island-link]';

/** Holds early taps on the page's island links until their island hydrates (once per page). */
export function holdEarlyIslandTaps(root: Document = document): void {
  const waiting = new WeakSet<Element>();
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINK) : null;
      const island = link?.closest('astro-island[ssr]');
      if (!link || !island || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (waiting.has(link)) return; // one tap is enough; more are not queued
      waiting.add(link);
      // Astro removes `ssr` and fires this once the island's framework has taken the markup.
      island.addEventListener('astro:hydrate', () => link.click(), { once: true });
      island.addEventListener('astro:hydration-error', () => window.location.assign(link.href), { once: true });
    },
    true,
  );
}
