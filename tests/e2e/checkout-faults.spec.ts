/**
 * The card checkout when the payment service is slow or fails (§8, R-ORD-1, one order per
 * checkout): on a private server, so the injected faults touch no other spec's orders. Serial:
 * one server, one port. Each shopper walks from the elixir's generic URL to its order form; a
 * paid order opens its first offer, the serum.
 */
import { expect, test, type Page } from '@playwright/test';
import { CARDS, fillCard, fillCheckout, payFailure, waitForQuote } from './checkout-form.ts';
import { walkFrom } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { clearFaults, injectFault, ordersOf } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { shopper } from './shoppers.ts';

const PORT = Number(process.env.E2E_CHECKOUT_FAULTS_PORT ?? 4433);
usePrivateServer(PORT, { timeout: 90_000 });

/** The X-Request-Id of every orders/createguest call the page sends, in order. */
function orderCalls(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/orders/createguest')) ids.push(r.headers()['x-request-id'] ?? '');
  });
  return ids;
}

test('§8: a 500 on orders/createguest and on both its repeats shows the service message, keeps the form, and a retry places one order', async ({
  page,
  request,
}) => {
  const s = shopper('fault-500');
  const calls = orderCalls(page);
  await walkFrom(page, s);
  await fillCheckout(page, s);
  await injectFault(request, { path: 'orders/createguest', status: 500, body: {}, times: 3 }); // the call and its two repeats (retry.ts)
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(payFailure(page).filter({ hasText: 'Sorry, but Payment Service is not available!' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.approve);
  await expect(page.getByLabel('Security code')).toHaveValue('123');
  await expect(page.getByRole('button', { name: 'Try again on the secure checkout' })).toHaveCount(0);
  expect(calls, 'the call and its two repeats, under one key').toEqual([calls[0], calls[0], calls[0]]);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL(/\/upsell-serum\?/);
  expect(await ordersOf(request, { email: s.email })).toHaveLength(1);
});

test('§8: a time-out on orders/createguest is not repeated: the service message shows, the form is kept, and the next tap replays the same key: one order', async ({
  page,
  request,
}) => {
  const s = shopper('fault-timeout');
  const calls = orderCalls(page);
  await page.clock.install();
  await walkFrom(page, s);
  await fillCheckout(page, s);
  await injectFault(request, { path: 'orders/createguest', hang: true, times: 1 });
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeVisible();
  await expect.poll(() => calls.length).toBe(1);
  // The order call waits 30 s for its answer and, having timed out, is not repeated (retry.ts): the
  // message shows after that one wait. A repeat would need another 30 s the clock is not given.
  await page.clock.fastForward('00:31');
  await expect(payFailure(page).filter({ hasText: 'Sorry, but Payment Service is not available!' })).toBeVisible();
  expect(calls, 'one order call, not repeated after its time-out').toHaveLength(1);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
  await expect(page.getByLabel('Card number')).toHaveValue(CARDS.approve);
  await clearFaults(request);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL(/\/upsell-serum\?/);
  // The first call may have been acted on: the next tap sends it again under the same key.
  expect(calls).toEqual([calls[0], calls[0]]);
  expect(await ordersOf(request, { email: s.email })).toHaveLength(1);
});

test.describe('one order per checkout (X-Request-Id)', () => {
  for (const how of ['a double click', 'Enter then a click'] as const)
    test(`${how} on submit creates exactly one order`, async ({ page, request }) => {
      const s = shopper('double');
      await walkFrom(page, s);
      await fillCheckout(page, s);
      await injectFault(request, { path: 'orders/createguest', delayMs: 800, times: 1 });
      const submit = page.getByRole('button', { name: /Complete my order|Placing your order/ });
      // Scrolled into view and still (a trial click waits for that): a forced click on a
      // button still moving lands beside it.
      await submit.click({ trial: true });
      // force: a shopper can press a button that says it is busy; the island must ignore it.
      if (how === 'a double click') await submit.dblclick({ force: true });
      else {
        await page.getByLabel('Security code').press('Enter');
        await submit.click({ force: true });
      }
      await page.waitForURL(/\/upsell-serum\?/);
      expect(await ordersOf(request, { email: s.email })).toHaveLength(1);
    });

  test('a reload during submit, then submitting again, creates exactly one order', async ({ page, request }) => {
    const s = shopper('reload-submit');
    await walkFrom(page, s);
    await fillCheckout(page, s);
    await injectFault(request, { path: 'orders/createguest', delayMs: 1500, times: 1 });
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, CARDS.approve);
    await waitForQuote(page);
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await page.waitForURL(/\/upsell-serum\?/);
    await expect.poll(async () => (await ordersOf(request, { email: s.email })).length).toBe(1);
  });
});
