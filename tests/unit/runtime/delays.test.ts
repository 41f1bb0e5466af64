/**
 * R-CON-1's delays as the runtime keeps them, on fake timers: the second scroll to the top after
 * 100 ms (R-NAV-2), and the experimental flow's 30 ms start, 100 ms poll and 1000 ms follow-up
 * (R-SES-3). Not covered here: the 300 ms tracking delay (tests/unit/runtime/outbox.test.ts) and
 * lead creation (3000 ms).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('../../../src/runtime/stats.ts');
  vi.doUnmock('../../../src/runtime/destination-stats.ts');
  vi.doUnmock('../../../src/runtime/funnel.ts');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A window whose timers are Vitest's fake ones. */
function fakeWindow(extra: object = {}) {
  return {
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    setInterval: (fn: () => void, ms?: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    ...extra,
  };
}

describe('R-CON-1, R-NAV-2: scroll to the top', () => {
  test('R-CON-1, R-NAV-2: smooth at once, and once more exactly 100 ms later', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('window', fakeWindow({ scrollTo, addEventListener: vi.fn() }));
    const { scrollToTop } = await import('../../../src/runtime/page-behaviour.ts');
    scrollToTop(['wheel']);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }]]);
    vi.advanceTimersByTime(99);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }], [{ top: 0, behavior: 'smooth' }]]);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  test('R-NAV-2: no scroll after the shopper has begun to move (a wheel, a touch, a key)', async () => {
    const scrollTo = vi.fn();
    const target = new EventTarget();
    vi.stubGlobal('window', fakeWindow({ scrollTo, addEventListener: target.addEventListener.bind(target) }));
    const { scrollToTop } = await import('../../../src/runtime/page-behaviour.ts');
    scrollToTop(['wheel', 'touchstart']);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(100);
    expect(scrollTo, 'the second scroll is not made under the shopper’s finger').toHaveBeenCalledTimes(1);
  });
});

describe('R-CON-1, R-SES-3: the experimental flow', () => {
  test('R-CON-1, R-SES-3: polls from 30 ms every 100 ms; Page View 1000 ms after the session is seen, then Destination and New Session', async () => {
    const sent: [string, number][] = [];
    const at = (event: string) => async () => void sent.push([event, Date.now() - start]);
    vi.doMock('../../../src/runtime/stats.ts', () => ({
      sendStats: vi.fn(at('Page View')),
      sendNewSession: vi.fn(at('New Session')),
    }));
    vi.doMock('../../../src/runtime/destination-stats.ts', () => ({ sendDestinationStats: vi.fn(at('Destination')) }));
    vi.doMock('../../../src/runtime/funnel.ts', () => ({
      query: () => new URLSearchParams('origexperimentalOrig=true&dsid=DST-1'),
      mainFunnel: () => ({ sfid: 'MF-1' }),
    }));
    vi.stubGlobal('window', fakeWindow());
    const { setDestinationId, setSessionCreated } = await import('../../../src/state/session.ts');
    setSessionCreated(false);
    setDestinationId('DST-1'); // the page's dsid, as startSession keeps it (R-QP-1)
    const { runExperiment } = await import('../../../src/runtime/experiment.ts');
    const start = Date.now();
    const done = runExperiment();
    // The session is created at 250 ms; polls run at 130, 230, 330 ms, so the 330 ms poll sees it.
    await vi.advanceTimersByTimeAsync(250);
    setSessionCreated(true);
    await vi.advanceTimersByTimeAsync(1079);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(sent).toEqual([
      ['Page View', 1330],
      ['Destination', 1330],
      ['New Session', 1330],
    ]);
  });
});
