/**
 * One purchase, one order when the network loses an answer (R-PAY-2, R-PAY-6, R-ORD-3):
 * the call reaches the sandbox, which acts, and its answer never reaches the page, as on a phone
 * losing signal. Whatever the shopper then does (tap again, wait, reload, pay another way), the
 * sandbox holds one paid order, and the page never says a payment failed that it cannot know
 * failed, nor that a payment was taken that was not.
 */
import { expect, test, type Page } from '@playwright/test';
import { PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE } from '../../src/domain/messages.ts';
import { CHECKING_ADD_ON } from '../../src/domain/messages/upsell.ts';
import { PAYMENT_UNCONFIRMED } from '../../src/domain/messages/wallet-return.ts';
import { fillCheckout, payFailure } from './checkout-form.ts';
import { axe } from './page-checks.ts';
import { ordersOf } from './sandbox.ts';
import { buyToFirstOffer, toWallets } from './purchase.ts';
import { ANN, PAULA, shopper } from './shoppers.ts';
import { agree } from './upsell.ts';
import {
  approveWithPayPal,
  express,
  freshAffId,
  openOrderPage,
  payWithGooglePay,
  scrollToExpressCheckout,
} from './wallets.ts';

const UPSELL = /\/upsell-elixir\?/;
const YES_PAGE = /\/upsell-tea\?/;
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/430.0.0.30.110;]';

/**
 * Drops the answers of the API call `path` (the sandbox still acts) while `lost.on`; records the
 * X-Request-Id of every such call, lost or not.
 */
async function loseAnswers(page: Page, path: string) {
  const lost = { on: true, count: 0, keys: [] as string[] };
  await page.route(
    (url) => url.pathname.endsWith(`/api/${path}`),
    async (route) => {
      lost.keys.push((await route.request().headerValue('X-Request-Id')) ?? '');
      if (!lost.on) return route.fallback();
      await route.fetch(); // the sandbox acts …
      lost.count += 1;
      await route.abort('internetdisconnected'); // … and its answer never arrives
    },
  );
  return lost;
}

test('R-PAY-6: a Google Pay order whose answer was lost, tapped again, is one paid order and the upsell opens', async ({
  page,
}) => {
  const affId = freshAffId('lostgpay');
  await openOrderPage(page, affId);
  const lost = await loseAnswers(page, 'orders/createguest');
  await payWithGooglePay(page);
  await expect.poll(() => lost.count).toBeGreaterThan(0);
  await expect(express(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(page).not.toHaveURL(UPSELL);

  lost.on = false;
  await payWithGooglePay(page);
  await expect(page).toHaveURL(UPSELL);
  const placed = await ordersOf(page.request, { affId });
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ paymentMethod: 'Google Pay', status: 'Paid' });
  expect(new Set(lost.keys).size).toBe(1);
});

test('R-ORD-3: an upsell accept whose answer was lost says it is still working, buys the offer once and goes on', async ({
  page,
}) => {
  test.setTimeout(90_000); // the walk to the order form and its payment, on a loaded runner
  const affId = freshAffId('lostup');
  await buyToFirstOffer(page, shopper(affId, ANN), { affId });
  await expect(agree(page)).toBeEnabled();
  const lost = await loseAnswers(page, 'orders/createguest');
  await agree(page).click();
  // The page asks again with the same key, and says it is still working, never that the payment failed.
  await expect(page.getByText(CHECKING_ADD_ON)).toBeVisible({ timeout: 15_000 });
  expect(lost.count).toBeGreaterThan(0);
  await expect(page.getByText(PAYMENT_FAILED)).toHaveCount(0);

  lost.on = false;
  await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
  const all = await ordersOf(page.request, { affId });
  expect(all.filter((o) => o.orderType === 'Upsell').map((o) => o.status)).toEqual(['Paid']);
  expect(new Set(lost.keys).size).toBe(1);
});

test('R-PAY-2, R-QP-3: a PayPal return whose pay answer was lost is finished by a reload, as one paid order', async ({
  browser,
}) => {
  test.setTimeout(90_000); // the walk to the order form and PayPal's round trip, on a loaded runner
  // In an in-app browser PayPal's express checkout leaves the page and comes back with paypalnvp.
  const context = await browser.newContext({ userAgent: FACEBOOK_ANDROID, viewport: { width: 412, height: 839 } });
  const page = await context.newPage();
  const affId = freshAffId('lostpp');
  // PayPal takes the details the shopper typed on the form, reached from the home page.
  await toWallets(page, shopper(affId, PAULA), { affId, details: true });
  const lost = await loseAnswers(page, 'orders/doexpresscheckout');
  await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/paypal\/approve/);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page.getByText(PAYMENT_UNCONFIRMED)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/paypalnvp=true/); // kept, so that a reload finishes the payment
  expect(lost.count).toBeGreaterThan(0);

  lost.on = false;
  await page.reload();
  // The reload finishes the payment through the API before it moves on (a provider's round trip).
  await expect(page).toHaveURL(UPSELL, { timeout: 15_000 });
  const placed = await ordersOf(page.request, { affId });
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ paymentMethod: 'PayPal', status: 'Paid' });
  expect(new Set(lost.keys).size).toBe(1);
  await context.close();
});

/** On the order page: the address and the card as a shopper types them, from the top of the form. */
async function readyToPayByCard(page: Page, who: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fillCheckout(page, shopper(who));
}

const placedPanel = (page: Page) => page.getByRole('region', { name: 'Your order is placed' });

/**
 * The shopper `who` pays by card on the order page (tagged with a fresh affId from `tag`, which it
 * returns); the sandbox charges the card and the answer never reaches the page, which says the
 * payment service is unavailable. Later calls get their answers.
 */
async function cardAnswerLost(page: Page, tag: string, who: string): Promise<string> {
  const affId = freshAffId(tag);
  await openOrderPage(page, affId);
  await readyToPayByCard(page, who);
  const lost = await loseAnswers(page, 'orders/createguest');
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(payFailure(page)).toContainText(PAYMENT_SERVICE_UNAVAILABLE, { timeout: 20_000 });
  expect(lost.count).toBeGreaterThan(0); // the card was charged; the page could not know
  lost.on = false;
  return affId;
}

test('one purchase, one order: a card payment whose answer was lost, then PayPal, charges once and says which payment was taken', async ({
  page,
}) => {
  const affId = await cardAnswerLost(page, 'lostcard', 'lost-card-then-paypal');

  // The shopper gives up on the card and pays with PayPal instead.
  await scrollToExpressCheckout(page);
  await approveWithPayPal(page);
  await expect(placedPanel(page).getByRole('status')).toHaveText(
    /^Order IB-\d{6} for \$[\d.]+ was paid by Credit Card on an earlier try, so this payment was not taken\. We will not charge you again for it\.$/,
  );
  await expect(page.getByRole('alert')).toHaveCount(0); // the card's "not available" is settled: no error stays
  expect(await axe(page)).toEqual([]);
  const paid = (await ordersOf(page.request, { affId })).filter((o) => o.status === 'Paid');
  expect(paid.map((o) => `${o.orderType} ${o.paymentMethod}`)).toEqual(['Standard Credit Card']);
  await expect(placedPanel(page)).toContainText(`Order ${paid[0]!.name} for $${paid[0]!.total.toFixed(2)}`);

  await placedPanel(page).getByRole('link', { name: 'Continue with your order' }).click();
  await expect(page).toHaveURL(UPSELL);
  await agree(page).click();
  await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
  const all = await ordersOf(page.request, { affId });
  expect(all.filter((o) => o.status === 'Paid').map((o) => `${o.orderType} ${o.paymentMethod}`)).toEqual([
    'Standard Credit Card',
    'Upsell Credit Card',
  ]);
});

test('one purchase, one order: a card payment whose answer was lost, then Google Pay, whose account names someone else, charges once and says which payment was taken', async ({
  page,
}) => {
  const affId = await cardAnswerLost(page, 'lostcardgpay', 'lost-card-then-gpay');

  // Google Pay's sheet hands over its account's name, email and address (Grace Pay's), not the
  // form's (Ada's): another payer by name, and another cart by its ship-to state. The tab that paid
  // is told of its order all the same.
  await payWithGooglePay(page);
  const stands = page.getByRole('region', { name: 'Your earlier order stands' });
  await expect(stands.getByRole('status')).toHaveText(
    /^Order IB-\d{6} for \$[\d.]+ was paid on an earlier try\. Your changed cart was not ordered, and nothing more was charged\.$/,
  );
  await expect(stands.getByRole('link', { name: 'Continue with your order' })).toBeVisible();
  const paid = (await ordersOf(page.request, { affId })).filter((o) => o.status === 'Paid');
  expect(paid.map((o) => `${o.orderType} ${o.paymentMethod} ${o.customerName}`)).toEqual([
    'Standard Credit Card Ada Lovelace',
  ]);
});

test('one purchase, one order: a PayPal payment whose answer was lost, then the card, charges once and says which payment was taken', async ({
  page,
}) => {
  const affId = freshAffId('lostpaypal');
  await openOrderPage(page, affId);
  await readyToPayByCard(page, 'lost-paypal-then-card');
  const lost = await loseAnswers(page, 'orders/executepaypalpayment');
  await scrollToExpressCheckout(page);
  await approveWithPayPal(page);
  // Every try is lost: the call and the pipeline's two repeats (api/retry.ts); then PayPal stops trying.
  await expect.poll(() => lost.count, { timeout: 20_000 }).toBe(3);
  await expect(express(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  lost.on = false;

  // PayPal seemed to fail: the shopper pays with the card typed above instead.
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(placedPanel(page).getByRole('status')).toHaveText(
    /was paid by PayPal on an earlier try, so this payment was not taken\./,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  const paid = (await ordersOf(page.request, { affId })).filter((o) => o.status === 'Paid');
  expect(paid.map((o) => `${o.orderType} ${o.paymentMethod}`)).toEqual(['Standard PayPal']);
  await expect(page.getByRole('button', { name: /Complete my order/ })).toHaveCount(0);
});
