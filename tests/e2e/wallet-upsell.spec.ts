/**
 * Upsells after a wallet order (R-ORD-3, R-PAY-2, R-PAY-3, R-PAY-6): the first order is placed
 * through the real wallet button with the provider doubles, then the first upsell is bought.
 * Google Pay and Apple Pay (stored card id), a PayPal subscription and an Amazon billing
 * agreement (reference) charge in one click; a one-time PayPal payment and a single Amazon order
 * need the provider's confirmation, which the page explains and completes on return. Each test
 * checks that the sandbox holds exactly the parent and the linked upsell. The shopper comes to the
 * order form from the home page (purchase.ts), typing their details for PayPal and choosing
 * subscribe & save among the packages for a subscription. A private server on its own build and
 * database, so injected faults touch no other spec.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_FAILED } from '../../src/domain/messages.ts';
import { PAYMENT_UNCONFIRMED } from '../../src/domain/messages/wallet-return.ts';
import { toWallets } from './purchase.ts';
import { runClockUntil } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { PAULA, shopper } from './shoppers.ts';
import { agree, DECLINED_CHARGE, noThanks } from './upsell.ts';
import { approveWithPayPal, freshAffId, payWithApplePay, payWithGooglePay, signInWithAmazon } from './wallets.ts';

const PORT = Number(process.env.E2E_WALLET_UPSELL_PORT ?? 4437);
const UPSELL = /\/upsell-elixir\?/;
const YES_PAGE = /\/upsell-tea\?/;
const NO_PAGE = /\/downsell-elixir\?/;
/** A wallet's payment to the next page: the provider's double and the API in turn, seconds on a loaded runner. */
const PAID = { timeout: 15_000 };
// A walk to the order form and a wallet's round trip take their time on a loaded runner.
const server = usePrivateServer(PORT, { timeout: 90_000 });

const tag = () => freshAffId('wup');

/** Exactly the parent and one Upsell linked to it, paid with `method`, for the first offer. */
async function expectParentAndUpsell(page: Page, affId: string, method: string, upsellStatus = 'Paid') {
  const placed = await ordersOf(page.request, { affId });
  expect(placed).toHaveLength(2);
  const parent = placed.find((o) => o.orderType === 'Standard');
  const upsell = placed.find((o) => o.orderType === 'Upsell');
  expect(parent).toMatchObject({ status: 'Paid', paymentMethod: method, parrentUpsellOrderId: null });
  expect(upsell).toMatchObject({ status: upsellStatus, paymentMethod: method, parrentUpsellOrderId: parent?.id });
  expect(upsell?.orderItems.map((i) => i.productVariantId)).toEqual(['OFF-UP-ELIXIR']);
  expect(upsell?.total).toBeGreaterThan(0);
  return { parent: parent!, upsell: upsell! };
}

/** The order form reached with the affiliate's tag, the wallets in view. */
const toOrderForm = (
  page: Page,
  affId: string,
  way: { subscription?: boolean; details?: boolean; applePay?: boolean } = {},
) => toWallets(page, shopper(affId, PAULA), { affId, ...way });

async function firstOrderByPayPal(page: Page, affId: string, subscription: boolean) {
  await toOrderForm(page, affId, { subscription, details: true });
  await approveWithPayPal(page);
  await expect(page).toHaveURL(UPSELL, PAID);
}

async function firstOrderByAmazon(page: Page, affId: string, subscription: boolean) {
  await toOrderForm(page, affId, { subscription });
  await signInWithAmazon(page);
  const widgets = page.getByRole('region', { name: 'Amazon Pay' });
  await expect(widgets.getByText('Pay with: Visa ending in 1111')).toBeVisible();
  if (subscription) await widgets.getByRole('checkbox', { name: 'I agree to future payments with Amazon Pay' }).check();
  await widgets.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
  if (!subscription) await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(UPSELL, PAID);
}

test.describe('one click with the stored card id', () => {
  test('R-ORD-3, R-PAY-6: after Google Pay a double-clicked yes charges the upsell once and follows yes', async ({
    page,
  }) => {
    const affId = tag();
    await toOrderForm(page, affId);
    await payWithGooglePay(page);
    await expect(page).toHaveURL(UPSELL, PAID);
    await expect(page.getByText("One click: we'll use the payment details you just entered.")).toBeVisible();
    await page.waitForLoadState('networkidle');
    await agree(page).dblclick();
    await expect(page).toHaveURL(YES_PAGE, PAID);
    const { parent, upsell } = await expectParentAndUpsell(page, affId, 'Google Pay');
    expect(upsell.paymentOptionId).toBe(parent.paymentOptionId);
  });

  test('R-ORD-3, R-PAY-6: after Apple Pay the upsell is charged in one click with the card id', async ({ page }) => {
    const affId = tag();
    await toOrderForm(page, affId, { applePay: true });
    await payWithApplePay(page);
    await expect(page).toHaveURL(UPSELL, PAID);
    await page.waitForLoadState('networkidle');
    await agree(page).click();
    await expect(page).toHaveURL(YES_PAGE, PAID);
    const { parent, upsell } = await expectParentAndUpsell(page, affId, 'Apple Pay');
    expect(upsell.paymentOptionId).toBe(parent.paymentOptionId);
  });
});

test.describe('PayPal', () => {
  test('R-ORD-3, R-PAY-2: after a PayPal subscription (billing agreement) the upsell is charged by reference in one click', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, true);
    await expect(page.getByRole('heading', { name: 'Confirm this add-on with PayPal' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await agree(page).dblclick();
    await expect(page).toHaveURL(YES_PAGE, PAID);
    const { parent, upsell } = await expectParentAndUpsell(page, affId, 'PayPal');
    expect(parent.subscribed).toBe(true);
    expect(upsell.paymentOptionId).toBe(parent.paymentOptionId);
  });

  test('R-ORD-3, R-PAY-2: after a one-time PayPal payment the page explains, PayPal approves the add-on, then yes', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, false);
    await expect(page.getByRole('heading', { name: 'Confirm this add-on with PayPal' })).toBeVisible();
    await expect(page.getByText('PayPal needs your approval for this add-on')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Yes, confirm with PayPal' }).dblclick();
    await expect(page).toHaveURL(/\/__sandbox\/paypal\/approve/);
    await page.getByRole('button', { name: 'Approve' }).click();
    // The return executes the payment through the API before it moves on (a provider's round trip).
    await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
    await expectParentAndUpsell(page, affId, 'PayPal');
  });

  test('R-ORD-3, R-QP-3: an add-on confirmed at PayPal whose pay answer is lost says so, never "failed"; a reload finishes it, charged once', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, false);
    await page.waitForLoadState('networkidle');
    // From now on the answers of executing a PayPal payment are lost: the sandbox pays, the page never hears.
    let losing = true;
    await page.route(
      (url) => url.pathname.endsWith('/api/orders/executepaypalpayment'),
      async (route) => {
        if (!losing) return route.fallback();
        await route.fetch();
        await route.abort('internetdisconnected');
      },
    );
    await page.getByRole('button', { name: 'Yes, confirm with PayPal' }).click();
    // The return asks again after 1, 2 and 4 s (each ask repeated by the API client): on the
    // page's clock, moved on while the page waits, those seconds pass at once.
    await page.clock.install();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(UPSELL);
    const status = page.getByRole('status');
    await runClockUntil(page, async () => (await status.textContent())?.trim() === PAYMENT_UNCONFIRMED, {
      timeout: 30_000,
    });
    await expect(status).toHaveText(PAYMENT_UNCONFIRMED, { timeout: 30_000 });
    await expect(page.getByText(PAYMENT_FAILED)).toHaveCount(0);
    expect(page.url()).toContain('PayerID='); // kept, so that a reload finishes it
    await expectParentAndUpsell(page, affId, 'PayPal'); // the sandbox was paid

    losing = false;
    await page.reload();
    await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
    await expectParentAndUpsell(page, affId, 'PayPal');
  });

  test('R-ORD-3: a cancel at PayPal cancels the unpaid upsell and keeps the shopper on the upsell page with a message; they may confirm again or decline', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, false);
    await page.waitForLoadState('networkidle');
    const confirm = page.getByRole('button', { name: 'Yes, confirm with PayPal' });
    await confirm.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(UPSELL);
    // The return cancels the unpaid add-on through the API before it says so (a provider's round trip).
    await expect(page.getByRole('status')).toHaveText(
      /You did not confirm the add-on with PayPal\. Nothing was charged/,
      {
        timeout: 15_000,
      },
    );
    expect(page.url()).not.toContain('action=cancel');
    // The cancelled confirmation leaves no pending upsell behind.
    await expectParentAndUpsell(page, affId, 'PayPal', 'Cancelled');
    // Confirming again saves a new unpaid upsell; then the shopper changes their mind.
    await confirm.click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status')).toHaveText(/You did not confirm the add-on with PayPal/, PAID);
    await noThanks(page).click();
    await expect(page).toHaveURL(NO_PAGE);
    const placed = await ordersOf(page.request, { affId });
    expect(placed.filter((o) => o.orderType === 'Upsell').map((o) => o.status)).toEqual(['Cancelled', 'Cancelled']);
    expect(placed.filter((o) => o.status === 'Pending')).toEqual([]);
  });

  test('R-ORD-3, R-QP-3: a no thanks tapped while a failed PayPal return is handled says it waits, then goes on', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, false);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Yes, confirm with PayPal' }).click();
    // PayPal approves, but executing the payment is slow and then refused.
    server.faults.add({
      path: 'orders/executepaypalpayment',
      method: 'POST',
      status: 402,
      error: 'Sorry, but your payment failed',
      delayMs: 2_500,
      times: 1,
    });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(UPSELL);
    await expect(page.getByRole('status')).toHaveText('Completing your add-on…');
    await noThanks(page).click();
    await expect(page.getByRole('status')).toHaveText('No thanks noted. One moment while we finish with your add-on…');
    await expect(noThanks(page)).toHaveAttribute('aria-busy', 'true');
    expect(page.url()).toMatch(UPSELL);
    await expect(page).toHaveURL(NO_PAGE, { timeout: 15_000 });
    await expectParentAndUpsell(page, affId, 'PayPal', 'Pending');
  });

  test('R-ORD-3, R-ERR-1: a declined reference charge says the payment failed and lets the shopper decline', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByPayPal(page, affId, true);
    await page.waitForLoadState('networkidle');
    server.faults.add(DECLINED_CHARGE);
    await agree(page).click();
    await expect(page.getByRole('alert')).toHaveText('Sorry, but your payment failed');
    await noThanks(page).click();
    await expect(page).toHaveURL(NO_PAGE);
    expect((await ordersOf(page.request, { affId })).map((o) => o.orderType)).toEqual(['Standard']);
  });
});

test.describe('Amazon Pay', () => {
  test('R-ORD-3, R-PAY-3: after a subscription the billing agreement is charged again in one click', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByAmazon(page, affId, true);
    await page.waitForLoadState('networkidle');
    await agree(page).dblclick();
    await expect(page).toHaveURL(YES_PAGE, PAID);
    const { parent, upsell } = await expectParentAndUpsell(page, affId, 'Amazon Pay');
    expect(parent.subscribed).toBe(true);
    expect(upsell.paymentOptionId).toBe(parent.paymentOptionId);
  });

  test("R-ORD-3, R-PAY-3, R-QP-4: after a single order the page explains, Amazon's wallet and confirmation pay the add-on", async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByAmazon(page, affId, false);
    await expect(page.getByRole('heading', { name: 'Confirm this add-on with Amazon Pay' })).toBeVisible();
    await expect(page.getByText('Amazon needs your confirmation for this add-on')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Amazon Pay' }).getByText('Pay with: Visa ending in 1111'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes, confirm with Amazon Pay' }).dblclick();
    await expect(page).toHaveURL(/\/__sandbox\/amazon\/confirm/);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(YES_PAGE, PAID);
    await expectParentAndUpsell(page, affId, 'Amazon Pay');
  });

  test('R-ORD-3, R-ERR-1: a failed Amazon confirmation says the payment failed; the shopper may decline', async ({
    page,
  }) => {
    const affId = tag();
    await firstOrderByAmazon(page, affId, false);
    await expect(
      page.getByRole('region', { name: 'Amazon Pay' }).getByText('Pay with: Visa ending in 1111'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes, confirm with Amazon Pay' }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL(UPSELL);
    await expect(page.getByRole('alert').first()).toHaveText('Sorry, but your payment failed');
    // The page may still be settling Amazon's failed return: a shopper taps again if nothing happens.
    await expect(async () => {
      await noThanks(page).click();
      await expect(page).toHaveURL(NO_PAGE, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expectParentAndUpsell(page, affId, 'Amazon Pay', 'Pending');
  });
});
