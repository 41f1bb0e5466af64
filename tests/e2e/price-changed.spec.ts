/**
 * The price shown is the price charged (docs/contract.md §7, issue "a campaign's whole life" item
 * 5): a price changed under the running site, after the order form was priced, is never charged
 * unseen. The shopper starts at a generic URL and pays; the API refuses the total the page showed
 * (409 PRICE_CHANGED, nothing charged); the page shows the new total on the pay button and says
 * why, announced; the second tap charges exactly the total the page showed last. A private server
 * whose sandbox reads a copy of the manifest: the test edits the copy's price as a marketer's edit
 * under `npm start` does (the built pages keep the old one, as a CDN's would).
 */
import { expect, test, type Page } from '@playwright/test';
import { buttonTotalCents } from './checkout-form.ts';
import { useRepricedServer } from './price.ts';
import { complete, onFirstOffer, toPayment, walkFrom } from './purchase.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';

const PORT = Number(process.env.E2E_PRICE_CHANGED_PORT ?? 4475);
const { raiseElixirPrices } = useRepricedServer(PORT);

/** The summary's figure of a row: the product line's price, or a total row's amount, in cents. */
async function summaryCents(page: Page, row: 'line' | 'Subtotal' | 'Tax' | 'Total'): Promise<number> {
  const summary = page.getByRole('region', { name: 'Order summary' });
  const cell =
    row === 'line'
      ? summary.locator('.summary__price > span')
      : summary
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${row}$`) })
          .locator('+ dd');
  const text = (await cell.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('R-ORD-1, R-ORD-6: the price changes under the running site: the shopper is asked, the summary shows the new prices line by line, the shopper confirms and is charged what the page showed last; nothing at an unseen price', async ({
  page,
}) => {
  const s = shopper('price-changed');
  await walkFrom(page, s);
  await toPayment(page, s);
  const shown = await buttonTotalCents(page);
  const [lineBefore, subtotalBefore] = [await summaryCents(page, 'line'), await summaryCents(page, 'Subtotal')];
  raiseElixirPrices(12);

  await complete(page);
  const told = page.getByRole('alert').filter({ hasText: 'The price has gone up' });
  await expect(told).toBeVisible();
  const confirmed = await buttonTotalCents(page);
  expect(confirmed).toBeGreaterThanOrEqual(shown + 1200);
  await expect(told).toContainText('Nothing has been charged');
  // The summary shows the API's figures line by line, and they add up to the total the button pays.
  expect(await summaryCents(page, 'line')).toBe(lineBefore + 1200);
  expect(await summaryCents(page, 'Subtotal')).toBe(subtotalBefore + 1200);
  expect(await summaryCents(page, 'Total')).toBe(confirmed);
  expect(await summaryCents(page, 'Tax')).toBeGreaterThan(0);
  // The refused charge left nothing behind: no order, paid or not, for this shopper.
  expect(await ordersOf(page.request, { email: s.email })).toEqual([]);

  await complete(page);
  await onFirstOffer(page);
  const held = await ordersOf(page.request, { email: s.email });
  expect(held.map((o) => [o.status, Math.round(o.total * 100)])).toEqual([['Paid', confirmed]]);
});
