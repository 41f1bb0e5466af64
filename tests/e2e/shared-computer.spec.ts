/**
 * Nobody but the shopper (R-ORD-3, R-ORD-4): a one-click offer belongs to the shopper who paid,
 * for a while, and nothing personal outlives the tab unless they asked. A person at the same
 * browser after them finds no order, no "is paid" panel and no offer to take, and the device holds
 * nothing that names or charges them; a stranger with the order's id and an XSRF pair of their own
 * cannot charge their card; one-click ends ONE_CLICK_MINUTES after the payment, by the API's clock
 * and by the tab's. Shoppers start at a generic URL. A private server: its sandbox clock moves.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { PAYMENT_SERVICE_UNAVAILABLE } from '../../src/domain/messages.ts';
import { ORDER_INFO_MISSING } from '../../src/domain/messages/order.ts';
import { OFFER_ENDED_NOTE } from '../../src/domain/messages/upsell.ts';
import { PURCHASE_KEY_REQUIRED_CODE } from '../../src/domain/upsell/add-on-refusal.ts';
import { ONE_CLICK_MINUTES } from '../../src/domain/upsell/one-click.ts';
import { payFailure } from './checkout-form.ts';
import { complete, deviceHolds, onFirstOffer, onReceipt, toPayment, walkFrom } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { ordersOf, type SandboxOrder } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { PAULA, shopper, type Shopper } from './shoppers.ts';
import { agree } from './upsell.ts';

const PORT = Number(process.env.E2E_SHARED_COMPUTER_PORT ?? 4471);
const server = usePrivateServer(PORT, { timeout: 90_000 });

/** `s` pays by card from the generic URL, "Remember me" left unticked; ends on the first offer. Returns its URL. */
async function paysAndStaysOnOffer(page: Page, s: Shopper): Promise<string> {
  await walkFrom(page, s);
  await expect(page.getByRole('checkbox', { name: 'Remember me on this device' })).not.toBeChecked();
  await toPayment(page, s);
  await complete(page);
  const offer = await onFirstOffer(page);
  await expect(agree(page)).toBeVisible();
  return offer;
}

/** A new tab of the browser, in which `s` walks from the generic URL to the order form. */
async function newTabOnForm(context: BrowserContext, s: Shopper): Promise<Page> {
  const tab = await context.newPage();
  await walkFrom(tab, s);
  return tab;
}

/** The shopper's one paid order, and whatever was added to it. */
async function held(page: Page, s: Shopper): Promise<{ parent: SandboxOrder; addOns: SandboxOrder[] }> {
  const all = await ordersOf(page.request, { email: s.email });
  const parent = all.find((o) => o.orderType === 'Standard' && o.status === 'Paid')!;
  return { parent, addOns: all.filter((o) => o.parrentUpsellOrderId === parent.id) };
}

test('R-ORD-4, R-ORD-3: a shared computer: the shopper pays and closes the tab on an offer; the next person’s tab shows no order, no "is paid" panel, cannot take the offer, and the device holds nothing of the shopper', async ({
  context,
}) => {
  const ada = shopper('shared-first');
  const first = await context.newPage();
  const offer = await paysAndStaysOnOffer(first, ada);
  const key = await first.evaluate(
    () => (JSON.parse(sessionStorage.getItem('checkout') ?? '{}') as { requestId?: string }).requestId,
  );
  expect(key, "the purchase's key, in the tab").toBeTruthy();
  await first.close();

  const next = await context.newPage();
  await next.goto(offer);
  await hydrated(next);
  await expect(next.getByText(ORDER_INFO_MISSING)).toBeVisible();
  await expect(agree(next)).toHaveCount(0);

  const bob = shopper('shared-next');
  await walkFrom(next, bob);
  await expect(next.getByRole('heading', { name: 'Your order is placed' })).toHaveCount(0);
  await expect(next.getByText(/is paid/)).toHaveCount(0);
  await expect(next.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(next.getByLabel('Street address', { exact: true })).toHaveValue('');

  const { parent, addOns } = await held(next, ada);
  const device = await deviceHolds(next);
  for (const text of [
    ada.email,
    ada.lastName,
    ada.street,
    ada.zip,
    parent.id,
    parent.name,
    parent.paymentOptionId!,
    key!,
  ])
    expect(device, `the device holds no "${text}"`).not.toContain(text);
  expect(addOns).toHaveLength(0);
});

test('R-ORD-3, R-ORD-4: a shared computer: the shopper pays in one of two tabs and the other is reloaded; the next person’s new tab starts a purchase of their own and cannot take the shopper’s offer', async ({
  context,
}) => {
  const ada = shopper('shared-two-tabs');
  const first = await newTabOnForm(context, ada);
  const second = await context.newPage();
  await second.goto(first.url());
  await hydrated(second);
  await toPayment(first, ada);
  await complete(first);
  await onFirstOffer(first);
  const key = await first.evaluate(
    () => (JSON.parse(sessionStorage.getItem('checkout') ?? '{}') as { requestId?: string }).requestId,
  );
  expect(key, "the purchase's key, in the tab that paid").toBeTruthy();
  // The second tab still holds its unpaid-looking copy of the key when it is reloaded (or restored).
  await second.reload();
  await hydrated(second);
  await expect(second.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await second.close();
  await first.close();

  const bob = shopper('shared-two-tabs-next');
  const next = await newTabOnForm(context, bob);
  expect(await deviceHolds(next), 'the device holds no key of the paid purchase').not.toContain(key!);
  const purchaseIds: string[] = [];
  next.on('request', (r) => {
    if (r.url().endsWith('/orders/createguest')) purchaseIds.push(r.headers()['x-purchase-id'] ?? '');
  });
  await toPayment(next, bob);
  await complete(next);
  await onFirstOffer(next);
  expect(purchaseIds.length).toBeGreaterThan(0);
  expect(purchaseIds, 'the next person pays a purchase of their own').not.toContain(key);
  expect((await held(next, bob)).parent, 'their own paid order').toBeDefined();

  const here = next.url();
  await agree(next).click();
  await next.waitForURL((u) => u.href !== here);
  expect((await held(next, bob)).addOns.map((o) => o.status)).toEqual(['Paid']);
  expect((await held(next, ada)).addOns, "nothing is added to the shopper's order").toHaveLength(0);
});

/** `s` pays by card in a new tab, the sandbox charges the card and the answer never arrives; the tab is closed. */
async function paysAnswerLost(context: BrowserContext, s: Shopper): Promise<void> {
  const first = await newTabOnForm(context, s);
  await toPayment(first, s);
  let lost = 0;
  await first.route(
    (url) => url.pathname.endsWith('/api/orders/createguest'),
    async (route) => {
      await route.fetch(); // the sandbox charges the card …
      lost += 1;
      await route.abort('internetdisconnected'); // … and the answer never arrives
    },
  );
  await complete(first);
  await expect(payFailure(first)).toContainText(PAYMENT_SERVICE_UNAVAILABLE, { timeout: 20_000 });
  expect(lost).toBeGreaterThan(0);
  await first.close();
}

/** The X-Purchase-Id of each card payment `page` sends from now on. */
function purchaseKeysSent(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/orders/createguest')) keys.push(r.headers()['x-purchase-id'] ?? '');
  });
  return keys;
}

test("R-ORD-3: a shared computer: the shopper's payment reaches the API but its answer is lost and they leave; the next person's new tab is told nothing of the shopper's order, pays an order of their own and adds to their own, never the shopper's", async ({
  context,
}) => {
  const ada = shopper('shared-lost-answer');
  await paysAnswerLost(context, ada);
  const adas = (await ordersOf(context.request, { email: ada.email })).find((o) => o.status === 'Paid');
  if (!adas) throw new Error("the shopper's payment reached the API: it holds her paid order");

  const bob = shopper('shared-lost-answer-next', PAULA);
  const next = await newTabOnForm(context, bob);
  const keys = purchaseKeysSent(next);
  // The answers as the page gets them (read at the route: a page that moves on drops its bodies).
  const answers: string[] = [];
  await next.route(
    (url) => url.pathname.endsWith('/api/orders/createguest'),
    async (route) => {
      const response = await route.fetch();
      answers.push(await response.text());
      await route.fulfill({ response });
    },
  );
  await toPayment(next, bob);
  await complete(next);
  await onFirstOffer(next);
  expect(keys, "tried under the shopper's key, then paid under one of their own").toHaveLength(2);
  expect(answers).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  for (const text of [ada.email, ada.lastName, adas.id, adas.name])
    expect(answers.join(' '), `no answer names "${text}"`).not.toContain(text);
  await expect(next.getByText(adas.name)).toHaveCount(0);

  const here = next.url();
  await agree(next).click();
  await next.waitForURL((u) => u.href !== here);
  const bobs = await held(next, bob);
  expect(bobs.parent, 'their own paid order').toBeDefined();
  expect(
    bobs.addOns.map((o) => o.status),
    'the offer is added to their own order',
  ).toEqual(['Paid']);
  const { addOns } = await held(next, ada);
  expect(addOns, "nothing is added to the shopper's order").toHaveLength(0);
  const all = await ordersOf(next.request, { email: ada.email });
  expect(
    all.filter((o) => o.status === 'Paid'),
    'the shopper is charged once',
  ).toHaveLength(1);
});

test("R-ORD-3: the shopper's own new tab after a lost answer: typed again, the payment is the order already paid, never a second", async ({
  context,
}) => {
  const ada = shopper('shared-lost-answer-own');
  await paysAnswerLost(context, ada);
  const again = await newTabOnForm(context, ada);
  const keys = purchaseKeysSent(again);
  await toPayment(again, ada);
  await complete(again);
  await onFirstOffer(again);
  expect(keys, 'the purchase key the first tab paid with, once').toHaveLength(1);
  const all = await ordersOf(again.request, { email: ada.email });
  expect(all.filter((o) => o.status === 'Paid' && o.orderType === 'Standard')).toHaveLength(1);
});

test("R-ORD-3: a stranger's charge: with the order's id, its card's id, an XSRF cookie of their own and any purchase key but the shopper's, the add-on is refused (403) and nothing is charged; the shopper's own tap adds it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const ann = shopper('stranger-victim');
  await paysAndStaysOnOffer(page, ann);
  const { parent } = await held(page, ann);
  const offer = await page.locator('[data-offer-sfid]').getAttribute('data-offer-sfid');

  const stranger = await playwright.request.newContext({ baseURL });
  await stranger.get('/__sandbox/health'); // any caller gets an XSRF cookie
  const xsrf = (await stranger.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  for (const key of [undefined, 'a-guessed-key', randomUUID()]) {
    const res = await stranger.post('/proxy/api/orders/createguest', {
      headers: { 'X-XSRF-TOKEN': xsrf, 'X-Brand': 'IkariaBeauty', ...(key && { 'X-Purchase-Id': key }) },
      data: {
        orderType: 'Upsell',
        upsells: [offer],
        parent: parent.id,
        paymentMethod: 'Credit Card',
        paymentOptionId: parent.paymentOptionId,
        orderSource: 'Funnel',
        totalTax: 0,
      },
    });
    expect(res.status()).toBe(403);
    expect(await res.json()).toMatchObject({ code: PURCHASE_KEY_REQUIRED_CODE });
  }
  await stranger.dispose();
  expect((await held(page, ann)).addOns).toHaveLength(0);

  const here = page.url();
  await agree(page).click();
  await page.waitForURL((u) => u.href !== here);
  expect((await held(page, ann)).addOns.map((o) => o.status)).toEqual(['Paid']);
});

test.describe(`R-ORD-3: one-click ends ${ONE_CLICK_MINUTES} minutes after the payment`, () => {
  test('the API refuses a later tap: the offer says it has ended and leads to the receipt, which lists the order alone; nothing is charged', async ({
    page,
  }) => {
    const eve = shopper('offer-ended');
    await paysAndStaysOnOffer(page, eve);
    server.moveClock((ONE_CLICK_MINUTES + 1) * 60_000); // the sandbox's clock; the tab's has not moved
    await agree(page).click();
    await expect(page.getByText(OFFER_ENDED_NOTE)).toBeVisible();
    await expect(agree(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'See your receipt' }).click();
    await onReceipt(page);
    const { parent, addOns } = await held(page, eve);
    await expect(page.getByRole('region', { name: 'Added after checkout' })).toContainText('No additional items.');
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(parent.name);
    expect(addOns).toHaveLength(0);
  });

  test("by the tab's own clock the offer shows as ended before any tap, and sends nothing", async ({ page }) => {
    await page.clock.install();
    const fay = shopper('offer-ended-clock');
    const offer = await paysAndStaysOnOffer(page, fay);
    await page.clock.fastForward(`${ONE_CLICK_MINUTES + 1}:00`);
    const addOnCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/orders/createguest')) addOnCalls.push(r.url());
    });
    await page.goto(offer);
    await expect(page.getByText(OFFER_ENDED_NOTE)).toBeVisible();
    await expect(agree(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'See your receipt' }).click();
    await onReceipt(page);
    expect(addOnCalls).toEqual([]);
    expect((await held(page, fay)).addOns).toHaveLength(0);
  });
});
