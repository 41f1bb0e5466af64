/**
 * The card checkout as a shopper walks it (R-ORD-1, R-ORD-6, R-FLOW-1, R-FLOW-4, R-VAL-*): the
 * built site and the sandbox, labels and roles only. Orders are told apart by a unique email.
 */
import { expect, test } from '@playwright/test';
import { watchConsole } from './console.ts';
import {
  CARDS,
  buttonTotalCents,
  fillAddress,
  fillCard,
  hydrated,
  ordersOf,
  pageProblems,
  shopper,
  waitForQuote,
} from './checkout-helpers.ts';

test('R-FLOW-1, R-ORD-1: survey → offer selector → order form by card → upsell, one order with the right items and total', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const s = shopper('funnel');
  await page.goto('/survey221201a_ap?uid=AGELESS01&step=3');
  await hydrated(page);
  for (const answer of ['45–54', 'Fine lines and wrinkles', 'One or two', 'Rarely'])
    await page.getByLabel(answer).check();
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.waitForURL(/\/offer-selector\?.*step=4/);
  await hydrated(page);
  await page.getByRole('radio', { name: /3 jars/ }).check();
  await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await page.waitForURL(/\/os221215[ab]_ap\?.*step=5/);
  await hydrated(page);
  await expect(page.getByText('3 jars · 90-day supply').first()).toBeVisible();
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeFocused();
  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  const shown = await buttonTotalCents(page);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL(/\/upsell-elixir\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('uid')).toBe('AGELESS01');
  expect(url.searchParams.get('step')).toBe('6');
  const placed = await ordersOf(request, s.email);
  expect(placed).toHaveLength(1);
  const [order] = placed;
  // 3 jars $177.00, free shipping, Illinois 6.25 % tax = $11.06.
  expect(order).toMatchObject({ total: 188.06, tax: 11.06, orderShippingCost: 0, orderSource: 'Funnel' });
  expect(order!.orderItems).toMatchObject([{ productId: 'AgelessBeautyBalm', productPrice: 177, quantity: 1 }]);
  expect(shown).toBe(18806);
  expect(pageProblems(problems)).toEqual([]);
});
