/**
 * The offer selector island (R-ORD-6, R-ORD-9), the balm's packages a shopper reaches from the home
 * page: the choice becomes selectedProduct and checkout data, and the order form starts with it.
 */
import { expect, test, type Page } from '@playwright/test';
import { payByCard } from './checkout-form.ts';
import { continueToOrderForm, toPackages } from './entry.ts';
import { isOn, walkFrom } from './purchase.ts';
import { failUntilFixed, holdBack, hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';

/** What the page saved of the funnel state, the device's part and the tab's together (R-ORD-4). */
function savedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    ...(JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>),
    ...(JSON.parse(sessionStorage.getItem('visitDetails') ?? '{}') as Record<string, unknown>),
  }));
}

/** Waits for the order form the selector leads to. */
const onOrderForm = (page: Page) => page.waitForURL((u) => isOn(u, ['order-form']));

test('R-ORD-6, R-ORD-9: bundles show per-unit prices and savings; the subscription choice carries to the order form', async ({
  page,
}) => {
  await toPackages(page);
  const six = page.getByRole('radio', { name: /6 jars/ });
  await expect(six).toHaveAccessibleName(/\$294\.00.*\$49\.00 per jar.*Save 29% \(\$120\.00\).*Free US shipping/);
  await expect(page.getByRole('radio', { name: /3 jars/ })).toBeChecked();
  await six.check();
  await page.getByRole('radio', { name: /Subscribe & save 15%/ }).check();
  await expect(six).toHaveAccessibleName(/\$249\.90/);
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await onOrderForm(page);
  expect(new URL(page.url()).searchParams.get('step')).toBe('5');
  const state = (await savedState(page)) as { selectedProduct: unknown; navParams: { checkout: unknown } };
  expect(state.selectedProduct).toMatchObject({
    id: 'AgelessBeautyBalm',
    units: 6,
    subscription: { frequency: 'Month', frequencyMultiplier: 1 },
  });
  expect(state.navParams.checkout).toMatchObject({
    product: { name: 'Ageless Beauty Balm', sfid: 'P-ABB-001' },
    orderFormBrand: { uniqueName: 'IkariaBeauty' },
    formType: 'subscription',
    standardPrice: 294,
    offerPrice: 249.9,
    subscriptionPrice: 249.9,
    route: new URL(page.url()).pathname.slice(1),
  });
  await hydrated(page);
  await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
  await expect(page.getByText(/Subscription: every month, 15% off/)).toBeVisible();
});

test('R-ORD-4, R-ORD-6: back on the selector, the shopper finds the package and plan chosen before', async ({
  page,
}) => {
  await toPackages(page);
  await page.getByRole('radio', { name: /6 jars/ }).check();
  await page.getByRole('radio', { name: /Subscribe & save 15%/ }).check();
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await onOrderForm(page);
  await page.goBack();
  await page.waitForURL((u) => isOn(u, ['offer-selector']));
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /6 jars/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Subscribe & save 15%/ })).toBeChecked();
});

test('a choice for another product is not applied to an order form of its own product', async ({ page }) => {
  await toPackages(page);
  await page.getByRole('radio', { name: /6 jars/ }).check();
  await continueToOrderForm(page);
  // The elixir's ad next, in the same tab: its generic URL, through the video to its order form.
  await walkFrom(page, shopper('other-product'));
  await expect(page.getByText('3 bottles · 90-day supply')).toBeVisible();
  await expect(page.getByText('6 jars · 180-day supply')).toHaveCount(0);
});

test('R-ORD-6: when the funnel rules cannot load, the shopper is told and keeps the choice; the next tap goes on', async ({
  page,
}) => {
  // The rules load when the shopper reaches for the form; they fail until fixed.
  const fix = await failUntilFixed(page, /\/_astro\/funnel-rules\.[\w-]+\.js$/);
  await toPackages(page);
  const packages = page.url();
  const six = page.getByRole('radio', { name: /6 jars/ });
  await six.check();
  const go = page.getByRole('button', { name: 'Continue to secure checkout' });
  await go.click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong');
  await expect(page).toHaveURL(packages);
  await expect(six, 'the choice stays').toBeChecked();

  fix();
  await go.click();
  await onOrderForm(page);
  await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
});

test('R-ORD-6: a package picked and confirmed before the selector hydrates is the one ordered', async ({ page }) => {
  // A slow phone: the page is painted, the selector's code has not arrived yet.
  const release = await holdBack(page, /\/_astro\/OfferSelector\.[\w-]+\.js$/);
  await toPackages(page, { painted: true });
  const six = page.getByRole('radio', { name: /6 jars/ });
  await six.check();
  await page.getByRole('radio', { name: /Subscribe & save/ }).check();
  // The tap is held (nothing is submitted to the page) and acted on once the choice is adopted.
  const next = page.getByRole('button', { name: /^Continue to secure checkout/ });
  await next.click();
  await expect(next).toHaveAccessibleName(/One moment…/);
  expect(new URL(page.url()).pathname).toBe('/offer-selector');
  release();
  await onOrderForm(page);
  await hydrated(page);
  await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
  await expect(page.getByText(/Subscription: every month, 15% off/)).toBeVisible();
});

test('R-ORD-6: with subscribe-and-save, each card’s total, per-jar price and saving are the subscription’s, and the order is charged that price', async ({
  page,
  request,
}) => {
  await toPackages(page);
  await page.getByRole('radio', { name: /Subscribe & save 15%/ }).check();
  // 1 jar $69.00 one-time; the subscription takes 15% off every package.
  await expect(page.getByRole('radio', { name: /1 jar\b/ })).toHaveAccessibleName(
    /\$58\.65.*\$58\.65 per jar.*Save 15% \(\$10\.35\)/,
  );
  const three = page.getByRole('radio', { name: /3 jars/ });
  await expect(three).toHaveAccessibleName(/\$150\.45.*\$50\.15 per jar.*Save 27% \(\$56\.55\)/);
  await expect(three).not.toHaveAccessibleName(/\$59\.00 per jar|\$30\.00/);
  await page.getByRole('radio', { name: /One-time purchase/ }).check();
  await expect(three).toHaveAccessibleName(/\$177\.00.*\$59\.00 per jar.*Save 14% \(\$30\.00\)/);

  await page.getByRole('radio', { name: /Subscribe & save 15%/ }).check();
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await onOrderForm(page);
  const s = shopper('selector-subscribe');
  await payByCard(page, s);
  // Paid once the shopper is on the first offer (payByCard returns at the tap on Complete my order).
  await page.waitForURL((u) => isOn(u, ['upsell', 'downsell']));
  const [order] = (await ordersOf(request, { email: s.email })).filter((o) => o.orderType === 'Standard');
  expect(order?.subscribed).toBe(true);
  expect(order?.orderItems[0]?.totalPrice).toBe(150.45);
});
