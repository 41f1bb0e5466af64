/**
 * The price shown is the price charged (docs/contract.md §7, issue "a campaign's whole life" item
 * 5): a price changed under the running site, after the order form was priced, is never charged
 * unseen. The shopper starts at a generic URL and pays; the API refuses the total the page showed
 * (409 PRICE_CHANGED, nothing charged); the page shows the new total on the pay button and says
 * why, announced; the second tap charges exactly the total the page showed last. A private server
 * whose sandbox reads a copy of the manifest: the test edits the copy's price as a marketer's edit
 * under `npm start` does (the built pages keep the old one, as a CDN's would).
 */
import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buttonTotalCents } from './checkout-form.ts';
import { complete, onFirstOffer, toPayment, walkFrom } from './purchase.ts';
import { ordersOf } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { shopper } from './shoppers.ts';

const PORT = Number(process.env.E2E_PRICE_CHANGED_PORT ?? 4475);

// The sandbox follows CAMPAIGNS_DIR (sandbox/catalogue.ts); its copy is set while the server starts.
const campaigns = mkdtempSync(join(tmpdir(), 'price-changed-'));
cpSync(resolve(import.meta.dirname, '../../campaigns'), campaigns, { recursive: true });
const productsFile = join(campaigns, 'products.yaml');
const before = process.env.CAMPAIGNS_DIR;
process.env.CAMPAIGNS_DIR = campaigns;
usePrivateServer(PORT, { timeout: 120_000 });
test.beforeAll(() => {
  if (before === undefined) delete process.env.CAMPAIGNS_DIR;
  else process.env.CAMPAIGNS_DIR = before;
});
test.afterAll(() => rmSync(campaigns, { recursive: true, force: true }));

/** Raises every bundle price of the Skin Renew Elixir (RENEW01's product) by `dollars`, in the sandbox's copy. */
function raiseElixirPrices(dollars: number): void {
  const text = readFileSync(productsFile, 'utf8');
  const start = text.indexOf('- id: SkinRenewElixir');
  const end = text.indexOf('\n- id:', start + 1);
  const block = text
    .slice(start, end)
    .replace(/price: (\d+\.\d\d)/g, (_, p: string) => `price: ${(Number(p) + dollars).toFixed(2)}`);
  writeFileSync(productsFile, text.slice(0, start) + block + text.slice(end));
}

test('R-ORD-1, R-ORD-6: the price changes under the running site: the shopper is asked, confirms, and is charged what the page showed last; nothing at an unseen price', async ({
  page,
}) => {
  const s = shopper('price-changed');
  await walkFrom(page, s);
  await toPayment(page, s);
  const shown = await buttonTotalCents(page);
  raiseElixirPrices(12);

  await complete(page);
  const told = page.getByRole('alert').filter({ hasText: 'The price has gone up' });
  await expect(told).toBeVisible();
  const confirmed = await buttonTotalCents(page);
  expect(confirmed).toBeGreaterThanOrEqual(shown + 1200);
  await expect(told).toContainText('Nothing has been charged');
  // The refused charge left nothing behind: no order, paid or not, for this shopper.
  expect(await ordersOf(page.request, { email: s.email })).toEqual([]);

  await complete(page);
  await onFirstOffer(page);
  const held = await ordersOf(page.request, { email: s.email });
  expect(held.map((o) => [o.status, Math.round(o.total * 100)])).toEqual([['Paid', confirmed]]);
});
