/**
 * The price shown is the price charged, for the wallets (docs/contract.md §7): a price changed
 * under the running site after the order page was built is never charged unseen through Google
 * Pay or PayPal. The shopper starts at RENEW01's generic URL; the wallet's order states the
 * total its sheet showed, before tax; the API refuses it (409 PRICE_CHANGED): nothing is charged
 * or saved, and the page says the new figure by the wallet buttons, announced. The confirming
 * tap sends that figure and is charged it (plus the tax of the address). The providers are the
 * doubles of tests/fixtures/providers; the sandbox prices from a copy of the manifest (price.ts).
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
const { raiseElixirPrices } = useRepricedServer(PORT);

/** The X-Shown-Total of every call to `call` the page makes, in order. */
function shownTotals(page: Page, call: string): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(call)) sent.push(r.headers()['x-shown-total'] ?? '(none)');
  });
  return sent;
}

/** RENEW01's order form reached from its generic URL with the provider doubles, scrolled to the wallets. */
async function toWallets(page: Page, name: string): Promise<string> {
  const affId = freshAffId('wprice');
  await serveProviderDoubles(page);
  await walkFrom(page, shopper(name), `${RENEW_OFFER}?affid=${affId}`);
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
  const s = shopper('wallet-price-paypal');
  const affId = await toWallets(page, 'wallet-price-paypal');
  // PayPal hands back no details: the shopper gives them on the form first.
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await scrollToExpressCheckout(page);
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
