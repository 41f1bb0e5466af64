/**
 * Preview mode (R-NAV-3, R-CON-4): in a preview build, `?preview=Upsell` and
 * `?preview=OrderSuccess` show sample data under a 'preview mode' banner; in a normal build the
 * parameter does nothing. The preview build is made once into its own directory (PREVIEW_DIST
 * reuses one already built) and served by a private server.
 */
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import { watchConsole } from './page-checks.ts';
import { orders } from './sandbox.ts';
import { buildInto, privateServer } from './server.ts';

test.describe('a preview build', () => {
  const PORT = Number(process.env.E2E_PREVIEW_PORT ?? 4441);
  let server: RunningServer;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const dir = process.env.PREVIEW_DIST ?? '/tmp/preview-dist';
    server = await privateServer(PORT, buildInto(dir, { PREVIEW_BUILD: 'true' }, !!process.env.PREVIEW_DIST));
  });
  test.afterAll(async () => server.close());

  test('R-NAV-3, R-CON-4: ?preview=Upsell shows the sample offer (49.99, 19.99, 1.99) under the banner, charging nothing', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/upsell-elixir?preview=Upsell');
    await expect(page.getByRole('status').filter({ hasText: 'preview mode' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sample one-time offer' })).toBeVisible();
    const prices = page.getByRole('definition');
    await expect(prices).toHaveText(['$49.99', '$19.99', '$1.99']);
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

test.describe('a normal build', () => {
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
