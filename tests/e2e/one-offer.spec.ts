/**
 * One offer, one charge (R-ORD-3, R-ORD-2, R-NAV-5, R-ORD-8): once the shopper has paid on the
 * order form, an offer accepted in two tabs of the same browser, tapped twice, or opened again
 * after a reload or back is charged once. The sandbox holds exactly one upsell order for the
 * offer and the receipt lists it once. Card, Google Pay, Apple Pay, a PayPal subscription and an
 * Amazon Pay subscription (the one-click paths) start on the real order form, reached from the
 * home page (purchase.ts), with the provider doubles. A private server: the delay faults are
 * global to a sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { ORDER_INFO_MISSING } from '../../src/domain/messages/order.ts';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { complete, readyToPay, toWallets } from './purchase.ts';
import { ordersOf, type SandboxOrder } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { PAULA, shopper } from './shoppers.ts';
import { tabOpenedFrom } from './tabs.ts';
import { agree, noThanks } from './upsell.ts';
import { approveWithPayPal, freshAffId, payWithApplePay, payWithGooglePay, signInWithAmazon } from './wallets.ts';

const PORT = Number(process.env.E2E_ONE_OFFER_PORT ?? 4747);
const UPSELL = /\/upsell-elixir\?/;
const YES_PAGE = /\/upsell-tea\?/;
const RECEIPT = /\/order-success-common/;
const OFFER_TITLE = 'Add the Skin Renew Elixir';
/** The offer's product as the receipt names it (R-ORD-8). */
const RECEIPT_NAME = 'Skin Renew Elixir';
const server = usePrivateServer(PORT, { timeout: 90_000 });
/** A payment's round trip to the next page: a wallet's double and a held answer take seconds on a loaded machine. */
const PAID = { timeout: 15_000 };

/** The upsell orders of the shopper tagged `affId`, and their parent. */
async function placed(page: Page, affId: string): Promise<{ parent: SandboxOrder; upsells: SandboxOrder[] }> {
  const all = await ordersOf(page.request, { affId });
  const parent = all.find((o) => o.orderType === 'Standard')!;
  return { parent, upsells: all.filter((o) => o.orderType === 'Upsell' && o.status !== 'Cancelled') };
}

/** Exactly one upsell order for the offer, paid with `method`, linked to the one parent. */
async function expectOneUpsell(page: Page, affId: string, method: string): Promise<void> {
  const { parent, upsells } = await placed(page, affId);
  expect(upsells.map((u) => u.orderItems.map((i) => i.productName))).toEqual([[OFFER_TITLE]]);
  expect(upsells[0]).toMatchObject({ status: 'Paid', paymentMethod: method, parrentUpsellOrderId: parent.id });
}

/**
 * The offer page of `url` in a second tab the shopper opens from the first (the purchase lives in
 * the tab: a tab opened afresh has no order and cannot take the offer), ready for a tap.
 */
async function secondTab(first: Page, url: string): Promise<Page> {
  const tab = await tabOpenedFrom(first);
  await serveProviderDoubles(tab);
  await tab.goto(url);
  await expect(agree(tab)).toBeVisible();
  await tab.waitForLoadState('networkidle');
  return tab;
}

/** Shows the offer as already added, without its buttons. */
async function expectTaken(tab: Page): Promise<void> {
  await expect(tab.getByText('Already added to your order')).toBeVisible();
  await expect(agree(tab)).toHaveCount(0);
  await expect(noThanks(tab)).toHaveCount(0);
}

/** From the page after the first offer, declines the rest and reads the receipt's add-ons. */
async function receiptAddOns(page: Page): Promise<string[]> {
  await expect(page).toHaveURL(YES_PAGE);
  await noThanks(page).click();
  await expect(page).toHaveURL(/\/downsell-tea\?/);
  await noThanks(page).click();
  await expect(page).toHaveURL(RECEIPT);
  const addOns = page.getByRole('region', { name: 'Added after checkout' });
  await expect(addOns.getByText(RECEIPT_NAME, { exact: true }).first()).toBeVisible();
  return addOns.getByText(RECEIPT_NAME, { exact: true }).allInnerTexts();
}

/** Both tabs tap yes while the first charge is still on its way (the sandbox holds it 1.5 s). */
async function tapInBothAtOnce(first: Page, second: Page): Promise<void> {
  server.faults.add({ path: 'orders/createguest', method: 'POST', delayMs: 1_500, times: 1 });
  await Promise.all([agree(first).click(), agree(second).click()]);
  await expect(first).toHaveURL(YES_PAGE, PAID);
  await expect(second).toHaveURL(YES_PAGE, PAID);
}

test.describe('card', () => {
  /** Pays by card on the order form (from the affiliate's link to the home page); ends on the first offer, ready for a tap. */
  async function paidByCard(page: Page, affId: string): Promise<string> {
    await readyToPay(page, shopper(affId), { affId });
    await complete(page);
    await expect(page).toHaveURL(UPSELL, PAID);
    await expect(agree(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    return page.url();
  }

  test('R-ORD-3: yes tapped in two tabs at once charges the offer once; the receipt lists it once', async ({
    page,
  }) => {
    const affId = freshAffId('oo-card');
    const second = await secondTab(page, await paidByCard(page, affId));
    await tapInBothAtOnce(page, second);
    await expectOneUpsell(page, affId, 'Credit Card');
    expect(await receiptAddOns(page)).toHaveLength(1);
    await expectOneUpsell(page, affId, 'Credit Card');
  });

  test('R-ORD-3, R-NAV-5: a second tab open on the offer shows it as added once the first tab has bought it, and goes on', async ({
    page,
    context,
  }) => {
    const affId = freshAffId('oo-card2');
    const url = await paidByCard(page, affId);
    const second = await secondTab(page, url);
    await agree(page).click();
    await expect(page).toHaveURL(YES_PAGE);
    await expectTaken(second);
    await second.getByRole('link', { name: 'Continue' }).click();
    await expect(second).toHaveURL(YES_PAGE);
    // A third tab opened from the first afterwards shows it added from the start; a tab opened
    // afresh holds no order, so it cannot take the offer at all.
    const third = await tabOpenedFrom(page);
    await third.goto(url);
    await expectTaken(third);
    const fresh = await context.newPage();
    await fresh.goto(url);
    await expect(fresh.getByText(ORDER_INFO_MISSING)).toBeVisible();
    await expect(agree(fresh)).toHaveCount(0);
    await expectOneUpsell(page, affId, 'Credit Card');
    expect(await receiptAddOns(page)).toHaveLength(1);
  });

  test('R-ORD-3: a double tap, then a reload and back on the offer page, charge the offer once', async ({ page }) => {
    const affId = freshAffId('oo-card3');
    const url = await paidByCard(page, affId);
    server.faults.add({ path: 'orders/createguest', method: 'POST', delayMs: 800, times: 1 });
    await agree(page).dblclick();
    await expect(page).toHaveURL(YES_PAGE);
    await page.goto(url);
    await expectTaken(page);
    await page.reload();
    await expectTaken(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expectOneUpsell(page, affId, 'Credit Card');
    expect(await receiptAddOns(page)).toHaveLength(1);
  });
});

test.describe('wallets', () => {
  /**
   * The first order placed through a wallet's double (the details typed for PayPal, subscribe &
   * save chosen among the packages when `subscription`); ends on the first offer, ready for a tap.
   */
  async function paidWith(page: Page, affId: string, p: (typeof paths)[number]) {
    const { applePay, subscription } = p;
    await toWallets(page, shopper(affId, PAULA), { affId, applePay, subscription, details: p.method === 'PayPal' });
    await p.pay(page);
    await expect(page).toHaveURL(UPSELL, PAID);
    await expect(agree(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    return page.url();
  }

  const amazonSubscription = async (page: Page) => {
    await signInWithAmazon(page);
    const widgets = page.getByRole('region', { name: 'Amazon Pay' });
    await expect(widgets.getByText('Pay with: Visa ending in 1111')).toBeVisible();
    await widgets.getByRole('checkbox', { name: 'I agree to future payments with Amazon Pay' }).check();
    await widgets.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
  };

  const paths = [
    { method: 'Google Pay', pay: payWithGooglePay, ids: 'R-ORD-3, R-PAY-6' },
    { method: 'Apple Pay', pay: payWithApplePay, ids: 'R-ORD-3, R-PAY-6', applePay: true },
    { method: 'PayPal', pay: approveWithPayPal, ids: 'R-ORD-3, R-PAY-2', subscription: true },
    { method: 'Amazon Pay', pay: amazonSubscription, ids: 'R-ORD-3, R-PAY-3', subscription: true },
  ];

  for (const p of paths) {
    test(`${p.ids}: after ${p.method}, yes tapped in two tabs at once charges the offer once`, async ({ page }) => {
      const affId = freshAffId('oo-wallet');
      const second = await secondTab(page, await paidWith(page, affId, p));
      await tapInBothAtOnce(page, second);
      await expectOneUpsell(page, affId, p.method);
      expect(await receiptAddOns(page)).toHaveLength(1);
    });

    test(`${p.ids}: after ${p.method}, a second tab shows the offer added once the first bought it`, async ({
      page,
    }) => {
      const affId = freshAffId('oo-wallet2');
      const second = await secondTab(page, await paidWith(page, affId, p));
      await agree(page).click();
      await expect(page).toHaveURL(YES_PAGE);
      await expectTaken(second);
      await expectOneUpsell(page, affId, p.method);
    });

    test(`${p.ids}: after ${p.method}, a double tap on yes charges the offer once`, async ({ page }) => {
      const affId = freshAffId('oo-wallet3');
      const url = await paidWith(page, affId, p);
      server.faults.add({ path: 'orders/createguest', method: 'POST', delayMs: 800, times: 1 });
      await agree(page).dblclick();
      await expect(page).toHaveURL(YES_PAGE);
      await page.goto(url);
      await expectTaken(page);
      await expectOneUpsell(page, affId, p.method);
    });
  }
});
