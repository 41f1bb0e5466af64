/**
 * Providers that do not load (issue "a checkout that survives a bad network", §3): offline, or
 * with every wallet provider's script refused or hanging at the network, the order page offers no
 * express checkout (no heading, no empty box), nothing on it moves and the card form pays.
 */
import { expect, test, type Page } from '@playwright/test';
import { PROVIDER_SCRIPTS } from '../fixtures/providers/serve.ts';
import { payByCard } from './checkout-form.ts';
import { layoutShift, trackLayoutShift } from './page-checks.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { express, ORDER_PAGE, scrollToExpressCheckout } from './wallets.ts';

/** How long the page waits for a provider's script before it gives up on that wallet (5 s), with slack. */
const GIVE_UP = 10_000;

const isProviderScript = (url: URL) => PROVIDER_SCRIPTS.some((s) => s.pattern.test(url.href));

/** No express checkout: no region, no heading, no wallet box; nothing on the page moved. */
async function expectNoExpressCheckout(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('[data-wallet]')).toHaveCount(0, { timeout });
  await expect(page.getByRole('heading', { name: 'Express checkout' })).toHaveCount(0);
  await expect(express(page)).toHaveCount(0);
  const shift = await layoutShift(page);
  expect(shift.value, `layout shift: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
}

test('§3: with every wallet script refused, the express checkout is gone and the card form pays', async ({ page }) => {
  const requested: string[] = [];
  await page.route(isProviderScript, (route) => {
    requested.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await trackLayoutShift(page);
  await page.goto(ORDER_PAGE);
  await scrollToExpressCheckout(page);
  await expectNoExpressCheckout(page, GIVE_UP);
  expect(requested.length).toBeGreaterThan(0);

  const buyer = shopper('no-wallets');
  await payByCard(page, buyer);
  await expect(page).toHaveURL(/\/upsell-elixir/);
  const placed = await ordersOf(page.request, { email: buyer.email });
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ status: 'Paid' });
});

test('§3: with every wallet script hanging, the express checkout is gone after the wait', async ({ page }) => {
  const hanging: string[] = [];
  await page.route(isProviderScript, (route) => {
    hanging.push(route.request().url()); // never fulfilled: the network hangs
  });
  await trackLayoutShift(page);
  await page.goto(ORDER_PAGE);
  await scrollToExpressCheckout(page);
  await expect.poll(() => hanging.length).toBeGreaterThan(0);
  await expectNoExpressCheckout(page, GIVE_UP);
  await expect(page.getByRole('button', { name: /Continue to payment|Complete my order/ }).first()).toBeVisible();
});
