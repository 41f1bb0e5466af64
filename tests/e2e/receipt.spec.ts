/**
 * The order-success page (R-ORD-8, R-SES-7, R-ORD-5): the receipt of the order and its upsells,
 * the purchase events with newOrExisting, the funnel state cleaned for a new visit while a
 * reload still shows the receipt. Each test pays on AGELESS01's order form first (purchase.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { axe, layoutShift, trackLayoutShift, watchConsole } from './page-checks.ts';
import { buyToFirstOffer, deviceHolds } from './purchase.ts';
import { funnelEvents, recordFunnelEvents } from './runtime.ts';
import type { SandboxOrder } from './sandbox.ts';
import { ANN, shopper, type Shopper } from './shoppers.ts';

// A buy-through (the home page to the order form, paid) takes its time on a loaded runner.
test.describe.configure({ timeout: 90_000 });

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/**
 * On the first offer: the back lock (armed by the shopper's first touch; back-lock.spec.ts presses
 * the browser's own Back) keeps them there; then the offer bought, the rest declined, to the receipt.
 */
async function buyOneUpsell(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/upsell-elixir\?/);
  await page.getByRole('button', { name: 'Yes, add to my order' }).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/downsell-tea\?/);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/order-success-common\?/);
}

async function purchases(page: Page) {
  return (await funnelEvents(page)).filter((e) => e.event === 'purchase');
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** What the receipt shows of the shopper, the first order and the added offer. */
async function expectReceipt(page: Page, who: Shopper, parent: SandboxOrder) {
  const account = section(page, 'Account details');
  await expect(account.getByRole('definition')).toHaveText([
    'Ann Lee',
    who.email,
    '2065550100',
    '1 Main St, Austin, TX 78701, US',
  ]);
  const order = section(page, 'Your order');
  await expect(order.getByText(parent.name)).toBeVisible();
  await expect(order.getByText('Credit Card (Visa ending 1111)')).toBeVisible();
  const items = order.getByRole('table', { name: 'Items in your order' });
  await expect(items.getByRole('row', { name: new RegExp(parent.orderItems[0]!.productName) })).toBeVisible();
  await expect(items.getByRole('row', { name: /Total/ })).toContainText(usd(parent.total));
  const added = section(page, 'Added after checkout');
  await expect(added.getByRole('row', { name: /^Skin Renew Elixir 1 bottle · 30-day supply/ })).toContainText('$29.00');
  await expect(added.getByRole('row', { name: /Tax/ })).toContainText('$1.81');
  await expect(added.getByRole('row', { name: /Total/ })).toContainText('$30.81');
  await expect(page.getByText('Total charged')).toContainText(usd(Math.round((parent.total + 30.81) * 100) / 100));
}

test('R-ORD-8, R-SES-7, R-ORD-5, R-NAV-4: back stays on the offers; the receipt shows account, order and upsell with totals (axe clean, no layout shift); purchase events say new; the state is cleaned; a reload still shows it and back works again @desktop', async ({
  page,
}) => {
  await recordFunnelEvents(page);
  await trackLayoutShift(page);
  const who = shopper('receipt', ANN);
  const parent = await buyToFirstOffer(page, who);
  // The order form's walk meets providers the sandboxed runner cannot reach; the offers and receipt must be clean.
  const problems = watchConsole(page);
  const firstOffer = page.url();
  await buyOneUpsell(page);
  await expectReceipt(page, who, parent);

  await expect.poll(async () => (await purchases(page)).length).toBe(2);
  const [first, upsell] = await purchases(page);
  expect(first).toMatchObject({
    newOrExisting: 'new',
    ecommerce: {
      id: parent.id,
      accountId: parent.accountId,
      total: parent.total,
      customerEmail: who.email,
      brand: 'IkariaBeauty',
      newOrExisting: 'new',
    },
  });
  expect(upsell).toMatchObject({ newOrExisting: 'new', ecommerce: { total: 30.81, tax: 1.81 } });
  await page.waitForLoadState('networkidle');
  expect(await axe(page)).toEqual([]);
  const shift = await layoutShift(page);
  expect(shift.value, `no layout shift when the receipt fills in: ${shift.sources.join('; ')}`).toBeLessThan(0.01);

  // Nothing that names the shopper or their orders stays on the device (the receipt's copy lives in the tab).
  const held = await deviceHolds(page);
  for (const kept of [who.email, who.street, parent.id, parent.accountId]) expect(held).not.toContain(kept);

  await page.reload();
  await expect(section(page, 'Your order').getByText(parent.name)).toBeVisible();
  await expect(section(page, 'Added after checkout').getByRole('row', { name: /Total/ })).toContainText('$30.81');
  await page.waitForLoadState('networkidle');
  expect(await purchases(page)).toEqual([]);
  // With the funnel state cleaned, back leaves the receipt again.
  await page.goBack();
  await expect(page).toHaveURL(/\/downsell-tea\?/);

  // The first offer's address again, as the browser's history has it: the order is no longer there to add to.
  await page.goto(firstOffer);
  await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
  expect(problems, 'no hydration error (React #418) or other console error').toEqual([]);
});

test('R-ORD-8, R-ERR-1: the receipt opened from a bookmark without an order says the order information is missing, and nothing seen moves', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await trackLayoutShift(page);
  await page.goto('/order-success-common');
  await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page is served with the receipt's layout; the message in its place keeps what follows out of sight.
  const shift = await layoutShift(page);
  expect(shift.value, `layout shift: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
  expect(problems).toEqual([]);
});
