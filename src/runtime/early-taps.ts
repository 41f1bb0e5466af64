/**
 * Taps that come before the page is ready for them. One mechanism: `holdEarlyTaps` (and
 * `holdEarlySubmits` for a form's submit) gives a plain tap on an element matching a selector to
 * the `holding` of a rule; while `until(element)` gives a promise the tap is held, the element
 * shows "One moment…" (`data-held`, styled in forms.css) once the wait passes 100 ms, and the tap
 * is then given again to the element, which by then acts as the page means it to. One held tap per
 * element; more are not queued, so a double tap acts once. An island's button busy with a tap it
 * took says the same (`aria-busy`).
 *
 * It runs in two places, with a rule each:
 * - the calls to action, whose funnel rules load when due: the runtime holds their taps until the
 *   rules are wired (main.ts);
 * - the actions of the islands (the survey, the offer selector, the order form, the upsell's agree
 *   and "No thanks"): an island marks its actions `data-not-ready` until it can act on them
 *   (hydrated, its state started, an offer confirmed), and `untilReady` holds a tap meanwhile.
 *   Module scripts run only once the page is parsed and their chunks have arrived, a second after
 *   the buttons show on a slow phone, and a tap then would submit the server-rendered form to the
 *   static page. So this rule is the page's first script, inline in its head (`EarlyTaps.astro`
 *   writes these functions' own text there): no tap comes before it, and no form is ever
 *   submitted natively.
 *
 * The functions written into the page use nothing from outside their own body.
 */

/** What holds one tap: given the event, the element and how to give the tap again. */
export type Hold = (event: Event, element: Element, again: () => void) => void;

/**
 * The hold of a rule: while `until(element)` gives a promise, the tap is kept from acting, the
 * element is marked `data-held` (it says "One moment…" once that lasts 100 ms, forms.css), and once
 * the promise settles the tap is given again; undefined lets the tap go. A second tap on an element
 * already held does nothing.
 */
export function holding(until: (element: Element) => Promise<unknown> | undefined): Hold {
  const held = new WeakSet<Element>();
  return (event, element, again) => {
    const ready = until(element);
    if (!ready) return;
    event.preventDefault();
    if (held.has(element)) return;
    held.add(element);
    element.setAttribute('data-held', '');
    void ready.finally(() => {
      element.removeAttribute('data-held');
      held.delete(element);
      again();
    });
  };
}

/**
 * Gives `hold` every plain primary-button tap (not a new-tab or download click) on an element
 * matching `selector`. A form's own taps (a field, a choice) are the shopper's to make: only its
 * submit is held, by `holdEarlySubmits`.
 */
export function holdEarlyTaps(selector: string, hold: Hold, root: Document = document): void {
  root.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
      const plain = !event.defaultPrevented && event.button === 0 && !(element instanceof HTMLFormElement);
      if (element && plain && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))
        hold(event, element, () => element.click());
    },
    true,
  );
}

/** Gives `hold` the submit of a form matching `selector` (Enter in a field, say). */
export function holdEarlySubmits(selector: string, hold: Hold, root: Document = document): void {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.matches(selector)) hold(event, form, () => form.requestSubmit((event as SubmitEvent).submitter));
    },
    true,
  );
}

/** The islands' actions: their buttons, the links they take over (`data-island-link`) and their forms. */
export const ISLAND_ACTIONS = 'button,a[data-island-link],form';

/**
 * The rule for the islands' actions: a promise while the element is inside `[data-not-ready]`,
 * kept until the island drops that mark, removes the element, or fails to hydrate (Astro's
 * `astro:hydration-error` marks it `data-failed`, see `watchIslands`). In a failed island a link
 * follows its no-script fallback; a button or form waits for good, as nothing could act on it,
 * and is never submitted to the static page.
 */
export function untilReady(element: Element): Promise<void> | undefined {
  const island = element.closest('astro-island');
  if (!element.closest('[data-not-ready]')) return undefined;
  if (island?.hasAttribute('data-failed')) return element.matches('a') ? undefined : new Promise(() => {});
  return new Promise((done) => {
    const watch = new MutationObserver(() => {
      if (element.isConnected && element.closest('[data-not-ready]') && !island?.hasAttribute('data-failed')) return;
      watch.disconnect();
      done();
    });
    watch.observe(island ?? document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-not-ready', 'data-failed'],
    });
  });
}

/** Marks an island that failed to hydrate (`data-failed`) from the page's start, for `untilReady`. */
export function watchIslands(root: Document): void {
  root.addEventListener('astro:hydration-error', (event) => (event.target as Element).setAttribute('data-failed', ''));
}

/** The page's first script: its text, run as a classic inline script before anything is drawn. */
export function earlyTapsScript(): string {
  const actions = JSON.stringify(ISLAND_ACTIONS);
  return [
    `{(${watchIslands.toString()})(document);`,
    `const hold=(${holding.toString()})(${untilReady.toString()});`,
    `(${holdEarlyTaps.toString()})(${actions},hold,document);`,
    `(${holdEarlySubmits.toString()})(${actions},hold,document)}`,
  ].join('');
}
