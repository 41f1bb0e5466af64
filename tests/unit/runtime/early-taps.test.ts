/**
 * The page's first script (runtime/early-taps.ts, written inline by EarlyTaps.astro): its own text,
 * minified as the page carries it, run alone against a small document of islands, buttons, links
 * and forms. It must use nothing from outside its functions' bodies, hold a tap on an action that
 * is not ready and give it again once, and leave a field's own taps alone.
 */
import { runInNewContext } from 'node:vm';
import { minifySync } from 'vite';
import { beforeEach, describe, expect, test } from 'vitest';
import { earlyTapsScript } from '../../../src/runtime/early-taps.ts';

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
const dispatch = (type: string, event: FakeEvent): FakeEvent => {
  for (const l of listeners[type] ?? []) l(event);
  return event;
};
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  listeners = {};
  observers.clear();
  const document = {
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
  const code = minifySync('early-taps.js', earlyTapsScript(), { compress: true, mangle: true }).code;
  runInNewContext(code, { document, Element: FakeElement, HTMLFormElement: FakeForm, MutationObserver, Promise });
});

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
