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
 * - the page's own links, on every page: `untilWritten` holds a tap that would leave the page until
 *   the runtime has written this page's events to the outbox (Page View, and New Session and
 *   Session with the landing's query), at most `WRITTEN_CAP_MS`. The runtime writes them the moment
 *   it runs, but it is a module script: on a slow phone a shopper can tap on before it has run,
 *   and the page would be gone with nothing written. Holding the tap (rather than having the next
 *   page rebuild what a page never wrote) keeps one writer of the events, with the page's own
 *   facts, session and routing decision, in a few hundred bytes.
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

/**
 * The mark the runtime sets on the root element just after it has written this page's events, in
 * the same task: the device its visibility rules apply (main.ts, page-behaviour.ts
 * `applyVisibility`). An attribute the page already gets, so the sign costs the runtime nothing.
 */
export const VISIT_WRITTEN = 'data-device';

/**
 * How long a tap on a link waits for the runtime at most: past it the link is followed all the same,
 * so a page whose runtime cannot load never keeps the shopper (its events are then lost, as before).
 */
export const WRITTEN_CAP_MS = 1500;

/**
 * The rule for the page's own links: a promise while a tap would leave this page for another of
 * the site before the root element bears `mark`, kept until it does or `capMs` have passed (then
 * no tap is held any more). A link to another site, a new tab or a download, one within the page
 * (the skip link) and one an island takes over (its own rule, above) go at once.
 */
export function untilWritten(mark: string, capMs: number): (element: Element) => Promise<unknown> | undefined {
  const root = document.documentElement;
  let written: Promise<unknown> | undefined;
  let late = false;
  return (element) => {
    const link = element as HTMLAnchorElement;
    const within = link.pathname === location.pathname && link.search === location.search && !!link.hash;
    const elsewhere = link.origin !== location.origin || (!!link.target && link.target !== '_self');
    if (late || root.hasAttribute(mark) || within || elsewhere || link.hasAttribute('download')) return undefined;
    if (element.closest('astro-island')) return undefined;
    return (written ??= new Promise((done) => {
      new MutationObserver(() => root.hasAttribute(mark) && done(mark)).observe(root, {
        attributes: true,
        attributeFilter: [mark],
      });
      setTimeout(() => done((late = true)), capMs);
    }));
  };
}

/**
 * The page's first script: its text, run as a classic inline script before anything is drawn. A
 * page the runtime writes events for (`links`) holds a tap on its links until they are written; a
 * page with an island that takes a purchase's taps (`islands`) holds its islands' actions until
 * they are ready. Empty when neither.
 */
export function earlyTapsScript({ islands, links }: { islands: boolean; links: boolean }): string {
  if (!islands && !links) return '';
  const written = `(${untilWritten.toString()})(${JSON.stringify(VISIT_WRITTEN)},${WRITTEN_CAP_MS})`;
  const parts = [`{const take=(${holdEarlyTaps.toString()}),hold=(${holding.toString()});`];
  if (islands) {
    const actions = JSON.stringify(ISLAND_ACTIONS);
    parts.push(
      `(${watchIslands.toString()})(document);`,
      `const ready=hold(${untilReady.toString()});`,
      `take(${actions},ready,document);`,
      `(${holdEarlySubmits.toString()})(${actions},ready,document);`,
    );
  }
  if (links) parts.push(`take("a[href]",hold(${written}),document);`);
  return `${parts.join('')}}`;
}
