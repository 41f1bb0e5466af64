/**
 * R-NAV-4 with the browser's own Back (browser-ui.ts), as a shopper presses it after paying: the
 * offer page holds a Back once the shopper has touched it, and each new touch arms it again;
 * Chromium lets a Back through without one (its history manipulation intervention), and the order
 * page it lands on shows the order as placed, so nothing is charged twice. Tracing is off: its
 * snapshots would give every page the user activation a shopper may not have given.
 */
import { expect, test, type Page } from '@playwright/test';
import { payByCard } from './checkout-form.ts';
import { browserBack, browserForward, historyOf, touchPage } from './browser-ui.ts';
import { ordersOf } from './sandbox.ts';
import { shopper, type Shopper } from './shoppers.ts';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

// The whole browser, not the headless shell the other specs run in: Back and Forward are the
// browser's keyboard shortcuts, which only the browser's own window layer has.
test.use({ trace: 'off', launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

const ORDER_PAGE = '/os221215a_ap';
const OFFER = /\/upsell-elixir\?/;

/** From an ad's order page: paid by card, on the first offer, the page loaded and untouched. */
async function paidAndOnTheOffer(page: Page, s: Shopper): Promise<void> {
  await page.goto(ORDER_PAGE);
  await payByCard(page, s);
  await page.waitForURL(OFFER);
  await page.waitForLoadState('load');
}

/** The tab's place in its history, as the browser keeps it (the page is not asked anything). */
const historyIndex = async (page: Page) => (await historyOf(page)).index;

/** Back, until the browser has taken the step: one entry back, onto the offer's own entry (held) or off the offer. */
async function back(page: Page): Promise<void> {
  const from = await historyIndex(page);
  await browserBack(page);
  await expect.poll(() => historyIndex(page), { message: 'Back took its step' }).toBe(from - 1);
}

/** A touch, until the offer has locked Back again: its lock entry is added over the page's own. */
async function touchToLock(page: Page): Promise<void> {
  const from = await historyIndex(page);
  await touchPage(page);
  await expect
    .poll(() => historyIndex(page), { message: 'the touch locked Back: an entry over the page' })
    .toBe(from + 1);
}

/** Where the shopper landed off the offer: the order page, showing the order placed and no form; one order. */
async function onOrderPageWithOrderPlaced(page: Page, s: Shopper): Promise<void> {
  await page.waitForURL((u) => u.pathname === ORDER_PAGE);
  await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Complete my order/ })).toHaveCount(0);
  expect(await ordersOf(page.request, { email: s.email })).toHaveLength(1);
}

test('R-NAV-4: after a touch, Back stays on the offer; each new touch arms it again; a Back without one leaves to the order page, which shows the order placed', async ({
  page,
}) => {
  const s = shopper('back-touched');
  await paidAndOnTheOffer(page, s);
  await touchToLock(page);
  await back(page);
  expect(page.url()).toMatch(OFFER);
  await touchToLock(page);
  await back(page);
  expect(page.url()).toMatch(OFFER);
  await back(page);
  await onOrderPageWithOrderPlaced(page, s);
});

test('R-NAV-4: before any touch the offer adds no history entry (Chromium’s Back would skip such a page); Back leaves to the order page showing the order placed, Forward returns', async ({
  page,
}) => {
  const s = shopper('back-untouched');
  await paidAndOnTheOffer(page, s);
  const { urls } = await historyOf(page);
  expect(
    urls.filter((u) => u === '/upsell-elixir'),
    urls.join(' → '),
  ).toHaveLength(1);
  await back(page);
  await onOrderPageWithOrderPlaced(page, s);
  await browserForward(page);
  await page.waitForURL(OFFER);
  await expect(page.getByRole('button', { name: 'Yes, add to my order' })).toBeVisible();
});
