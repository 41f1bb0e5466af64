/**
 * A marketer launches today's campaign with one command, and a shopper buys through it (R-GEN-1):
 * `campaign:new --campaign …` on a copy of campaigns/ for today's date (from the clock), a build
 * of that copy, then a shopper who enters by the new generic URL, pays by card, accepts an offer
 * and reads the receipt; the sandbox holds exactly one paid parent order. On a private server
 * serving that build.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import { yymmdd } from '../../src/manifest/families.ts';
import { loadManifest, resetManifestCache, type Manifest } from '../../src/manifest/load.ts';
import { ordersOf } from './sandbox.ts';
import { buildInto, privateServer } from './server.ts';
import { shopper } from './shoppers.ts';
import { walkToReceipt } from './walk.ts';

const PORT = Number(process.env.E2E_CAMPAIGN_PORT ?? 4447);
const root = resolve(import.meta.dirname, '..', '..');
const today = yymmdd(new Date());
let server: RunningServer;
let manifest: Manifest;
let campaignOutput = '';
const before = process.env.CAMPAIGNS_DIR;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const campaigns = mkdtempSync(join(tmpdir(), 'campaign-today-'));
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'node'),
    ['scripts/campaign-new.ts', '--campaign', 'WINTER26', '--product', 'SkinRenewElixir', '--like', 'RENEW01'],
    { cwd: root, env: { ...process.env, CAMPAIGNS_DIR: campaigns, PORT: String(PORT) }, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  campaignOutput = run.stdout;
  const dist = buildInto(mkdtempSync(join(tmpdir(), 'campaign-today-dist-')), { CAMPAIGNS_DIR: campaigns });
  // The funnel map and the walk read the copy; restored for the specs after this one.
  process.env.CAMPAIGNS_DIR = campaigns;
  resetManifestCache();
  manifest = await loadManifest();
  server = await privateServer(PORT, dist);
});

test.afterAll(async () => {
  await server?.close();
  if (before === undefined) delete process.env.CAMPAIGNS_DIR;
  else process.env.CAMPAIGNS_DIR = before;
  resetManifestCache();
});

test("R-GEN-1, R-FLOW-1: today's campaign from one command: a shopper enters by its generic URL, buys by card, takes an offer and reads one receipt", async ({
  page,
  request,
}) => {
  expect(campaignOutput).toContain(`Send traffic to: http://localhost:${PORT}/gu/winter26`);
  const s = shopper('campaign-today');
  await page.goto('/gu/winter26');
  const walk = await walkToReceipt(page, manifest, s);

  // The shopper saw today's pages: a video of the campaign, then one of its two order forms.
  expect(walk.pages[0]).toMatch(new RegExp(`^video${today}[ab]_ap$`));
  expect(walk.pages[1]).toMatch(new RegExp(`^os${today}[ab]_ap$`));
  expect(walk.accepted).toBe(1);
  await expect(page.getByText('Skin Renew Elixir').first()).toBeVisible();

  const orders = await ordersOf(request, { email: s.email });
  const parents = orders.filter((o) => o.orderType === 'Standard' && o.status === 'Paid');
  expect(parents).toHaveLength(1);
  const offers = orders.filter((o) => o.orderType !== 'Standard');
  expect(offers).toHaveLength(1);
  expect(offers[0]).toMatchObject({ status: 'Paid', parrentUpsellOrderId: parents[0]!.id });
});

test('R-GEN-1: the funnel map shows the new funnel with its split order form', async ({ page }) => {
  await page.goto('/__sandbox/funnels');
  await expect(page.getByRole('heading', { level: 2, name: 'Funnel WINTER26' })).toBeVisible();
  const map = page.getByRole('group', { name: /^Funnel map of WINTER26/ });
  const order = map.getByRole('group', { name: 'Step 2: Order form' });
  await expect(order.getByRole('link', { name: `os${today}a_ap (default)` })).toBeVisible();
  await expect(order.getByRole('link', { name: `os${today}b_ap` })).toBeVisible();
  await expect(page.getByText('The funnel graph check finds no problem.')).toBeVisible();
});
