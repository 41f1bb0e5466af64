/**
 * The browser's own Back and Forward, pressed as a shopper presses the toolbar button or the
 * Android back gesture: Chromium's back command, which honours its history manipulation
 * intervention (a page that added history entries without the shopper's activation is skipped).
 * `page.goBack()` is not that: it opens the exact entry before, skipping nothing.
 *
 * The command is reached through Chromium's Alt+Left / Alt+Right shortcut, with the key named as
 * the Alt key itself: the browser reads the key code and goes back, while the page sees a modifier
 * key, which gives it no user activation (a real Alt+Left does give one, so it never shows the
 * intervention). Any Playwright call that runs script in the page (a locator, `evaluate`, a trace
 * snapshot) gives the page user activation too: until Back is pressed, a test of the intervention
 * acts through coordinates and waits for navigation events only, with tracing off.
 */
import type { Page } from '@playwright/test';

const LEFT = 37;
const RIGHT = 39;

async function browserCommand(page: Page, keyCode: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const key = {
    modifiers: 1,
    key: 'Alt',
    code: 'AltLeft',
    windowsVirtualKeyCode: keyCode,
    nativeVirtualKeyCode: keyCode,
  };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
  await cdp.detach();
}

/** The browser's Back button. */
export const browserBack = (page: Page) => browserCommand(page, LEFT);

/** The browser's Forward button. */
export const browserForward = (page: Page) => browserCommand(page, RIGHT);

/** The tab's history as the browser keeps it (read without running script in the page). */
export async function historyOf(page: Page): Promise<{ index: number; urls: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
  await cdp.detach();
  return { index: currentIndex, urls: entries.map((e) => new URL(e.url).pathname) };
}

/** A tap on the page's margin, touching nothing on it: the shopper's user activation. */
export async function touchPage(page: Page): Promise<void> {
  await page.touchscreen.tap(4, 300);
}
