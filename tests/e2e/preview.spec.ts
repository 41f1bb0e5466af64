/**
 * The suite's other build: a preview build with the tag manager on (one build for both, made once
 * into its own directory; PREVIEW_DIST reuses one already built), served by a private server.
 *
 * Preview mode (R-NAV-3, R-CON-4): `?preview=Upsell` and `?preview=OrderSuccess` show sample data
 * under a 'preview mode' banner; in a normal build the parameter does nothing.
 *
 * The tag manager (R-SES-7, R-SES-8): Google Tag Manager for the container TAG_MANAGER_ID loads on
 * every page (a double at gtm.js's real URL, tag-manager.ts), its hosts allowed by that build's
 * Content-Security-Policy only, and the runtime's events and the purchase events reach it; in a
 * normal build nothing of it loads.
 */
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import { loadManifest } from '../../src/manifest/load.ts';
import { pageProblems, watchConsole } from './page-checks.ts';
import { orders, ordersOf, type SandboxOrder } from './sandbox.ts';
import { buildInto, privateServer } from './server.ts';
import { shopper } from './shoppers.ts';
import { serveTagManagerDouble } from './tag-manager.ts';
import { placeParentOrder } from './upsell.ts';
import { walkToReceipt } from './walk.ts';
import { buildOutDir } from '../build-out-dir.ts';

const manifest = await loadManifest();
/** The Google Tag Manager container of the build. */
const CONTAINER = 'GTM-E2ETEST';

test.describe('a preview build with the tag manager on', () => {
  const PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4441);
  let server: RunningServer;

  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const dir = process.env.PREVIEW_DIST ?? buildOutDir('preview-dist-');
    const settings = { PREVIEW_BUILD: 'true', TAG_MANAGER_ENABLED: 'true', TAG_MANAGER_ID: CONTAINER };
    server = await privateServer(PORT, buildInto(dir, settings, !!process.env.PREVIEW_DIST));
  });
  test.afterAll(async () => server.close());
  // Every page of this build loads the tag manager: its double answers, as the real one would.
  test.beforeEach(async ({ page }) => void (await serveTagManagerDouble(page)));

  test.describe('preview mode', () => {
    test("R-NAV-3: ?preview=Upsell shows the page's own offer, as the manifest gives it, under the banner, charging nothing", async ({
      page,
    }) => {
      const problems = watchConsole(page);
      const offer = manifest.offers.find((o) => o.sfid === 'OFF-UP-ELIXIR')!;
      await page.goto('/upsell-elixir?preview=Upsell');
      await expect(page.getByRole('status').filter({ hasText: 'preview mode' })).toBeVisible();
      await expect(page.getByRole('heading', { name: offer.title })).toBeVisible();
      const prices = page.getByRole('definition');
      await expect(prices.first()).toHaveText(`$${offer.standardPrice.toFixed(2)}`);
      await expect(prices.nth(1)).toHaveText(`$${offer.offerPrice.toFixed(2)}`);
      await page.getByRole('button', { name: 'Yes, add to my order' }).click();
      await expect(page.getByText('Preview: nothing is charged.')).toBeVisible();
      await expect(page).toHaveURL(/\/upsell-elixir\?preview=Upsell$/);
      expect(await orders(page.request)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test('R-NAV-3, R-CON-4: ?preview=OrderSuccess shows the sample receipt under the banner', async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('/order-success-common?preview=OrderSuccess');
      await expect(page.getByRole('status').filter({ hasText: 'preview mode' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Account details' }).getByRole('definition').first()).toHaveText(
        'Sample Shopper',
      );
      await expect(
        page.getByRole('region', { name: 'Added after checkout' }).getByRole('row', { name: /Total/ }),
      ).toContainText('$21.98');
      await expect(page.getByText('Total charged')).toContainText('$71.97');
      expect(problems).toEqual([]);
    });

    test('R-NAV-3: another preview value shows the real page', async ({ page }) => {
      await page.goto('/upsell-elixir?preview=Receipt');
      await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
      await expect(page.getByText('preview mode')).toHaveCount(0);
    });
  });

  test.describe('its tag manager', () => {
    /** The purchase events that reached the tag manager, once there is one per order of the shopper. */
    async function purchasesFor(gtm: Awaited<ReturnType<typeof serveTagManagerDouble>>, placed: SandboxOrder[]) {
      await expect
        .poll(() => gtm.events.filter((e) => e.event === 'purchase').length, { timeout: 15_000 })
        .toBe(placed.length);
      return gtm.events.filter((e) => e.event === 'purchase');
    }

    test('R-SES-8, R-SES-7: from /gu/renew-offer to the receipt by taps, every page loads GTM-E2ETEST within the CSP; page views and one purchase event per order (new customer) reach it', async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      const gtm = await serveTagManagerDouble(page);
      const s = shopper('gtm-new');
      await page.goto('/gu/renew-offer');
      const walk = await walkToReceipt(page, manifest, s);
      const placed = await ordersOf(request, { email: s.email });
      expect(placed.map((o) => o.orderType)).toEqual(['Standard', ...Array(walk.accepted).fill('Upsell')]);
      const purchases = await purchasesFor(gtm, placed);

      // The container of TAG_MANAGER_ID on every page (the generic URL's and each walked), started before any event.
      expect(gtm.containers.length).toBeGreaterThan(walk.pages.length);
      expect(new Set(gtm.containers)).toEqual(new Set([CONTAINER]));
      expect(gtm.events[0]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
      const views = gtm.events.filter((e) => e.event === 'appScreenView').map((e) => e.screenPath);
      for (const path of walk.pages) expect(views, 'a screen view of each page').toContain(path);
      for (const o of placed)
        expect(purchases, `the purchase of ${o.name}`).toContainEqual({
          event: 'purchase',
          newOrExisting: 'new',
          ecommerce: expect.objectContaining({
            id: o.id,
            accountId: o.accountId,
            name: o.name,
            total: o.total,
            tax: o.tax,
            customerEmail: s.email,
            newOrExisting: 'new',
          }),
        });
      expect(pageProblems(problems), 'no CSP violation, no error').toEqual([]);
    });

    test('R-SES-7, R-SES-8: a returning customer’s purchase reaches the tag manager as existing', async ({
      page,
      request,
    }) => {
      const gtm = await serveTagManagerDouble(page);
      const s = shopper('gtm-existing');
      await placeParentOrder(request, s);
      await page.goto('/gu/renew-offer');
      await walkToReceipt(page, manifest, s);
      const placed = (await ordersOf(request, { email: s.email })).slice(1);
      const purchases = await purchasesFor(gtm, placed);
      for (const o of placed)
        expect(purchases).toContainEqual(
          expect.objectContaining({ newOrExisting: 'existing', ecommerce: expect.objectContaining({ id: o.id }) }),
        );
    });
  });
});

test.describe('a normal build', () => {
  test('R-SES-8: without the tag manager no tag manager loads and the CSP allows none of its hosts', async ({
    page,
  }) => {
    const gtm = await serveTagManagerDouble(page);
    await page.goto('/vsl');
    await expect(page.getByRole('main')).toBeVisible();
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(csp).not.toMatch(/googletagmanager|google-analytics/);
    expect(await page.locator('html').getAttribute('data-tag-manager')).toBeNull();
    expect(gtm.containers).toEqual([]);
  });

  test('R-NAV-3: ?preview=Upsell does nothing: no banner, no sample, the order is still needed', async ({ page }) => {
    await page.goto('/upsell-elixir?preview=Upsell');
    await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
    await expect(page.getByText('preview mode')).toHaveCount(0);
    await expect(page.getByText('Sample one-time offer')).toHaveCount(0);
  });

  test('R-NAV-3: ?preview=OrderSuccess does nothing on the receipt', async ({ page }) => {
    await page.goto('/order-success-common?preview=OrderSuccess');
    await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
    await expect(page.getByText('preview mode')).toHaveCount(0);
  });
});
