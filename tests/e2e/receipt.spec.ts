/**
 * The order-success page (R-ORD-8, R-SES-7, R-ORD-5): the receipt of the order and its upsells,
 * the purchase events with newOrExisting, the funnel state cleaned for a new visit while a
 * reload still shows the receipt.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { savedState, seedFunnelState } from './funnel-state.ts';
import { axe, layoutShift, trackLayoutShift, watchConsole } from './page-checks.ts';
import { funnelEvents, hydrated, recordFunnelEvents } from './runtime.ts';
import type { SandboxOrder } from './sandbox.ts';
import { ANN, shopper } from './shoppers.ts';
import { afterFirstOrder, FIRST_UPSELL, placeParentOrder } from './upsell.ts';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Buys the first upsell, declines the rest, and lands on the receipt. */
async function buyOneUpsell(page: Page) {
  await page.goto(FIRST_UPSELL);
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

test('R-NAV-4: back stays on the offers after payment and works again on the receipt once the funnel state is cleaned', async ({
  page,
  request,
}) => {
  const parent = await afterFirstOrder(page, request, 'back');
  await page.goto(FIRST_UPSELL);
  // The shopper reads the offer first: a tap in the moment before the island hydrates follows the
  // link's no-script fallback (the order-success page, R-RT-8).
  await hydrated(page);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/downsell-elixir\?/);
  await expect(page.getByRole('button', { name: 'Yes, add to my order' })).toBeVisible();
  // The lock is armed by the shopper's first touch (back-lock.ts; back-lock.spec.ts presses the browser's own Back).
  await page.getByRole('heading', { level: 1 }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/downsell-elixir\?/);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/downsell-tea\?/);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/order-success-common\?/);
  await expect(section(page, 'Your order').getByText(parent.name)).toBeVisible();
  await expect.poll(() => savedState(page)).not.toHaveProperty('orderDetails');
  await page.goBack();
  await expect(page).toHaveURL(/\/downsell-tea\?/);
});

test('R-ORD-8, R-SES-7, R-ORD-5: the receipt shows account, order and upsell with totals; purchase events say new; the state is cleaned; a reload still shows it', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await recordFunnelEvents(page);
  const who = shopper('receipt', ANN);
  const purchaseId = randomUUID();
  const parent: SandboxOrder = await placeParentOrder(request, who, purchaseId);
  await seedFunnelState(page, parent, who, purchaseId);
  await buyOneUpsell(page);

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

  const state = await savedState(page);
  for (const key of ['orderDetails', 'upsells', 'navParams', 'accountDetails', 'taxData'])
    expect(state, key).not.toHaveProperty(key);

  await page.reload();
  await expect(section(page, 'Your order').getByText(parent.name)).toBeVisible();
  await expect(section(page, 'Added after checkout').getByRole('row', { name: /Total/ })).toContainText('$30.81');
  await page.waitForLoadState('networkidle');
  expect(await purchases(page)).toEqual([]);

  await page.goto(FIRST_UPSELL);
  await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
  expect(problems).toEqual([]);
});

test('R-ORD-8, R-ERR-1: the receipt without an order says the order information is missing, and nothing seen moves', async ({
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

test('R-ORD-8: axe reports nothing on the receipt with an order, which fills in without layout shift @desktop', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  await trackLayoutShift(page);
  await afterFirstOrder(page, request, 'axe-receipt');
  await page.goto('/order-success-common?uid=AGELESS01&step=10');
  await expect(page.getByRole('table', { name: 'Items in your order' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axe(page)).toEqual([]);
  const shift = await layoutShift(page);
  expect(shift.value, `no layout shift when the receipt fills in: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
  expect(problems, 'no hydration error (React #418) or other console error').toEqual([]);
});
