/**
 * Back to a page the browser kept in its back-forward cache (Chrome and Safari on phones do): the
 * page comes back as it was left, its scripts' state with it, and no island hydrates again. What
 * was busy moving on when the page was left must not stay busy: the offer selector's "Continue to
 * secure checkout" and the order form's "Complete my order" work again, and a form whose order was
 * paid still says so and offers no other way to pay (one purchase, one order).
 *
 * Playwright starts Chromium with the cache off (every Back reloads); this spec turns it on, and
 * each test checks that the page really came back from the cache (`pageshow` with `persisted`). It
 * runs the whole browser: the headless shell the other specs use keeps no page in the cache
 * (Chromium's reason: BackForwardCacheDisabledForDelegate).
 */
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { CARDS, fillCard, payByCard, waitForQuote } from './checkout-form.ts';
import { continueToOrderForm, toBalmOrderForm, toPackages, toQuiz } from './entry.ts';
import { isOn, toWallets } from './purchase.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { express, freshAffId, payWithGooglePay } from './wallets.ts';

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** AGELESS01's order form (step 5) names step 11, its payment-retry cart, as nextPageFail (R-FLOW-4). */
const RETRY_CART = /\/IkariaBeauty_SecureCart\?(.*&)?step=11(&|$)/;
/** The order form's next page once paid (R-FLOW-1): the elixir's upsell. */
const NEXT_PAGE = /\/upsell-elixir\?/;
/** A payment to the next page: the card or wallet double and the API in turn, seconds on a loaded runner. */
const PAID = { timeout: 15_000 };

test.beforeEach(async ({ page }) => {
  // Every page notes whether it was shown again from the back-forward cache.
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (e) => {
      (window as { restoredFromCache?: boolean }).restoredFromCache = e.persisted;
    });
  });
});

/** Back, to a page that must come from the back-forward cache; if the browser would not keep it, says why. */
async function backFromCache(page: Page, templates: readonly string[]): Promise<void> {
  // A page shown from the cache fires no load event: Back waits only for the page to be there.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForURL((u) => isOn(u, templates), { waitUntil: 'commit' });
  // Shown from the cache, at once; else once loaded anew.
  await page.waitForFunction(() => (window as { restoredFromCache?: boolean }).restoredFromCache !== undefined);
  const restored = await page.evaluate(() => ({
    persisted: (window as { restoredFromCache?: boolean }).restoredFromCache === true,
    why: JSON.stringify(
      (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: unknown } | undefined)
        ?.notRestoredReasons ?? null,
    ),
  }));
  expect(restored.persisted, `the page came back from the back-forward cache (not restored: ${restored.why})`).toBe(
    true,
  );
}

test('R-ORD-6, R-FLOW-1: back on the packages from the back-forward cache, another package and "Continue to secure checkout" open the order form with it', async ({
  page,
}) => {
  await toPackages(page);
  await page.getByRole('radio', { name: /3 jars/ }).check();
  await continueToOrderForm(page);
  await expect(page.getByText('3 jars · 90-day supply')).toBeVisible();

  await backFromCache(page, ['offer-selector']);
  const next = page.getByRole('button', { name: 'Continue to secure checkout' });
  await expect(next, 'not busy once back').not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('radio', { name: /6 jars/ }).check();
  await continueToOrderForm(page);
  await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
});

/**
 * The quiz's page as built without `recommendations` (docs/marketers.md, "Quiz recommendations":
 * then "See my results" goes to the funnel's next step). Every quiz of the manifest has rules that
 * fit any answers, so the page the server sends has its rules taken out of the island's props.
 */
function withoutRecommendations(html: string): string {
  const key = 'recommendations&quot;:[1,';
  const start = html.indexOf(key) + key.length;
  expect(start, 'the quiz has recommendations to take out').toBeGreaterThan(key.length - 1);
  let depth = 0;
  let end = start;
  do depth += html[end] === '[' ? 1 : html[end] === ']' ? -1 : 0;
  while (depth > 0 && ++end < html.length);
  return `${html.slice(0, start)}[]${html.slice(end + 1)}`;
}

test('R-FLOW-1, R-SES-4: back on a quiz without recommendations from the back-forward cache, "See my results" goes to the next step again', async ({
  page,
}) => {
  await page.route(
    (u) => isOn(u, ['survey']),
    async (route) => {
      const response = await route.fetch();
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      await route.fulfill({ response, headers, body: withoutRecommendations(await response.text()) });
    },
  );
  await toQuiz(page);
  for (const answer of ['35–44', 'Dryness', 'Three or more', 'Often']) await page.getByLabel(answer).check();
  const results = page.getByRole('button', { name: 'See my results' });
  await results.click();
  await page.waitForURL((u) => !isOn(u, ['survey']));
  const nextStep = new URL(page.url()).pathname;

  await backFromCache(page, ['survey']);
  await expect(results, 'not busy once back').not.toHaveAttribute('aria-busy', 'true');
  await page.getByLabel('Rarely').check();
  await results.click();
  await page.waitForURL((u) => u.pathname === nextStep);
});

test('R-FLOW-4, R-ORD-1: back on the order form from the failure page, the form keeps what was typed and a good card places one order', async ({
  page,
  request,
}) => {
  const s = shopper('bfcache-decline');
  await toBalmOrderForm(page);
  await payByCard(page, s, CARDS.decline);
  await page.waitForURL(RETRY_CART, PAID);

  await backFromCache(page, ['order-form']);
  await expect(page.getByText('Taking you on')).toHaveCount(0);
  await expect(page.getByLabel('Email', { exact: true }), 'what was typed stays').toHaveValue(s.email);
  expect(await ordersOf(request, { email: s.email }), 'the declined card paid nothing').toEqual([]);
  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL(NEXT_PAGE, PAID);
  expect(await ordersOf(request, { email: s.email })).toMatchObject([
    { orderType: 'Standard', status: 'Paid', customerEmail: s.email },
  ]);
});

test('R-PAY-6: back on the order form from the next page after a wallet paid, it says the order is placed and shows neither the form nor the wallets', async ({
  page,
  request,
}) => {
  const affId = freshAffId('bfwallet');
  await toWallets(page, shopper('bfcache-wallet'), { affId });
  await payWithGooglePay(page);
  await page.waitForURL(NEXT_PAGE, PAID);

  await backFromCache(page, ['order-form']);
  await expect(page.getByText('Your order is placed')).toBeVisible();
  await expect(page.getByRole('button', { name: /Complete my order/ })).toHaveCount(0);
  await expect(express(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buy with Google Pay' })).toHaveCount(0);
  expect(await ordersOf(request, { affId }), 'one order, paid by the wallet').toMatchObject([
    { paymentMethod: 'Google Pay', status: 'Paid' },
  ]);
});
