/**
 * Taps that come before the page is ready for them (issue 10: what handles a link loads after
 * the page shows). One mechanism for the calls to action, whose funnel rules load when due
 * (main.ts), and for links an island takes over before it has hydrated (island-taps.ts): a plain
 * tap on such a link is held while `until(link)` gives a promise, then given again to the link,
 * which by then goes where the page means it to. One held tap per link; more are not queued.
 */

/** A plain primary-button tap, the kind a page may take over (not a new-tab or download click). */
export function isPlainTap(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  );
}

/** Holds plain taps on links matching `selector` while `until(link)` is a promise; undefined lets the tap go. */
export function holdEarlyTaps(
  selector: string,
  until: (link: HTMLAnchorElement) => Promise<unknown> | undefined,
  root: Document = document,
): void {
  const held = new WeakSet<Element>();
  root.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;
      if (!link || !isPlainTap(event)) return;
      const ready = until(link);
      if (!ready) return;
      event.preventDefault();
      if (held.has(link)) return;
      held.add(link);
      void ready.finally(() => {
        held.delete(link);
        link.click();
      });
    },
    true,
  );
}
