/**
 * One-click upsells and downsells after a card order (R-ORD-3, R-FLOW-2, R-NAV-5, R-ORD-5),
 * against the built site and the sandbox, acting through roles and labels as a shopper does: each
 * test pays on AGELESS01's order form first (purchase.ts), so the offers start from the state the
 * real payment leaves.
 */
import { expect, test } from '@playwright/test';
import { axe, layoutShift, trackLayoutShift, watchConsole } from './page-checks.ts';
import { buyToFirstOffer, complete, readyToPay } from './purchase.ts';
import { failUntilFixed, holdBack, tapHeld } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { ANN, shopper } from './shoppers.ts';
import { agree, FIRST_UPSELL, noThanks } from './upsell.ts';

// A buy-through (the home page to the order form, paid) takes its time on a loaded runner.
test.describe.configure({ timeout: 90_000 });

/** The first offer's page, as the funnel names it after the order form. */
const FIRST_OFFER = /\/upsell-elixir\?/;

test('R-ORD-3, R-FLOW-2: upsell yes (double-clicked: one order) → downsell skipped → next upsell no → downsell no → receipt, linked orders in the sandbox', async ({
  page,
  request,
}) => {
  const parent = await buyToFirstOffer(page, shopper('flow', ANN));
  const problems = watchConsole(page);

  await expect(page.getByRole('heading', { name: 'Add the Skin Renew Elixir' })).toBeVisible();
  await expect(page.getByText('Special offer: add this to your order')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await agree(page).dblclick();

  await expect(page).toHaveURL(/\/upsell-tea\?/);
  await expect(page.getByRole('heading', { name: 'Add Ikarian Beauty Tea' })).toBeVisible();
  await expect(page.getByText('One more exclusive offer for you')).toBeVisible();
  await noThanks(page).click();

  await expect(page).toHaveURL(/\/downsell-tea\?/);
  await expect(page.getByText('Final offer: this is your last chance')).toBeVisible();
  await noThanks(page).click();

  await expect(page).toHaveURL(/\/order-success-common\?/);
  await expect(page.getByRole('heading', { name: 'Added after checkout' })).toBeVisible();

  const orders = await ordersOf(request, { accountId: parent.accountId });
  expect(orders).toHaveLength(2);
  const upsell = orders.find((o) => o.id !== parent.id);
  expect(upsell).toMatchObject({
    orderType: 'Upsell',
    parrentUpsellOrderId: parent.id,
    total: 30.81, // 29.00 + TX 6.25 % tax, free shipping
    tax: 1.81,
    paymentOptionId: parent.paymentOptionId,
  });
  expect(upsell?.orderItems.map((i) => i.productName)).toEqual(['Add the Skin Renew Elixir']);
  expect(problems).toEqual([]);
});

test('R-FLOW-2, R-ORD-2: a "No thanks" tapped before the offer has hydrated leads to the downsell, not the no-script fallback; its yes buys the downsell linked to the first order', async ({
  page,
  request,
}) => {
  const s = shopper('early-no', ANN);
  await readyToPay(page, s);
  // The offer's code arrives late, as on a slow phone: the shopper has already decided.
  const release = await holdBack(page, /\/_astro\/UpsellOffer\.[\w-]+\.js$/);
  await complete(page);
  await page.waitForURL(FIRST_OFFER);
  expect(await tapHeld(page, noThanks(page)), 'the tap waits for the offer instead of following the fallback').toBe(
    true,
  );
  expect(new URL(page.url()).pathname).toBe('/upsell-elixir');
  release();
  await expect(page).toHaveURL(/\/downsell-elixir\?/);
  await expect(page.getByRole('heading', { name: 'Try the Elixir travel size' })).toBeVisible();
  expect(await ordersOf(request, { email: s.email })).toHaveLength(1);

  await agree(page).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  const orders = await ordersOf(request, { email: s.email });
  expect(orders.map((o) => [o.orderType, o.parrentUpsellOrderId])).toEqual([
    ['Standard', null],
    ['Downsell', orders[0]!.id],
  ]);
});

test('R-FLOW-2: when the offer cannot load at all, an early "No thanks" still leaves by its link', async ({
  page,
  request,
}) => {
  const s = shopper('no-island', ANN);
  await readyToPay(page, s);
  // Astro tries the island's chunk twice (the second time with ?astro-retry); both fail.
  await page.route(/\/_astro\/UpsellOffer\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
  await complete(page);
  await page.waitForURL(FIRST_OFFER);
  await noThanks(page).click();
  await expect(page).toHaveURL(/\/order-success-common$/);
  expect(await ordersOf(request, { email: s.email })).toHaveLength(1);
});

test('R-ORD-3, R-ERR-1: when the one-click charge cannot load, agree says the payment failed; the next tap buys once', async ({
  page,
  request,
}) => {
  const parent = await buyToFirstOffer(page, shopper('charge-chunk', ANN));
  // The charge's code loads when the shopper reaches for the offer; its first load fails.
  const fix = await failUntilFixed(page, /\/_astro\/upsell\.[\w-]+\.js$/);

  await agree(page).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, but your payment failed');
  await expect(page).toHaveURL(/\/upsell-elixir\?/);
  expect(await ordersOf(request, { accountId: parent.accountId })).toHaveLength(1);

  fix();
  await agree(page).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  const orders = await ordersOf(request, { accountId: parent.accountId });
  expect(orders.map((o) => [o.orderType, o.parrentUpsellOrderId])).toEqual(
    expect.arrayContaining([
      ['Standard', null],
      ['Upsell', parent.id],
    ]),
  );
  expect(orders).toHaveLength(2);
});

test('R-ERR-1, R-NAV-5: an upsell link opened in a tab without an order (a link passed on) says the order information is missing, with a link back', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await trackLayoutShift(page);
  await page.goto(FIRST_UPSELL);
  await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
  await expect(page.getByRole('link', { name: 'Back to the order form' })).toHaveAttribute('href', '/os221215a_ap');
  await expect(agree(page)).toHaveCount(0);
  const shift = await layoutShift(page);
  expect(shift.value, shift.sources.join('\n')).toBeLessThan(0.1);
  expect(problems).toEqual([]);
});

test('R-NAV-5: the offers are keyboard-complete and axe reports nothing on them: no layout shift, no hydration error @desktop', async ({
  page,
}) => {
  await trackLayoutShift(page);
  await buyToFirstOffer(page, shopper('keys', ANN));
  // The order form's walk meets providers the sandboxed runner cannot reach; the offers must be clean.
  const problems = watchConsole(page);
  for (const [offer, next] of [
    ['upsell-elixir', /\/downsell-elixir\?/],
    ['downsell-elixir', /\/upsell-tea\?/],
  ] as const) {
    await expect(agree(page), offer).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axe(page), offer).toEqual([]);
    const shift = await layoutShift(page);
    expect(shift.value, `no layout shift when ${offer} hydrates: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
    // "No thanks" focused on the upsell, "Yes" on the downsell, as Tab brings them; Enter follows it.
    await (offer === 'upsell-elixir' ? noThanks(page) : agree(page)).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(next, { timeout: 15_000 });
  }
  expect(problems, 'no hydration error (React #418) or other console error').toEqual([]);
});
