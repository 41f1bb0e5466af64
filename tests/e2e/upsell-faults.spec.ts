/**
 * Upsell and receipt behaviour under API failures (R-ORD-3, R-ERR-1, R-SES-7), on a private
 * server so that the injected faults touch no other spec's requests. Serial: one server, one port.
 * Each test pays on AGELESS01's order form first (purchase.ts) and meets the fault on its offers.
 */
import { expect, test } from '@playwright/test';
import { watchConsole } from './page-checks.ts';
import { buyToFirstOffer, complete, declineToReceipt, onFirstOffer, readyToPay } from './purchase.ts';
import { funnelEvents, recordFunnelEvents, runClockUntil } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { ANN, shopper } from './shoppers.ts';
import { DECLINED_CHARGE } from './upsell.ts';

const PORT = Number(process.env.E2E_FAULTS_PORT ?? 4431);
// A buy-through (the home page to the order form, paid) takes its time on a loaded runner.
const server = usePrivateServer(PORT, { timeout: 90_000 });

test('R-ORD-3, R-ERR-1: a declined upsell charge says the payment failed and lets the shopper decline', async ({
  page,
  request,
}) => {
  const parent = await buyToFirstOffer(page, shopper('declined', ANN));
  await expect(page.getByRole('button', { name: 'Yes, add to my order' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  server.faults.add(DECLINED_CHARGE);
  await page.getByRole('button', { name: 'Yes, add to my order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, but your payment failed');
  await expect(page).toHaveURL(/\/upsell-elixir\?/);
  expect((await ordersOf(request, { accountId: parent.accountId })).map((o) => o.orderType)).toEqual(['Standard']);

  // The shopper may try again (a new request, not a replay of the refusal) or decline.
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/downsell-elixir\?/);
});

test('R-ORD-3: after a declined try, agreeing again charges once with a fresh request', async ({ page, request }) => {
  const parent = await buyToFirstOffer(page, shopper('retry', ANN));
  await page.waitForLoadState('networkidle');
  server.faults.add({ path: 'orders/createguest', method: 'POST', status: 402, error: 'x', times: 1 });
  const agree = page.getByRole('button', { name: 'Yes, add to my order' });
  await agree.click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, but your payment failed');
  await agree.click();
  await expect(page).toHaveURL(/\/upsell-tea\?/);
  const types = (await ordersOf(request, { accountId: parent.accountId })).map((o) => o.orderType).toSorted();
  expect(types).toEqual(['Standard', 'Upsell']);
});

test('R-ERR-1, R-ORD-7: an offer the API cannot find shows the §8 text for upsells and for downsells', async ({
  page,
}) => {
  await readyToPay(page, shopper('nooffer', ANN));
  server.faults.add({ path: 'offers/bysfid/OFF-UP-ELIXIR', method: 'GET', status: 404, error: 'gone' });
  server.faults.add({ path: 'offers/bysfid/OFF-DOWN-ELIXIR', method: 'GET', status: 404, error: 'gone' });
  await complete(page);
  await onFirstOffer(page);
  await expect(page.getByRole('alert')).toHaveText("Sorry, but we couldn't find One time Offer information");
  await expect(page.getByRole('button', { name: 'Yes, add to my order' })).toHaveCount(0);
  await page.getByRole('link', { name: /No thanks/ }).click();
  await expect(page).toHaveURL(/\/downsell-elixir\?/);
  await expect(page.getByRole('alert')).toHaveText("Sorry, but we couldn't find Offer information");
});

test('R-SES-7: when the order count fails the purchase event is still sent, with newOrExisting unKnown', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await recordFunnelEvents(page);
  const parent = await buyToFirstOffer(page, shopper('count', ANN));
  server.faults.add({ path: 'getOrderCount', method: 'GET', status: 500, error: 'down' });
  // The count is asked four times (a safe call and its three repeats, retry.ts) before it is
  // unknown: the waits between them (0.3, 0.9, 2.7 s) pass on the page's clock.
  await page.clock.install();
  await declineToReceipt(page);
  await runClockUntil(page, async () => (await funnelEvents(page)).some((e) => e.event === 'purchase'), {
    timeout: 15_000,
  });
  await expect
    .poll(async () => (await funnelEvents(page)).filter((e) => e.event === 'purchase'), { timeout: 15_000 })
    .toEqual([
      expect.objectContaining({ newOrExisting: 'unKnown', ecommerce: expect.objectContaining({ id: parent.id }) }),
    ]);
  // The failed count reached the console as a failed request only; nothing else went wrong.
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});
