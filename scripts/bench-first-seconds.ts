/**
 * What a phone fetches in a page's first seconds, for `npm run bench:js`: each page opened in
 * Debian's Chromium as a Pixel 7 on a first visit, served with the sandbox API as `npm start`
 * serves it, left alone (no tap, no scroll) for `seconds` of the page's own time; every script of
 * the site's own origin it requested by then is counted, eager, idle and timed loads alike. A
 * chunk's bytes are counted by bench-js, as for the eager column. Pages are opened a few at a
 * time, each in a context of its own.
 */
import { chromium, devices, type Browser, type Page } from 'playwright-core';
import { startServer } from './start.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

/** How long a page is watched: what it loads before the shopper has read its first lines. */
export const FIRST_SECONDS = 5;

/** Resolves once no request of the page has been in flight for a moment (its loads have arrived and run). */
function quiet(inFlight: () => number): Promise<void> {
  return new Promise((done) => {
    let calm = 0;
    const check = () => {
      calm = inFlight() === 0 ? calm + 1 : 0;
      if (calm >= 3) done();
      else setTimeout(check, 10);
    };
    check();
  });
}

/**
 * Pauses the page's clock a second ahead of its time now. The installed clock runs in real time
 * until then, so on a loaded machine the second can pass before the pause is asked for (Playwright
 * refuses to go back): then it is asked again from the clock's new time.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let tries = 1; ; tries++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(new Date(now + 1000));
      return;
    } catch (error) {
      if (tries >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * The site paths of the scripts (`/_astro/….js`) one page requested in its first seconds. The
 * page's clock is Playwright's: it moves 100 ms at a time, and only once every load the page
 * asked for has arrived, so what is counted is what the page's own timers and idle callbacks
 * fetch in that time, however busy the machine that measures it is.
 */
async function scriptsOf(browser: Browser, url: string, seconds: number): Promise<Set<string>> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen = new Set<string>();
  let open = 0;
  let here = true; // until the page sends the shopper on (a generic URL does at once): the next page's loads are its own
  page.on('request', (request) => {
    open += 1;
    const at = new URL(request.url());
    if (here && at.origin === origin && at.pathname.endsWith('.js')) seen.add(at.pathname);
  });
  const settle = () => (open -= 1);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const start = new Date('2026-01-05T09:00:00Z');
  await page.clock.install({ time: start });
  await pauseSoon(page);
  await page.goto(url, { waitUntil: 'load' });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) here = false;
  });
  // Up to the last millisecond before the end of the page's first seconds, counted from its
  // navigation (performance.now()): what it starts at its 5th second is not in its first 5.
  const end = seconds * 1000 - 1 - (await page.evaluate(() => performance.now()));
  for (let ms = 0; ms < end; ms += 100) {
    await quiet(() => open);
    await page.clock.runFor(Math.min(100, end - ms));
  }
  await quiet(() => open);
  await context.close();
  return seen;
}

/** The scripts each page (a site path such as `/os221215a_ap`) requested in its first `seconds`. */
export async function firstSecondsScripts(
  dist: string,
  pages: readonly string[],
  { seconds = FIRST_SECONDS, atOnce = 4 } = {},
): Promise<Map<string, Set<string>>> {
  const server = await startServer({ distDir: dist, port: 0, host: '127.0.0.1', dbPath: ':memory:' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const found = new Map<string, Set<string>>();
  try {
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: atOnce }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift())
          found.set(path, await scriptsOf(browser, `${server.url}${path}`, seconds));
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  return found;
}
