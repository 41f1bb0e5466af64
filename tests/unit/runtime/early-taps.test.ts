/**
 * The page's first script (runtime/early-taps.ts, written inline by EarlyTaps.astro): its own text,
 * minified as the page carries it, run alone against a small document of islands, buttons, links
 * and forms. It must use nothing from outside its functions' bodies, hold a tap on an action that
 * is not ready and give it again once, and leave a field's own taps alone; on every page, hold a
 * tap on a link that leaves the page until the runtime has written its events, never longer than
 * the cap.
 */
import { runInNewContext } from 'node:vm';
import { minifySync } from 'vite';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { earlyTapsScript, VISIT_WRITTEN, WRITTEN_CAP_MS } from '../../../src/runtime/early-taps.ts';

/** Matches the selectors the script uses: tags and `[attribute]`s, in a comma list. */
function matches(el: FakeElement, selectors: string): boolean {
  return selectors.split(',').some((one) => {
    const m = /^([a-z-]*)((?:\[[\w-]+\])*)$/.exec(one.trim());
    if (!m) throw new Error(`selector not understood: ${one}`);
    const attrs = [...m[2]!.matchAll(/\[([\w-]+)\]/g)].map((a) => a[1]!);
    return (!m[1] || el.tag === m[1]) && attrs.every((a) => el.attributes.has(a));
  });
}

const observers = new Set<{ notify: () => void; on: boolean }>();

class FakeElement {
  attributes = new Map<string, string>();
  clicks = 0;
  submits: unknown[] = [];
  isConnected = true;
  tag: string;
  parent: FakeElement | null;
  constructor(tag: string, parent: FakeElement | null = null, attrs: string[] = []) {
    this.tag = tag;
    this.parent = parent;
    for (const a of attrs) this.attributes.set(a, '');
  }
  closest(selectors: string): FakeElement | null {
    if (matches(this, selectors)) return this;
    return this.parent?.closest(selectors) ?? null;
  }
  matches(selectors: string): boolean {
    return matches(this, selectors);
  }
  hasAttribute(name: string): boolean {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
    for (const o of observers) if (o.on) o.notify();
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
    for (const o of observers) if (o.on) o.notify();
  }
  click(): void {
    this.clicks += 1;
  }
  requestSubmit(submitter: unknown): void {
    this.submits.push(submitter);
  }
}
class FakeForm extends FakeElement {}

/** The page's address, as `location` and a link's own URL parts give it. */
const HERE = 'https://shop.test/pl221101a_ap?utm_source=facebook';

/** A link to `href` (resolved against the page's address), as an anchor element gives its parts. */
class FakeLink extends FakeElement {
  url: URL;
  target = '';
  constructor(href: string, parent: FakeElement | null = null, attrs: string[] = []) {
    super('a', parent, ['href', ...attrs]);
    this.url = new URL(href, HERE);
  }
  get origin() {
    return this.url.origin;
  }
  get pathname() {
    return this.url.pathname;
  }
  get search() {
    return this.url.search;
  }
  get hash() {
    return this.url.hash;
  }
}

/** A tap or submit as the browser dispatches it to the document's capture listeners. */
class FakeEvent {
  defaultPrevented = false;
  button = 0;
  metaKey = false;
  ctrlKey = false;
  shiftKey = false;
  altKey = false;
  target: FakeElement;
  submitter: FakeElement | undefined;
  constructor(target: FakeElement, submitter?: FakeElement) {
    this.target = target;
    this.submitter = submitter;
  }
  preventDefault(): void {
    this.defaultPrevented = true;
  }
}

let listeners: Record<string, ((e: FakeEvent) => void)[]>;
/** The page's root element, which the runtime marks once it has written the page's events. */
let root: FakeElement;
const dispatch = (type: string, event: FakeEvent): FakeEvent => {
  for (const l of listeners[type] ?? []) l(event);
  return event;
};
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Runs the script as `EarlyTaps.astro` writes it into a page, with or without the islands' rule. */
function load(islands: boolean) {
  listeners = {};
  observers.clear();
  root = new FakeElement('html');
  const document = {
    documentElement: root,
    addEventListener: (type: string, l: (e: FakeEvent) => void) => (listeners[type] ??= []).push(l),
  };
  class MutationObserver {
    entry: { notify: () => void; on: boolean };
    constructor(callback: () => void) {
      this.entry = { notify: () => queueMicrotask(callback), on: false };
      observers.add(this.entry);
    }
    observe() {
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  // As the page runs it: the minified text, in a context with nothing of this module's scope.
  const code = minifySync('early-taps.js', earlyTapsScript({ islands, links: true }), {
    compress: true,
    mangle: true,
  }).code;
  const location = new URL(HERE);
  const globals = { document, location, setTimeout, Element: FakeElement, HTMLFormElement: FakeForm };
  runInNewContext(code, { ...globals, MutationObserver, Promise });
}

beforeEach(() => load(true));

/** An island, not ready yet, holding a form with a submit button and a radio, and a link it takes over. */
function island() {
  const root = new FakeElement('astro-island');
  const form = new FakeForm('form', root, ['data-not-ready']);
  return {
    root,
    form,
    button: new FakeElement('button', form),
    radio: new FakeElement('input', new FakeElement('label', form)),
    link: new FakeElement('a', root, ['data-island-link', 'data-not-ready']),
  };
}

describe('R-FLOW-1, R-ORD-1: a tap before its island is ready is held, then given again once', () => {
  test('a tap on a button of a form not ready is held (no native submit), says so, and is given again when ready', async () => {
    const { form, button } = island();
    expect(dispatch('click', new FakeEvent(button)).defaultPrevented).toBe(true);
    expect(button.hasAttribute('data-held')).toBe(true);
    expect(dispatch('click', new FakeEvent(button)).defaultPrevented, 'a double tap is one tap').toBe(true);
    await settle();
    expect(button.clicks).toBe(0);
    form.removeAttribute('data-not-ready');
    await settle();
    expect(button.clicks).toBe(1);
    expect(button.hasAttribute('data-held')).toBe(false);
    expect(dispatch('click', new FakeEvent(button)).defaultPrevented, 'once ready, taps act').toBe(false);
  });

  test('a form’s own taps (a choice, a field) are the shopper’s: not held', () => {
    const { radio } = island();
    expect(dispatch('click', new FakeEvent(radio)).defaultPrevented).toBe(false);
  });

  test('a submit of a form not ready (Enter in a field) is held and submitted again when ready', async () => {
    const { form, button } = island();
    expect(dispatch('submit', new FakeEvent(form, button)).defaultPrevented).toBe(true);
    form.removeAttribute('data-not-ready');
    await settle();
    expect(form.submits).toEqual([button]);
  });

  test('a new-tab or modified click is never taken over', () => {
    const { button } = island();
    const event = new FakeEvent(button);
    event.ctrlKey = true;
    expect(dispatch('click', event).defaultPrevented).toBe(false);
  });

  test('in an island that fails to hydrate, a link follows its fallback and a form never posts', async () => {
    const { root, link, button } = island();
    expect(dispatch('click', new FakeEvent(link)).defaultPrevented).toBe(true);
    dispatch('astro:hydration-error', new FakeEvent(root));
    await settle();
    expect(link.clicks, 'the held tap is given again').toBe(1);
    expect(dispatch('click', new FakeEvent(link)).defaultPrevented, 'and now follows the link').toBe(false);
    expect(dispatch('click', new FakeEvent(button)).defaultPrevented, 'the form stays unposted').toBe(true);
  });

  test('an action removed before it was ready drops its held tap', async () => {
    const { form, button } = island();
    dispatch('click', new FakeEvent(button));
    button.isConnected = false;
    form.setAttribute('data-x', '');
    await settle();
    expect(button.clicks).toBe(1); // given again: the removed button acts on nothing
    expect(button.hasAttribute('data-held')).toBe(false);
  });
});

describe('R-SES-1, R-SES-4: a tap that leaves the page before its events are written waits for them', () => {
  test.each([true, false])(
    'a link to another page of the site is held until the runtime has written (islands: %s)',
    async (islands) => {
      load(islands);
      const link = new FakeLink('/vsl?utm_source=facebook');
      expect(dispatch('click', new FakeEvent(link)).defaultPrevented).toBe(true);
      expect(link.hasAttribute('data-held')).toBe(true);
      expect(dispatch('click', new FakeEvent(link)).defaultPrevented, 'a double tap is one tap').toBe(true);
      await settle();
      expect(link.clicks).toBe(0);
      root.setAttribute(VISIT_WRITTEN, '');
      await settle();
      expect(link.clicks, 'the tap is given again once').toBe(1);
      expect(dispatch('click', new FakeEvent(link)).defaultPrevented, 'once written, links go at once').toBe(false);
    },
  );

  test('past the cap the tap goes anyway, and later ones are not held', async () => {
    vi.useFakeTimers();
    try {
      load(false);
      const link = new FakeLink('/vsl');
      dispatch('click', new FakeEvent(link));
      await vi.advanceTimersByTimeAsync(WRITTEN_CAP_MS - 1);
      expect(link.clicks).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(link.clicks).toBe(1);
      expect(dispatch('click', new FakeEvent(link)).defaultPrevented).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a link within the page (the skip link), to another site, a new tab or a download goes at once', () => {
    load(false);
    const blank = new FakeLink('/vsl');
    blank.target = '_blank';
    const links = [
      new FakeLink('#main'),
      new FakeLink('https://example.com/'),
      blank,
      new FakeLink('/a.pdf', null, ['download']),
    ];
    for (const link of links)
      expect(dispatch('click', new FakeEvent(link)).defaultPrevented, link.url.href).toBe(false);
  });

  test('a modified click (a new tab) is never held, nor a link an island takes over once it is ready', () => {
    const event = new FakeEvent(new FakeLink('/vsl'));
    event.metaKey = true;
    expect(dispatch('click', event).defaultPrevented).toBe(false);
    const link = new FakeLink('/order', new FakeElement('astro-island'), ['data-island-link']);
    expect(dispatch('click', new FakeEvent(link)).defaultPrevented).toBe(false);
  });

  test('a link that reloads the page leaves it too: held', () => {
    expect(dispatch('click', new FakeEvent(new FakeLink(HERE))).defaultPrevented).toBe(true);
  });
});

test('a page with neither an island nor funnel data carries no script', () => {
  expect(earlyTapsScript({ islands: false, links: false })).toBe('');
});
