import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

type Win = EventTarget & { dataLayer?: unknown[] };

describe('R-SES-8: funnel events and the tag-manager data layer', () => {
  let win: Win;
  beforeEach(() => {
    win = new EventTarget();
    vi.stubGlobal('window', win);
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The runtime's emit on a page built with the tag manager on or off (Base.astro's `data-tag-manager`). */
  async function emitWith(enabled: boolean) {
    vi.stubGlobal('document', {
      documentElement: { hasAttribute: (name: string) => enabled && name === 'data-tag-manager' },
    });
    return (await import('../../../src/runtime/events.ts')).emit;
  }

  test('every event reaches funnel:event listeners', async () => {
    const emit = await emitWith(false);
    const seen: unknown[] = [];
    win.addEventListener('funnel:event', (e) => seen.push((e as CustomEvent).detail));
    emit({ event: 'appScreenView', screenPath: 'vsl' });
    expect(seen).toEqual([{ event: 'appScreenView', screenPath: 'vsl' }]);
    expect(win.dataLayer).toBeUndefined();
  });

  test('with the tag manager enabled, events are also pushed to window.dataLayer', async () => {
    const emit = await emitWith(true);
    win.dataLayer = [{ 'gtm.start': 1 }];
    emit({ event: 'purchase', value: 19.99 });
    emit({ event: 'Page View' });
    expect(win.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'purchase', value: 19.99 }, { event: 'Page View' }]);
  });
});
