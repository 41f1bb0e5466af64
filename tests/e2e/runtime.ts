/** What the page runs: its islands hydrated, its funnel events, its session id, its storage. */
import { expect, type Locator, type Page } from '@playwright/test';
import { AFFILIATE_INFO_KEY } from '../../src/domain/affiliate.ts';
import { OUTBOX_KEY } from '../../src/runtime/outbox.ts';

/**
 * Ready for a fresh checkout: the page's islands on screen have hydrated (its fields answer to
 * input). One that hydrates when seen and is off screen (the wallets under the order form) waits
 * for the shopper to scroll there.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      const box = island.firstElementChild?.getBoundingClientRect();
      const offScreen = !!box && (box.top >= window.innerHeight || box.bottom <= 0);
      return island.getAttribute('client') === 'visible' && offScreen;
    }),
  );
}

/**
 * A fresh visit's first work done, as the page tells it: its islands on screen hydrated, the
 * runtime has written the visit's events (it marks the device on the root element), the affiliate
 * capture has stored the landing (a first visit always does) and the outbox has sent everything
 * and heard back (the sender takes out what was answered).
 */
export async function firstWorkDone(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(
    ({ outbox, affiliate }) =>
      document.documentElement.hasAttribute('data-device') &&
      sessionStorage.getItem(affiliate) !== null &&
      (JSON.parse(sessionStorage.getItem(outbox) ?? '[]') as unknown[]).length === 0,
    { outbox: OUTBOX_KEY, affiliate: AFFILIATE_INFO_KEY },
  );
}

/** Collects every `funnel:event` the runtime emits into window.__funnelEvents. */
export async function recordFunnelEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __funnelEvents: unknown[] };
    w.__funnelEvents = [];
    window.addEventListener('funnel:event', (e) => w.__funnelEvents.push((e as CustomEvent).detail));
  });
}

export async function funnelEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { __funnelEvents: Record<string, unknown>[] }).__funnelEvents);
}

/** The session id the runtime settled on (GAID cookie). */
export async function sessionIdOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'GAID')?.value ?? '';
}

/** Makes localStorage and sessionStorage throw, as a browser with storage blocked does. */
export async function blockStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
}

/**
 * Holds back the page's requests for `url` (a built chunk, say), as a slow phone would wait for
 * them, until the returned function is called.
 */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Taps `target` and tells whether the page held the tap: a link's click whose default the page
 * prevented goes nowhere by itself. Read a task after the click, when every listener has had it,
 * so the answer is the page's final word on the tap and no sleep is needed to see nothing happen.
 */
export async function tapHeld(page: Page, target: Locator): Promise<boolean | undefined> {
  await page.evaluate(() => {
    (window as unknown as { __tapHeld: Promise<boolean> }).__tapHeld = new Promise((resolve) =>
      window.addEventListener('click', (e) => setTimeout(() => resolve(e.defaultPrevented)), {
        capture: true,
        once: true,
      }),
    );
  });
  await target.click();
  return page.evaluate(() => (window as unknown as { __tapHeld?: Promise<boolean> }).__tapHeld);
}

/**
 * Makes the page's requests for `url` (a built chunk, say) fail, as a dropped connection does,
 * until the returned function is called; from then on they load.
 */
export async function failUntilFixed(page: Page, url: RegExp): Promise<() => void> {
  let failing = true;
  await page.route(url, (route) => (failing ? route.abort() : route.continue()));
  return () => {
    failing = false;
  };
}

/**
 * Moves the page's clock on, `stepMs` at a time, until `done` (what the page shows after its own
 * timers: an API call's repeats, a wait before asking again): those seconds pass at once, while
 * each call still gets real time to be answered between the steps. The clock must be installed
 * (`page.clock.install()`) before the page sets those timers; the test's own assertions follow.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs = 1000, timeout }: { stepMs?: number; timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return done();
      },
      { intervals: [50], ...(timeout === undefined ? {} : { timeout }) },
    )
    .toBe(true);
}
