/**
 * The price shown is the price charged, for the wallets (docs/contract.md §7): a price changed
 * under the running site after the order page was built is never charged unseen through Google
 * Pay or PayPal. The shopper starts at RENEW01's generic URL; the wallet's order states the
 * total its sheet showed, before tax; the API refuses it (409 PRICE_CHANGED): nothing is charged
 * or saved, and the page says the new figure by the wallet buttons, announced. The confirming
 * tap sends that figure and is charged it (plus the tax of the address). The providers are the
 * doubles of tests/fixtures/providers; the sandbox prices from a copy of the manifest (price.ts).
 * An add-on confirmed through PayPal after a one-time PayPal order is held to the same rule: its
 * unpaid order states the offer page's total, the new one is said by the confirm button, and the
 * confirming tap is saved, approved at PayPal and charged at it.
 */
import { expect, test, type Page } from '@playwright/test';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { fillAddress } from './checkout-form.ts';
import { useRepricedServer } from './price.ts';
import { onFirstOffer, RENEW_OFFER, walkFrom } from './purchase.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { approveWithPayPal, express, freshAffId, payWithGooglePay, scrollToExpressCheckout } from './wallets.ts';

const PORT = Number(process.env.E2E_WALLET_PRICE_PORT ?? 4477);
const { raiseElixirPrices, raiseOfferPrices } = useRepricedServer(PORT);

/** The X-Shown-Total of every call to `call` the page makes, in order. */
function shownTotals(page: Page, call: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(call)) sent.push(r.headers()['x-shown-total'] ?? '(none)');
  });
  return sent;
}

/** The dollars of a price text such as "$29.00". */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** RENEW01's order form reached from its generic URL with the provider doubles, scrolled to the wallets. */
async function toWallets(page: Page, name: string): Promise<string> {
  const affId = freshAffId('wprice');
  await serveProviderDoubles(page);
  await walkFrom(page, shopper(name), `${RENEW_OFFER}?affid=${affId}`);
  return affId;
}

/** As toWallets, with the shopper's details given first: PayPal hands back none. */
async function toPayPal(page: Page, name: string): Promise<string> {
  const affId = await toWallets(page, name);
  await fillAddress(page, shopper(name));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await scrollToExpressCheckout(page);
  return affId;
}

/** The page's word on the new price, by the wallet buttons; the figure before tax it names now. */
async function toldFigure(page: Page): Promise<string> {
  const told = express(page).getByRole('alert');
  await expect(told).toContainText('The price has gone up since this page was shown: your total before tax is now');
  await expect(told).toContainText('Nothing has been charged');
  const figure = /before tax is now \$([\d,]+\.\d\d)/.exec((await told.textContent()) ?? '')?.[1];
  expect(figure).toBeTruthy();
  return figure!.replace(',', '');
}

/** The one paid order of `affId`: charged the figure before tax the page showed last, and its tax. */
async function expectPaidAt(page: Page, affId: string, method: string, beforeTax: string): Promise<void> {
  const held = await ordersOf(page.request, { affId });
  expect(held.map((o) => [o.paymentMethod, o.status])).toEqual([[method, 'Paid']]);
  expect(Math.round((held[0]!.total - held[0]!.tax) * 100)).toBe(Math.round(Number(beforeTax) * 100));
}

test('R-PAY-6, R-ORD-1: Google Pay after a price change under the running site: refused, nothing charged, the new figure said by the buttons; the confirming tap is charged it', async ({
  page,
}) => {
  const affId = await toWallets(page, 'wallet-price-gpay');
  await scrollToExpressCheckout(page);
  const sent = shownTotals(page, 'orders/createguest');
  raiseElixirPrices(12);

  await payWithGooglePay(page);
  const figure = await toldFigure(page);
  expect(await ordersOf(page.request, { affId })).toEqual([]);
  const [shown] = sent;
  expect(shown).toMatch(/^\d+\.\d\d; tax=excluded$/);
  expect(Number(figure) - Number.parseFloat(shown!)).toBeCloseTo(12, 2);

  await payWithGooglePay(page);
  await onFirstOffer(page);
  expect(sent).toEqual([shown, `${figure}; tax=excluded`]);
  await expectPaidAt(page, affId, 'Google Pay', figure);
});

test('R-PAY-2, R-ORD-1: PayPal after a price change under the running site: no order saved at the old price, the new figure said by the buttons; the confirming approval pays it', async ({
  page,
}) => {
  const affId = await toPayPal(page, 'wallet-price-paypal');
  const sent = shownTotals(page, 'orders/setorderguest');
  raiseElixirPrices(12);

  await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  const figure = await toldFigure(page);
  expect(await ordersOf(page.request, { affId })).toEqual([]);
  expect(sent).toHaveLength(1);

  await approveWithPayPal(page);
  await onFirstOffer(page);
  expect(sent.at(-1)).toBe(`${figure}; tax=excluded`);
  await expectPaidAt(page, affId, 'PayPal', figure);
});

test('R-ORD-3, R-PAY-2: a PayPal add-on after a price change under the running site: refused with the new total by the button, nothing saved or charged; the confirming tap is approved at PayPal and charged it', async ({
  page,
}) => {
  const affId = await toPayPal(page, 'wallet-price-addon');
  await approveWithPayPal(page);
  const offerPath = new URL(await onFirstOffer(page)).pathname;
  const confirm = page.getByRole('button', { name: 'Yes, confirm with PayPal' });
  await expect(confirm).toBeEnabled();
  await page.waitForLoadState('networkidle'); // the offer confirmed by the API at the page's price
  const sent = shownTotals(page, 'orders/createguest');
  const todayOnly = page.locator('dt:text-is("Today only") + dd');
  const priceBefore = dollars(await todayOnly.textContent());
  raiseOfferPrices(10);

  await confirm.click();
  const told = page.getByRole('alert').filter({ hasText: 'The price has gone up since this page was shown' });
  await expect(told).toContainText('Nothing has been charged. Tap “Yes, confirm with PayPal” again to pay');
  const figure = /your total is now \$([\d,]+\.\d\d)/.exec((await told.textContent()) ?? '')?.[1]?.replace(',', '');
  expect(figure).toBeTruthy();
  await expect(page.getByText(`Total today: $${figure}`)).toBeVisible();
  // The card's own price line shows the API's new price, so the lines add up to the total.
  expect(dollars(await todayOnly.textContent())).toBe(priceBefore + 10);
  expect(page.url()).toContain(offerPath);
  expect((await ordersOf(page.request, { affId })).map((o) => o.orderType)).toEqual(['Standard']);
  expect(sent).toHaveLength(1);
  expect(Number(figure) - Number(sent[0])).toBeGreaterThanOrEqual(10);

  await confirm.click();
  await page.getByRole('button', { name: 'Approve' }).click();
  // The return executes the payment through the API before it moves on (a provider's round trip).
  await page.waitForURL((u) => u.pathname !== offerPath && !u.pathname.startsWith('/__sandbox'), { timeout: 15_000 });
  expect(sent).toEqual([sent[0], figure]);
  const upsells = (await ordersOf(page.request, { affId })).filter((o) => o.orderType !== 'Standard');
  expect(upsells.map((o) => [o.paymentMethod, o.status])).toEqual([['PayPal', 'Paid']]);
  expect(Math.round(upsells[0]!.total * 100)).toBe(Math.round(Number(figure) * 100));
});
