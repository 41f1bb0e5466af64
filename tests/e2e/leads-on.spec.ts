/**
 * Every page leads on, as a shopper finds it: from the home page the quiz reaches its results and
 * an order form; an order of a set is not followed by an offer of what the set holds.
 */
import { expect, test } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { payByCard } from './checkout-form.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';

const manifest = await loadManifest();
/** The manifest entry of the page the browser shows. */
const entryAt = (url: string) => {
  const path = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  return manifest.pages.find((p) => p.path === path);
};

test.describe.configure({ timeout: 90_000 });

test('R-FLOW-1: from the home page the quiz leads to its results and on to an order form with a product and a price', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Discover your Ikarian routine' }).click();
  await page.waitForURL(/\/survey$/);
  await hydrated(page);
  for (const answer of ['45–54', 'Fine lines and wrinkles', 'One or two', 'Sometimes'])
    await page.getByLabel(answer, { exact: true }).check();
  await page.getByRole('button', { name: 'See my results' }).click();

  // The results: the suggested product's package choice, never 'Page not found'.
  await page.getByRole('link', { name: 'See the Ageless Beauty Balm' }).click();
  await page.waitForURL((u) => u.pathname !== '/survey', { timeout: 20_000 });
  await expect(page.getByText('Page not found')).toHaveCount(0);
  expect(entryAt(page.url())?.template).toBe('offer-selector');
  await hydrated(page);
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();

  await page.waitForURL((u) => entryAt(u.href)?.template === 'order-form', { timeout: 20_000 });
  const product = manifest.products.find((p) => p.id === entryAt(page.url())?.product);
  expect(product, 'the order form sells a product of the catalogue').toBeDefined();
  const summary = page.getByRole('region', { name: /summary/i });
  await expect(summary).toContainText(product!.name);
  await expect(summary).toContainText(/\$\d+\.\d{2}/);
});

test('R-FLOW-2, R-PAY-1: after buying the Beauty Tea + Renew Elixir Set by card, the next offer is not for a product the order holds', async ({
  page,
  request,
}) => {
  const s = shopper('held-offer');
  const set = manifest.products.find((p) => p.name === 'Beauty Tea + Renew Elixir Set')!;
  const held = new Set([set.id, ...set.components]);

  await page.goto('/');
  await page.getByRole('link', { name: set.name, exact: true }).click();
  await page.waitForURL((u) => entryAt(u.href)?.product === set.id);
  await payByCard(page, s);

  await page.waitForURL((u) => entryAt(u.href)?.product !== set.id, { timeout: 30_000 });
  const next = entryAt(page.url());
  expect(['upsell', 'downsell'], `an offer follows the order (at ${page.url()})`).toContain(next?.template);
  const offer = manifest.offers.find((o) => o.sfid === next?.offer);
  expect(held.has(offer?.product ?? ''), `offered ${offer?.product}, which the order holds`).toBe(false);
  const offered = manifest.products.find((p) => p.id === offer?.product)!;
  await expect(page.getByRole('main')).toContainText(offered.name);

  const [order] = await ordersOf(request, { email: s.email });
  expect(order?.orderItems.map((i) => i.productName)).toContain(set.name);
});
