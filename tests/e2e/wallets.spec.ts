/**
 * Wallet payments of the first order (R-PAY-2 … R-PAY-6, R-QP-3, R-QP-4, R-RT-7, R-ERR-4):
 * each provider's browser script is a double served at its real URL, talking to the sandbox's
 * provider simulation; each test tags its orders with its own affid and checks exactly those.
 * Where the order form needs the shopper's details (PayPal) or a subscription, the shopper comes
 * to it from the home page, types them and chooses subscribe & save among the packages
 * (purchase.ts); elsewhere the test opens the order form at its address, as an affiliate's link does.
 */
import { expect, test, type Page } from '@playwright/test';
import { providersLoaded, serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { layoutShift, trackLayoutShift } from './page-checks.ts';
import { toWallets, type Way } from './purchase.ts';
import { ordersOf, records } from './sandbox.ts';
import { PAULA, shopper } from './shoppers.ts';
import {
  approveWithPayPal,
  express,
  freshAffId,
  openOrderPage,
  ORDER_PAGE,
  payWithApplePay,
  payWithGooglePay,
  scrollToExpressCheckout,
  signInWithAmazon,
} from './wallets.ts';

const NEXT_PAGE = /\/upsell-elixir/;
/** A wallet's payment to the next page: the provider's double and the API in turn, seconds on a loaded runner. */
const PAID = { timeout: 15_000 };
/** R-FLOW-4: where a refused payment on the order page leads (AGELESS01's nextPageFail, step 11). */
const RETRY_CART = /\/IkariaBeauty_SecureCart\?/;
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/430.0.0.30.110;]';
const OLD_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:60.0) Gecko/20100101 Firefox/60.0';

/** A fresh affiliate id: every order of the test carries it (R-AFF-3). */
const tag = () => freshAffId('wallet');

/**
 * The order form reached from the home page by the shopper tagged `affId`, their details typed
 * for PayPal; given the time a walk and a provider's round trip take on a loaded runner.
 */
async function viaHome(page: Page, affId: string, way: Way & { details?: boolean } = {}): Promise<string> {
  test.setTimeout(90_000);
  await toWallets(page, shopper(affId, PAULA), { affId, ...way });
  return page.url();
}

test.describe('Google Pay and Apple Pay', () => {
  test('R-PAY-6: Google Pay pays the first order with its token and goes to the next step', async ({ page }) => {
    const affId = tag();
    const scripts = await openOrderPage(page, affId);
    await payWithGooglePay(page);
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      paymentMethod: 'Google Pay',
      status: 'Paid',
      customerEmail: 'grace.pay@example.com',
    });
    expect(placed[0]?.cardId).toBeTruthy();
    // The offer can charge the stored card id in one click: the order form kept the order for it.
    await expect(page.getByText("One click: we'll use the payment details you just entered.")).toBeVisible();
    expect(providersLoaded(scripts)).toContain('google');
  });

  test('R-PAY-6, R-FLOW-4: a cancelled Google Pay sheet keeps the shopper on the form; a declined card creates nothing and leads to the failure page', async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    const button = express(page).getByRole('button', { name: 'Buy with Google Pay' });
    await button.click();
    await page.getByRole('dialog', { name: 'Google Pay' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(express(page).getByRole('status')).toHaveText('Payment cancelled. Nothing was charged.');
    await button.click();
    await page
      .getByRole('dialog', { name: 'Google Pay' })
      .getByRole('button', { name: 'Pay with a declined card' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Sorry, but your payment failed');
    await page.waitForURL(RETRY_CART);
    expect(await ordersOf(page.request, { affId })).toHaveLength(0);
  });

  test('R-PAY-6: Google Pay is hidden where the browser cannot pay with it', async ({ page }) => {
    await page.addInitScript(() => Object.assign(window, { __googlePayReady: false }));
    const scripts = await openOrderPage(page);
    await expect.poll(() => providersLoaded(scripts)).toContain('google');
    await expect(express(page).getByRole('button', { name: 'Buy with Google Pay' })).toHaveCount(0);
  });

  test('R-PAY-6: Apple Pay validates the merchant, pays the first order and goes to the next step', async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId, { applePay: true });
    await payWithApplePay(page);
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'Apple Pay', status: 'Paid', customerName: 'Tim Applebee' });
    expect(placed[0]?.cardId).toBeTruthy();
  });

  test('R-PAY-6: Apple Pay cancelled or declined leaves no order; hidden without ApplePaySession', async ({ page }) => {
    const affId = tag();
    await openOrderPage(page, affId, { applePay: true });
    const button = express(page).getByRole('button', { name: 'Buy with Apple Pay' });
    await button.click();
    await page.getByRole('dialog', { name: 'Apple Pay' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(express(page).getByRole('status')).toHaveText('Payment cancelled. Nothing was charged.');
    await button.click();
    await page
      .getByRole('dialog', { name: 'Apple Pay' })
      .getByRole('button', { name: 'Pay with a declined card' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Sorry, but your payment failed');
    expect(
      await page.evaluate(() => (window as unknown as { __applePay: { statuses: unknown[] } }).__applePay.statuses),
    ).toEqual([1]);
    expect(await ordersOf(page.request, { affId })).toHaveLength(0);

    const other = await page.context().newPage();
    await openOrderPage(other);
    await expect(express(other).getByRole('button', { name: 'Buy with Google Pay' })).toBeVisible();
    await expect(express(other).getByRole('button', { name: 'Buy with Apple Pay' })).toHaveCount(0);
  });
});

test.describe('PayPal', () => {
  test('R-PAY-2: a one-time PayPal payment is created, approved and executed, then the next step', async ({ page }) => {
    const affId = tag();
    await viaHome(page, affId, { details: true });
    await approveWithPayPal(page);
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'PayPal', status: 'Paid', subscribed: false });
  });

  test('R-PAY-2: a PayPal subscription is created and executed; cancelling one cancels it and stays', async ({
    page,
  }) => {
    const affId = tag();
    await viaHome(page, affId, { details: true, subscription: true });
    const paypal = express(page).getByRole('button', { name: 'Pay with PayPal' });
    await paypal.click();
    // The created subscription is cancelled at the API, by this tab's purchase (its key sent).
    const cancelled = page.waitForResponse((r) => r.url().includes('/orders/cancelpaypalsubscription'));
    await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await cancelled).status()).toBe(200);
    await expect(express(page).getByRole('status')).toContainText('You cancelled the PayPal payment');
    await paypal.click();
    await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed.map((o) => o.status).toSorted()).toEqual(['Paid', 'Pending']);
    expect(placed.find((o) => o.status === 'Paid')).toMatchObject({ paymentMethod: 'PayPal', subscribed: true });
  });

  test('R-PAY-2: without the form details PayPal asks for them and creates nothing', async ({ page }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(express(page).getByRole('status')).toContainText('fill in your contact and shipping details');
    await expect(page.getByRole('dialog', { name: 'PayPal' })).toHaveCount(0);
    expect(await ordersOf(page.request, { affId })).toHaveLength(0);
  });

  test('R-PAY-2, R-QP-3: in an in-app browser the express checkout returns with paypalnvp and completes (subscription: recurring profile)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: FACEBOOK_ANDROID, viewport: { width: 412, height: 839 } });
    const page = await context.newPage();
    const affId = tag();
    await viaHome(page, affId, { details: true, subscription: true });
    await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveURL(/\/__sandbox\/paypal\/approve/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'PayPal', status: 'Paid', subscribed: true });
    await context.close();
  });

  test('R-QP-3: cancelling at PayPal (action=cancel) shows a message and keeps the shopper on the form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: FACEBOOK_ANDROID });
    const page = await context.newPage();
    const affId = tag();
    const form = await viaHome(page, affId, { details: true });
    await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(form);
    await expect(page.getByText('You cancelled the PayPal payment')).toBeVisible();
    const placed = await ordersOf(page.request, { affId });
    expect(placed.map((o) => o.status)).toEqual(['Pending']);
    await context.close();
  });

  test('R-QP-3, R-API-3, R-FLOW-4: an express-checkout error (unknown token) shows the error of the whole body, pays nothing and leads to the failure page', async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    await page.evaluate(() =>
      sessionStorage.setItem(
        'walletPendingOrder',
        JSON.stringify({ method: 'PayPal', orderId: 'ord_unknown', subscription: false, flow: 'express' }),
      ),
    );
    await page.goto(`${ORDER_PAGE}?affid=${affId}&paypalnvp=true&action=success&token=EC-TAMPERED&PayerID=PAYER1`);
    await expect(page.getByRole('alert')).toContainText('Sorry, but your payment failed');
    await page.waitForURL(RETRY_CART);
    const logs = await records(page.request, 'logs');
    expect(logs.some((l) => JSON.stringify(l.body).includes('INVALID_TOKEN'))).toBe(true);
    expect(await ordersOf(page.request, { affId })).toHaveLength(0);
  });
});

test.describe('Amazon Pay', () => {
  test('R-PAY-3, R-QP-4: popup login, address book and wallet, payamazon, confirmation, captureamazon', async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    const widgets = page.getByRole('region', { name: 'Amazon Pay' });
    await expect(widgets.getByText('Pay with: Visa ending in 1111')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'amazon_Login_accessToken')?.value).toMatch(/^Atza/);
    await widgets.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    // Each step loads the next provider code and makes its calls in turn: on a loaded 2-core
    // runner that chain has taken over 5 s, so the steps are given a provider's round trip.
    await expect(page).toHaveURL(/\/__sandbox\/amazon\/confirm/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(NEXT_PAGE, { timeout: 15_000 });
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      paymentMethod: 'Amazon Pay',
      status: 'Paid',
      customerEmail: 'amazon.shopper@example.com',
    });
  });

  test("R-PAY-3, R-QP-4: the confirmation's return address opened again in a new tab (the browser's history, the next person) shows nobody's order", async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    await page
      .getByRole('region', { name: 'Amazon Pay' })
      .getByRole('button', { name: 'Place order with Amazon Pay' })
      .click();
    await expect(page).toHaveURL(/\/__sandbox\/amazon\/confirm/, PAID);
    const returned = page.waitForURL(/resultCode=Success/, PAID);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await returned;
    const returnAddress = page.url();
    await expect(page).toHaveURL(NEXT_PAGE, PAID);

    const next = await page.context().newPage();
    await serveProviderDoubles(next);
    await next.goto(returnAddress);
    await expect(next.getByRole('alert')).toContainText('Sorry, but the information regarding your order is missing');
    await expect(next).not.toHaveURL(NEXT_PAGE);
    await expect(next.locator('body')).not.toContainText(/amazon\.shopper@example\.com|Amazon Shopper/i);
    expect(await ordersOf(page.request, { affId })).toMatchObject([{ paymentMethod: 'Amazon Pay', status: 'Paid' }]);
  });

  test('R-PAY-3, R-QP-4, R-FLOW-4: a failed confirmation (resultCode=Failure) leaves the order unpaid and leads to the failure page', async ({
    page,
  }) => {
    const affId = tag();
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    await page.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Sorry, but your payment failed');
    await page.waitForURL(RETRY_CART);
    expect((await ordersOf(page.request, { affId })).map((o) => o.status)).toEqual(['Pending']);
  });

  test('R-PAY-3, R-PAY-5: subscription by billing agreement needs consent, then payamazonsub', async ({ page }) => {
    const affId = tag();
    await viaHome(page, affId, { subscription: true });
    await signInWithAmazon(page);
    const widgets = page.getByRole('region', { name: 'Amazon Pay' });
    await expect(widgets.getByText('Pay with: Visa ending in 1111')).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'tcr_isSub')?.value).toBe('true');
    await widgets.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await expect(express(page).getByRole('status').last()).toContainText('agree to the recurring payments');
    await widgets.getByRole('checkbox', { name: 'I agree to future payments with Amazon Pay' }).check();
    await widgets.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    const placed = await ordersOf(page.request, { affId });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ paymentMethod: 'Amazon Pay', status: 'Paid', subscribed: true });
  });

  test('R-PAY-3, R-RT-7: in an in-app browser the login redirects to amazon-return, which keeps the Atza token and goes back', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: FACEBOOK_ANDROID });
    const page = await context.newPage();
    const affId = tag();
    await openOrderPage(page, affId);
    await express(page).getByRole('button', { name: 'Pay with Amazon' }).click();
    await expect(page).toHaveURL(/\/__sandbox\/amazon\/login/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`${ORDER_PAGE}\\?affid=${affId}$`));
    const token = (await context.cookies()).find((c) => c.name === 'amazon_Login_accessToken');
    expect(token?.value).toMatch(/^Atza/);
    expect(token!.expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600_000);
    await scrollToExpressCheckout(page);
    await page.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(NEXT_PAGE, PAID);
    expect(await ordersOf(page.request, { affId })).toMatchObject([{ paymentMethod: 'Amazon Pay', status: 'Paid' }]);
    await context.close();
  });

  test('R-RT-7, R-PAY-5: amazon-return refuses a token not starting with Atza', async ({ page }) => {
    await page.goto('/amazon-return#access_token=XYZnotAmazon&state=%2Fos221215a_ap');
    await expect(page.getByRole('alert')).toHaveText('AmazonPay User Authorization Failed');
    await expect(page.getByRole('link', { name: 'Back to the secure checkout' })).toHaveAttribute('href', ORDER_PAGE);
    expect((await page.context().cookies()).find((c) => c.name === 'amazon_Login_accessToken')).toBeUndefined();
    expect(page.url()).not.toContain('access_token');
  });

  test('R-ERR-4: a widget error sends its funnel event, stops the spinner and shows the error', async ({ page }) => {
    const affId = tag();
    await page.addInitScript(() => Object.assign(window, { __amazonDouble: { failWidget: 'Wallet' } }));
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    await expect(page.getByRole('alert')).toContainText('Wallet widget failed');
    await expect(page.getByText('Loading Amazon Wallet...')).toHaveCount(0);
    await expect
      .poll(async () =>
        (await records(page.request, 'stats')).some((r) => r.body.eventType === 'AmazonPay:WalletError'),
      )
      .toBe(true);
  });

  test('R-ERR-4: getInfoAmazon failing with an expired token sends AmazonPay:ApiError and signs out', async ({
    page,
  }) => {
    const affId = tag();
    await page.addInitScript(() => Object.assign(window, { __amazonDouble: { token: 'Atza|invalid-expired' } }));
    await openOrderPage(page, affId);
    await signInWithAmazon(page);
    await page.getByRole('button', { name: 'Place order with Amazon Pay' }).click();
    await expect(page.getByRole('alert')).toContainText('AmazonPay User Authorization Failed');
    await expect(express(page).getByRole('button', { name: 'Pay with Amazon' })).toBeVisible();
    await expect
      .poll(async () => (await records(page.request, 'stats')).some((r) => r.body.eventType === 'AmazonPay:ApiError'))
      .toBe(true);
    expect(await ordersOf(page.request, { affId })).toHaveLength(0);
  });

  test('R-PAY-4: an unsupported browser hides Amazon Pay, loads no Amazon script and sends AmazonPay:SupportError', async ({
    browser,
  }) => {
    const context = await browser.newContext({ userAgent: OLD_FIREFOX });
    const page = await context.newPage();
    const scripts = await openOrderPage(page);
    await expect(express(page).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(express(page).getByRole('button', { name: 'Pay with Amazon' })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await records(page.request, 'stats')).some(
          (r) =>
            r.body.eventType === 'AmazonPay:SupportError' &&
            `${String(r.body.customPayLoad1)}${String(r.body.customPayLoad2)}`.includes('Unsupported browser'),
        ),
      )
      .toBe(true);
    expect(providersLoaded(scripts)).not.toContain('amazon');
    await context.close();
  });
});

test.describe('Where the wallets show', () => {
  for (const [path, layout] of [
    [ORDER_PAGE, 'order form'],
    ['/SecureCart', 'secure cart'],
  ] as const)
    test(`R-PAY-2, R-PAY-3, R-PAY-6: on the ${layout} the wallets appear under the form as the shopper scrolls down, and nothing seen moves`, async ({
      page,
    }) => {
      await trackLayoutShift(page);
      const scripts = await serveProviderDoubles(page, { applePay: true });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // At the top of the form no wallet loads, and no room waits for one.
      expect(providersLoaded(scripts)).toEqual([]);
      await expect(express(page)).toHaveCount(0);
      // A thumb's flick at a time, with a look between flicks, down to the wallets under the form.
      const paypal = express(page).getByRole('button', { name: 'Pay with PayPal' });
      const seen = async () => {
        const box = await paypal.boundingBox({ timeout: 100 }).catch(() => null);
        return !!box && box.y + box.height <= page.viewportSize()!.height;
      };
      for (let flick = 0; flick < 20 && !(await seen()); flick++) {
        await page.evaluate(() => window.scrollBy(0, 400));
        await page.waitForTimeout(500);
      }
      await expect(paypal).toBeInViewport();
      for (const name of ['Buy with Apple Pay', 'Buy with Google Pay', 'Pay with Amazon'])
        await expect(express(page).getByRole('button', { name })).toBeVisible();
      const shift = await layoutShift(page);
      expect(shift.value, `layout shift: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
    });
});

test.describe('Provider scripts', () => {
  test('R-PAY-2: no provider script loads on pages without wallets', async ({ page }) => {
    const scripts = await serveProviderDoubles(page);
    for (const path of ['/home', '/vsl', '/terms', '/upsell-elixir', '/order-success-common']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts).toEqual([]);
  });

  test('R-PAY-2: PayPal loads only once its button is about to be seen', async ({ page }) => {
    const scripts = await serveProviderDoubles(page);
    await page.goto(ORDER_PAGE);
    await page.waitForLoadState('networkidle');
    expect(providersLoaded(scripts)).toEqual([]);
    await scrollToExpressCheckout(page);
    await expect(express(page).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    expect(providersLoaded(scripts)).toContain('paypal');
  });
});

// Their bytes are `npm run bench:js`'s to print and hold (the order form's first load against its
// budget, the rest as "lazy"); what a browser shows here is when the wallets' own code arrives.
test('R-PAY-2: the wallets’ code (the express checkout island, PayPal’s, Google Pay’s and Apple Pay’s payment code) loads only once the wallets are about to be seen', async ({
  page,
}) => {
  const WALLET_CODE = /\/_astro\/(ExpressCheckout|paypal|google-pay|apple-pay)\.[\w-]+\.js$/;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await serveProviderDoubles(page);
  await page.goto(ORDER_PAGE);
  await page.waitForLoadState('networkidle');
  const firstLoad = [...scripts];
  expect(firstLoad.length, 'the page loaded its own code').toBeGreaterThan(0);
  expect(firstLoad.filter((p) => WALLET_CODE.test(p))).toEqual([]);
  await scrollToExpressCheckout(page);
  await expect(express(page).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  const later = scripts.slice(firstLoad.length).map((p) => WALLET_CODE.exec(p)?.[1]);
  expect(later).toEqual(expect.arrayContaining(['ExpressCheckout', 'paypal']));
});
