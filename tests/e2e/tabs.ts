/**
 * Tabs as a shopper makes them. A tab opened from another (a link opened in a new tab, "Duplicate")
 * starts with a copy of that tab's session storage, so it belongs to the same purchase; a tab the
 * shopper opens afresh (a new tab, typing the address) starts clean: `context.newPage()`.
 */
import type { Page } from '@playwright/test';

/** A tab opened from `page` (window.open, so the browser copies its session storage), blank until a test navigates it. */
export async function tabOpenedFrom(page: Page): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.evaluate(() => void window.open(''))]);
  return tab;
}
