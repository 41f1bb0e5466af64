/**
 * R-FLOW-4 for every way of paying, as a shopper meets it: a refused payment shows the spec's
 * message ('Sorry, but your payment failed') on the page where it failed, then, without a tap, the
 * step's nextPageFail, else the funnel's last step, which says why the shopper is there. Where that
 * is the page itself (RENEW01's order form, AGELESS01's first upsell) the shopper stays and may try
 * again (checkout.spec.ts, upsell-faults.spec.ts). On a private server: the PayPal and add-on
 * refusals are injected faults. Serial: one server, one port.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { CARDS, payByCard } from './checkout-form.ts';
import { hydrated, runClockUntil } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { toWallets } from './purchase.ts';
import { PAULA, shopper } from './shoppers.ts';
import { agree, DECLINED_CHARGE } from './upsell.ts';
import { walkUntil } from './walk.ts';
import { approveWithPayPal, express, freshAffId, openOrderPage, ORDER_PAGE, signInWithAmazon } from './wallets.ts';

const PORT = Number(process.env.E2E_PAYMENT_FAILURE_PORT ?? 4449);
const manifest = await loadManifest();
const PAYMENT_FAILED = 'Sorry, but your payment failed';
/** AGELESS01's order form (step 5) names step 11, its payment-retry cart, as nextPageFail. */
const RETRY_CART = /\/IkariaBeauty_SecureCart\?(.*&)?step=11(&|$)/;
const server = usePrivateServer(PORT, { timeout: 90_000 });

// The pages run on Playwright's clock (it moves on as the real one does): the notice's pause
// before the failure page (FAIL_NOTICE_MS) passes at once once the message has been seen.
test.beforeEach(({ page }) => page.clock.install());

/** The message first, on the page that failed; then, with no tap, the failure page. */
async function messageThenFailurePage(page: Page, failedOn: string, failurePage: RegExp): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED }).first()).toBeVisible();
  expect(new URL(page.url()).pathname, 'the message shows where the payment failed').toBe(failedOn);
  await runClockUntil(page, async () => failurePage.test(page.url()));
  await page.waitForURL(failurePage);
}

/** The payment-retry cart says why the shopper is there. */
async function retryCartSaysWhy(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Your payment did not go through' })).toContainText(
    PAYMENT_FAILED,
  );
}

test('R-FLOW-4: from /gu/ageless-offer by taps, a declined card says so, then moves without a tap to nextPageFail (IkariaBeauty_SecureCart), which says why and keeps the details; a good card there places one order', async ({
  page,
  context,
  request,
}) => {
  const s = shopper('fail-card');
  // The destination's draw lands in AGELESS01 (70 % of it).
  await context.addInitScript(() => {
    if (location.pathname.startsWith('/gu/')) Math.random = () => 0.35;
  });
  await page.goto('/gu/ageless-offer');
  await walkUntil(page, manifest, s, ['order-form']);
  const orderForm = new URL(page.url()).pathname;
  await payByCard(page, s, CARDS.decline);
  await messageThenFailurePage(page, orderForm, RETRY_CART);
  await retryCartSaysWhy(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
  expect(await ordersOf(request, { email: s.email })).toEqual([]);
  await payByCard(page, s);
  await page.waitForURL(/\/upsell-elixir\?/);
  expect(await ordersOf(request, { email: s.email })).toMatchObject([
    { orderType: 'Standard', status: 'Paid', customerEmail: s.email },
  ]);
});

test.describe('the wallets on the order page (nextPageFail: the payment-retry cart)', () => {
  for (const wallet of ['Google Pay', 'Apple Pay'] as const)
    test(`R-FLOW-4, R-PAY-6: a declined ${wallet} payment says so, then moves to nextPageFail; nothing is charged`, async ({
      page,
    }) => {
      const affId = freshAffId('failwallet');
      await openOrderPage(page, affId, { applePay: wallet === 'Apple Pay' });
      await express(page)
        .getByRole('button', { name: `Buy with ${wallet}` })
        .click();
      await page
        .getByRole('dialog', { name: wallet })
        .getByRole('button', { name: 'Pay with a declined card' })
        .click();
      await messageThenFailurePage(page, ORDER_PAGE, RETRY_CART);
      await retryCartSaysWhy(page);
      expect(await ordersOf(page.request, { affId })).toEqual([]);
    });

  test('R-FLOW-4, R-PAY-2: a PayPal payment PayPal approved but the payment service refused says so, then moves to nextPageFail; the order stays unpaid', async ({
    page,
  }) => {
    const affId = freshAffId('failpp');
    // PayPal takes the details the shopper typed on the form, reached from the home page.
    await toWallets(page, shopper(affId, PAULA), { affId, details: true });
    const orderForm = new URL(page.url()).pathname;
    server.faults.add({ ...DECLINED_CHARGE, path: 'orders/executepaypalpayment' });
    await approveWithPayPal(page);
    await messageThenFailurePage(page, orderForm, RETRY_CART);
    await retryCartSaysWhy(page);
    expect((await ordersOf(page.request, { affId })).map((o) => o.status)).toEqual(['Pending']);
  });

  test('R-FLOW-4, R-PAY-3: a failed Amazon Pay confirmation (resultCode=Failure) says so, then moves to nextPageFail; the order stays unpaid', async ({
    page,
  }) => {
    const affId = freshAffId('failaz');
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    await page.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await messageThenFailurePage(page, ORDER_PAGE, RETRY_CART);
    await retryCartSaysWhy(page);
    expect((await ordersOf(page.request, { affId })).map((o) => o.status)).toEqual(['Pending']);
  });
});

test('R-FLOW-4, R-ORD-3: from /gu/renew-offer, a refused one-click add-on says so, then moves to the funnel’s last step, the thank-you page, which shows the paid order without it', async ({
  page,
  request,
}) => {
  const s = shopper('fail-add-on');
  await page.goto('/gu/renew-offer');
  await walkUntil(page, manifest, s, ['upsell']);
  const offerPage = new URL(page.url()).pathname;
  await hydrated(page);
  await expect(agree(page)).not.toHaveAttribute('data-not-ready', { timeout: 15_000 });
  server.faults.add(DECLINED_CHARGE);
  await agree(page).click();
  await messageThenFailurePage(page, offerPage, /\/IkariaBeauty-Receipt_AP\?/);
  const placed = await ordersOf(request, { email: s.email });
  expect(placed.map((o) => [o.orderType, o.status])).toEqual([['Standard', 'Paid']]);
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText(placed[0]!.name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Added after checkout' })).toContainText('No additional items.');
});
