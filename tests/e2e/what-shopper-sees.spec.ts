/**
 * "What the shopper sees is true": the receipt names what was bought (product, package, quantity,
 * price, subscription terms and the next charge), an offer shows the taxed total it will charge,
 * the offer pages do not contradict themselves, and a receipt page without an order claims none.
 * Each test starts where a shopper starts and checks the page against what the sandbox charged.
 */
import { expect, test, type Page } from '@playwright/test';
import { payByCard } from './checkout-form.ts';
import { axe, layoutShift, pageProblems, trackLayoutShift, watchConsole } from './page-checks.ts';
import { hydrated } from './runtime.ts';
import { ordersOf, type SandboxOrder } from './sandbox.ts';
import { ANN, QUINN, shopper } from './shoppers.ts';
import { agree, noThanks } from './upsell.ts';
import { buyToFirstOffer } from './purchase.ts';
import { docsImage } from './docs-images.ts';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const cents = (text: string) => Math.round(Number(/\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, '')) * 100);

/** The subscription terms the sandbox recorded on an order. */
interface Recorded {
  frequency: string;
  frequencyMultiplier: number;
  subtotal: number;
  tax: number;
  shipping: number;
}

/**
 * Declines offers until the receipt. A tap before the funnel rules have loaded follows the link's
 * own address, which carries no query: the receipt counts with or without one.
 */
async function onToReceipt(page: Page) {
  while (!/\/order-success-common(?:[?#]|$)/.test(page.url())) {
    const here = new URL(page.url()).pathname;
    await noThanks(page).click();
    await page.waitForURL((url) => url.pathname !== here);
  }
}

test('R-ORD-8, R-ORD-6: the receipt names each product, its package, quantity, price, the subscription terms and the next charge', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const who = shopper('receipt-subscription', ANN);
  await page.goto('/offer-selector');
  await hydrated(page);
  await page.getByRole('radio', { name: /6 jars/ }).check();
  await page.getByRole('radio', { name: /Subscribe & save/ }).check();
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await page.waitForURL(/\/os221215[ab]_ap\?/);
  await payByCard(page, who);

  await expect(page).toHaveURL(/\/upsell-elixir\?/);
  await agree(page).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  await agree(page).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/upsell-tea'));
  await onToReceipt(page);

  const orders = await ordersOf(request, { email: who.email });
  const parent = orders.find((o) => o.orderType === 'Standard')!;
  const offers = orders.filter((o) => o.orderType === 'Upsell');
  expect(offers).toHaveLength(2);
  const sub = parent.subscription as Recorded;
  expect(sub).toMatchObject({ frequency: 'Month', frequencyMultiplier: 1, subtotal: 249.9 });

  const order = page.getByRole('region', { name: 'Your order' });
  const balm = order.getByRole('row', { name: /Ageless Beauty Balm/ });
  await expect(balm).toContainText('6 jars · 180-day supply');
  await expect(balm).toContainText('Every month, 15% off');
  await expect(balm.getByRole('cell').nth(1)).toHaveText('1');
  await expect(balm.getByRole('cell').nth(2)).toHaveText('$249.90');
  // The next charge: what the sandbox recorded as the subscription's amount, a month after the order's date.
  const nextDate = await page.evaluate((iso) => {
    const d = new Date(iso);
    const day = d.getDate();
    const next = new Date(d.getFullYear(), d.getMonth() + 1, 1);
    const last = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
    next.setDate(Math.min(day, last));
    return next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
  }, parent.date as string);
  const nextAmount = usd(
    (Math.round(sub.subtotal * 100) + Math.round(sub.tax * 100) + Math.round(sub.shipping * 100)) / 100,
  );
  await expect(order.getByText(/^Next charge/)).toHaveText(`Next charge: ${nextAmount} on ${nextDate}`);

  const added = page.getByRole('region', { name: 'Added after checkout' });
  await expect(added).not.toContainText('Add the Skin Renew Elixir');
  await expect(added).not.toContainText('Add Ikarian Beauty Tea');
  const elixir = added.getByRole('row', { name: /^Skin Renew Elixir/ });
  await expect(elixir).toContainText('1 bottle · 30-day supply');
  await expect(elixir.getByRole('cell').nth(1)).toHaveText('1');
  await expect(elixir.getByRole('cell').nth(2)).toHaveText('$29.00');
  const tea = added.getByRole('row', { name: /^Ikarian Beauty Tea/ });
  await expect(tea).toContainText('3 tins · 90 servings');
  await expect(tea.getByRole('cell').nth(2)).toHaveText('$39.00');
  for (const [i, o] of offers.entries())
    await expect(added.getByRole('table').nth(i).getByRole('row', { name: /Total/ })).toContainText(usd(o.total));
  await expect(page.getByText('Total charged')).toContainText(
    usd(orders.reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100),
  );

  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: docsImage('receipt-subscription.png'), fullPage: true, scale: 'css' });
  expect(pageProblems(problems)).toEqual([]);
});

/** Pays for a 3-jar order on the order form's own URL and lands on the first offer. */
async function orderThenFirstOffer(page: Page, who: ReturnType<typeof shopper>) {
  await page.goto('/os221215a_ap');
  await payByCard(page, who);
  await expect(page).toHaveURL(/\/upsell-elixir\?/);
  await hydrated(page);
}

/** Takes the offer and returns the order the sandbox charged for it. */
async function takeOffer(page: Page, request: Parameters<typeof ordersOf>[0], email: string): Promise<SandboxOrder> {
  await agree(page).click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  const upsell = (await ordersOf(request, { email })).find((o) => o.orderType === 'Upsell');
  expect(upsell).toBeDefined();
  return upsell!;
}

for (const [where, person, total] of [
  ['Texas', ANN, '$30.81'],
  ['Quebec', QUINN, '$33.34'],
] as const) {
  test(`R-ORD-3: an offer shows the taxed total before the tap, the one the sandbox charges (${where})`, async ({
    page,
    request,
  }) => {
    const who = shopper(`offer-tax-${where}`, person);
    await orderThenFirstOffer(page, who);
    const shown = page.getByText(/^Total today/);
    await expect(shown).toContainText(total);
    await expect(shown).toContainText(/incl\. \$[\d.]+ tax/);
    const shownCents = cents(await shown.innerText());
    expect(await axe(page)).toEqual([]);
    const upsell = await takeOffer(page, request, who.email);
    expect(Math.round(upsell.total * 100), 'what the sandbox charged').toBe(shownCents);
  });
}

test('R-NAV-5: the first offer page does not say both that the order is confirmed and that it is not complete', async ({
  page,
}) => {
  await buyToFirstOffer(page, shopper('marker', ANN));
  await expect(page.getByText('Special offer: add this to your order')).toBeVisible();
  await expect(page.getByText(/not complete/)).toHaveCount(0);
  await expect(page.getByText(/Your order is confirmed/)).toBeVisible();
});

test('R-ORD-8: a receipt page without an order claims none; with one it reads as before, without a layout shift', async ({
  page,
}) => {
  await page.goto('/order-success-common');
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText('Sorry, but the information regarding your order is missing');
  await expect(page.getByText(/order has been placed/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  await trackLayoutShift(page);
  await buyToFirstOffer(page, shopper('receipt-head', ANN));
  await noThanks(page).click();
  await onToReceipt(page);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Your order has been placed/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await layoutShift(page)).value).toBeLessThan(0.02);
});
