/**
 * A campaign's whole life on today's clock (R-GEN-1): campaigns scaffolded with `campaign:new` on a
 * copy of campaigns/ (dates from the clock, in the store's time zone), one production build and one
 * preview build of that copy, each served by a private server.
 *
 *   WINTER26  today, like RENEW01: a shopper buys through its generic URL, which the marketer splits
 *             50/50 with XMAS26: until XMAS26 starts, and after it ends, all of it goes to WINTER26.
 *   GLOW26    two days ago, the elixir like AGELESS01 (a copied quiz, a payment-retry step of the
 *             balm left out): its quiz leads to its own order form and split test, and a declined
 *             card stays on that form to pay again.
 *   BF26      ended yesterday, successor /gu/winter26: the build dropped its pages, and its ad URL and
 *             dated pages answer a redirect with the ad's query string.
 *   XMAS26    starts tomorrow for two days, successor /gu/glow26: not sold, shown by the preview
 *             build; with the page's clock moved past its start, then its end (no rebuild), the
 *             shopper goes into it, then on to its successor; one who paid just after the end on
 *             an order form opened before it still gets XMAS26's own upsell and the receipt.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import type { Report } from '../../src/domain/report/report.ts';
import { loadManifest, resetManifestCache, type Manifest } from '../../src/manifest/load.ts';
import { showStoreTime, windowInstant } from '../../src/manifest/store-time.ts';
import { CARDS, payByCard } from './checkout-form.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { buildInto, privateServer } from './server.ts';
import { shopper } from './shoppers.ts';
import { walkToReceipt, walkUntil } from './walk.ts';
import { buildOutDir } from '../build-out-dir.ts';

const PORT = Number(process.env.E2E_CAMPAIGN_PORT ?? 4447);
const PREVIEW_PORT = PORT + 1;
const root = resolve(import.meta.dirname, '..', '..');
const ZONE = 'America/New_York';
const DAY = 86_400_000;
/** The store's day `offset` days from now: YYMMDD for campaign:new, and as the manifest writes it. */
const day = (offset: number) => {
  const iso = showStoreTime(Date.now() + offset * DAY, ZONE).slice(0, 10);
  return { yymmdd: iso.slice(2).replaceAll('-', ''), iso };
};
const today = day(0).yymmdd;
const [glow, bf, xmas] = [day(-2), day(-3), day(1)];
/** XMAS26 runs from the start of tomorrow to the end of the day after, in the store's time zone. */
const xmasStart = windowInstant(day(1).iso, ZONE, 'start') as number;
const xmasEnd = windowInstant(day(2).iso, ZONE, 'end') as number;

/** XMAS26's own upsell page: only XMAS26 shows it, after payment. */
const OWN_UPSELL = 'upsell-xmas26';

let server: RunningServer;
let preview: RunningServer;
let manifest: Manifest;
let campaignOutput = '';
const before = process.env.CAMPAIGNS_DIR;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  test.setTimeout(480_000);
  const campaigns = mkdtempSync(join(tmpdir(), 'campaign-life-'));
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const scaffold = (...args: string[]) => {
    const run = spawnSync(join(root, 'node_modules', '.bin', 'node'), ['scripts/campaign-new.ts', ...args], {
      cwd: root,
      env: { ...process.env, CAMPAIGNS_DIR: campaigns, PORT: String(PORT) },
      encoding: 'utf8',
    });
    expect(run.status, `${args.join(' ')}\n${run.stderr}`).toBe(0);
    return run.stdout;
  };
  campaignOutput = scaffold('--campaign', 'WINTER26', '--product', 'SkinRenewElixir', '--like', 'RENEW01');
  scaffold('--campaign', 'GLOW26', '--product', 'SkinRenewElixir', '--like', 'AGELESS01', '--date', glow.yymmdd);
  const ended = [...['--campaign', 'BF26', '--product', 'SkinRenewElixir', '--like', 'RENEW01']];
  scaffold(
    ...ended,
    '--date',
    bf.yymmdd,
    '--starts',
    day(-5).yymmdd,
    '--ends',
    day(-1).yymmdd,
    '--successor',
    '/gu/winter26',
  );
  const future = [...['--campaign', 'XMAS26', '--product', 'AgelessBeautyBalm', '--like', 'AGELESS01']];
  const xmasOut = scaffold(
    ...future,
    '--date',
    xmas.yymmdd,
    '--starts',
    xmas.yymmdd,
    '--ends',
    day(2).yymmdd,
    '--successor',
    '/gu/glow26',
  );
  expect(xmasOut, 'the window said back').toContain(`On sale:         from ${xmas.iso} 00:00 (${ZONE}), until`);
  // XMAS26 offers its own extra after payment, a page only it shows.
  const funnels = join(campaigns, 'funnels.yaml');
  const text = readFileSync(funnels, 'utf8');
  const at = text.indexOf('url: upsell-elixir', text.indexOf('uniqueIdentifier: XMAS26'));
  expect(at, "XMAS26's copy of the elixir upsell").toBeGreaterThan(0);
  writeFileSync(funnels, `${text.slice(0, at)}url: ${OWN_UPSELL}${text.slice(at + 'url: upsell-elixir'.length)}`);
  const core = join(campaigns, 'pages', 'core.yaml');
  const ownUpsell = `- { path: ${OWN_UPSELL}, template: upsell, title: "A Christmas extra", offer: OFF-UP-ELIXIR }\n`;
  writeFileSync(core, `${readFileSync(core, 'utf8')}${ownUpsell}`);
  // The marketer splits today's ad URL: half of /gu/winter26 goes to XMAS26 once it is sold.
  const destinations = join(campaigns, 'destinations.yaml');
  const winter = '  defaultFunnel: WINTER26\n  splitTestEnabled: false\n  percentage: 100\n';
  expect(readFileSync(destinations, 'utf8')).toContain(winter);
  const split = '    - { sfid: DST-ST-WINTER-XMAS, funnel: XMAS26, percentage: 50 }\n';
  writeFileSync(
    destinations,
    readFileSync(destinations, 'utf8').replace(
      winter,
      `  defaultFunnel: WINTER26\n  splitTestEnabled: true\n  percentage: 50\n  splitTesting:\n${split}`,
    ),
  );

  const dist = buildInto(buildOutDir('campaign-life-dist-'), { CAMPAIGNS_DIR: campaigns });
  const previewDist = buildOutDir('campaign-life-preview-');
  buildInto(previewDist, { CAMPAIGNS_DIR: campaigns, PREVIEW_BUILD: 'true' });
  // The funnel map and the walks read the copy; restored for the specs after this one.
  process.env.CAMPAIGNS_DIR = campaigns;
  resetManifestCache();
  manifest = await loadManifest();
  server = await privateServer(PORT, dist);
  preview = await privateServer(PREVIEW_PORT, previewDist);
});

test.afterAll(async () => {
  await server?.close();
  await preview?.close();
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

test("a copied campaign's advertorial: the copy's link to the offer goes on to the campaign's next step", async ({
  page,
}) => {
  await page.goto('/gu/glow26?utm_source=fb');
  await page.waitForURL(new RegExp(`/pl${glow.yymmdd}a_ap\\?`));
  // campaign:new pointed the copy's /gu/renew-offer at /gu/glow26; on the page it is the next step.
  await page
    .getByRole('main')
    .getByRole('link', { name: /See today.s Skin Renew Elixir offer/ })
    .click();
  await page.waitForURL(new RegExp(`/video${glow.yymmdd}b_ap\\?`));
  const next = new URL(page.url()).searchParams;
  expect([next.get('uid'), next.get('step'), next.get('utm_source')]).toEqual(['GLOW26', '2', 'fb']);
});

test('a copied campaign keeps its shoppers: its quiz leads to its own order form, the sale counts in its own split test, and a declined card stays there to pay again', async ({
  page,
  request,
}) => {
  const s = shopper('copied-quiz');
  await page.goto('/gu/glow26');
  await walkUntil(page, manifest, s, ['survey']);
  expect(new URL(page.url()).pathname).toBe(`/survey${glow.yymmdd}a_ap`);
  await hydrated(page);
  for (const answer of ['45–54', 'Dullness and uneven tone', 'One or two', 'Rarely'])
    await page.getByLabel(answer, { exact: true }).check();
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.getByRole('link', { name: 'See the Skin Renew Elixir' }).click();
  await page.waitForURL(new RegExp(`/os${glow.yymmdd}[ab]_ap\\?`));
  const form = new URL(page.url());
  expect(form.searchParams.get('uid')).toBe('GLOW26');

  // AGELESS01's payment-retry cart sells the balm, so campaign:new made the form its own failure page.
  await payByCard(page, s, CARDS.decline);
  await expect(page.getByRole('alert').filter({ hasText: 'Sorry, but your payment failed' }).first()).toBeVisible();
  await expect(page).toHaveURL(form.href);
  expect(await ordersOf(request, { email: s.email })).toEqual([]);
  await payByCard(page, s);
  await page.waitForURL((u) => u.pathname !== form.pathname);
  const [order] = await ordersOf(request, { email: s.email });
  expect(order).toMatchObject({ orderType: 'Standard', status: 'Paid' });

  const report = (await (await request.get('/__sandbox/api/report')).json()) as Report;
  const own = report.splitTests.find((t) => t.splitTestingId === 'ST-GLOW26-ORDER')!;
  expect(
    own.variants.reduce((n, v) => n + v.conversions, 0),
    'the sale counts in its own split test',
  ).toBe(1);
  const original = report.splitTests.find((t) => t.splitTestingId === 'ST-AGE-ORDER-1')!;
  expect(
    original.variants.reduce((n, v) => n + v.conversions, 0),
    'and not in the original',
  ).toBe(0);
});

test("a campaign that ended yesterday: its ad URL and its dated pages lead to the successor, the ad's utm and affid intact", async ({
  page,
  request,
}) => {
  const ad = '?utm_source=facebook&utm_campaign=bf26&affid=77&subid1=a%20b';
  const moved = await request.get(`/gu/bf26${ad}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/gu/winter26${ad}`);
  const form = await request.get(`/os${bf.yymmdd}a_ap?affid=5`, { maxRedirects: 0 });
  expect([form.status(), form.headers().location]).toEqual([301, '/gu/winter26?affid=5']);

  await page.goto(`/gu/bf26${ad}`);
  await page.waitForURL(new RegExp(`/video${today}[ab]_ap\\?`));
  const landed = new URL(page.url()).searchParams;
  expect([landed.get('uid'), landed.get('utm_source'), landed.get('utm_campaign'), landed.get('affid')]).toEqual([
    'WINTER26',
    'facebook',
    'bf26',
    '77',
  ]);
  expect(landed.get('subid1')).toBe('a b');
});

test('a campaign that starts tomorrow is not sold: its ad URL and pages send the shopper home, the query kept; the preview build shows it', async ({
  page,
}) => {
  await page.goto('/gu/xmas26?utm_source=ig&affid=9');
  await page.waitForURL((u) => u.pathname === '/');
  expect(new URL(page.url()).search).toBe('?utm_source=ig&affid=9');
  await page.goto(`/os${xmas.yymmdd}a_ap?affid=9`);
  await page.waitForURL((u) => u.pathname === '/');

  await page.goto(`${preview.url}/os${xmas.yymmdd}a_ap`);
  await expect(page.getByRole('note')).toHaveText(
    `Preview: shoppers see this page from ${xmas.iso} 00:00 (${ZONE}) until ${showStoreTime(xmasEnd, ZONE)}; before, they go to /, after, to /gu/glow26.`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ageless Beauty Balm');
  expect(new URL(page.url()).pathname).toBe(`/os${xmas.yymmdd}a_ap`);
});

test('R-DST-2: a generic URL split into a campaign not yet started keeps that share in the live funnel, not sent home; from the start the share goes into the campaign, after its end back', async ({
  page,
  request,
}) => {
  // The generic URL's page draws the far end of its split: XMAS26's half.
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/gu/')) Math.random = () => 0.99;
  });
  const enter = async (uid: string) => {
    await page.goto('/gu/winter26?utm_source=ig&affid=9');
    await page.waitForURL((u) => u.searchParams.has('uid'));
    const landed = new URL(page.url());
    expect([landed.searchParams.get('uid'), landed.searchParams.get('affid')]).toEqual([uid, '9']);
    return landed.pathname;
  };
  expect(await enter('WINTER26')).toMatch(new RegExp(`^/video${today}[ab]_ap$`));
  // Nobody was drawn into the split yet, so the report judges no test of it (none ran).
  const report = (await (await request.get('/__sandbox/api/report')).json()) as Report;
  expect(report.splitTests.map((t) => t.splitTestingId)).not.toContain('DST-WINTER26');

  await page.clock.setFixedTime(xmasStart + 3_600_000);
  // Its first step (the draw picks that step's last variant too), not home: the page it came to is on sale.
  expect(await enter('XMAS26')).not.toBe('/');

  await page.clock.setFixedTime(xmasEnd + 3_600_000);
  expect(await enter('WINTER26')).toMatch(new RegExp(`^/video${today}[ab]_ap$`));
});

test("R-FLOW-1: a shopper who pays a moment after the campaign's end on an order form opened before it gets the campaign's own offer and one receipt, not sent to its successor", async ({
  page,
  request,
}) => {
  const s = shopper('xmas-last-minute');
  await page.clock.setFixedTime(xmasEnd - 120_000);
  // The campaign's order form from its ad's link: the walk from /gu/xmas26 may pass a shared
  // advertorial whose link runs in AGELESS01, whose offers are not XMAS26's.
  await page.goto(`/os${xmas.yymmdd}a_ap?utm_source=ig`);
  // The end passes while the shopper types: the order form was on sale when it opened.
  await page.clock.setFixedTime(xmasEnd + 60_000);
  await payByCard(page, s);
  await page.waitForURL((u) => u.pathname === `/${OWN_UPSELL}`);
  await expect(page.getByRole('heading', { level: 1 }), 'the offer after payment, only XMAS26 shows it').toHaveText(
    'A Christmas extra',
  );
  expect(new URL(page.url()).pathname, 'still on the offer').toBe(`/${OWN_UPSELL}`);
  await walkToReceipt(page, manifest, s);
  const orders = await ordersOf(request, { email: s.email });
  expect(orders.filter((o) => o.orderType === 'Standard' && o.status === 'Paid')).toHaveLength(1);
});

test("with the page's clock past the start, then past the end (no rebuild), the shopper goes into the campaign, then on to its successor", async ({
  page,
}) => {
  await page.clock.setFixedTime(xmasStart + 3_600_000);
  await page.goto('/gu/xmas26?utm_source=ig&affid=9');
  await page.waitForURL((u) => u.searchParams.get('uid') === 'XMAS26');
  expect(new URL(page.url()).searchParams.get('affid')).toBe('9');
  await page.goto(`/os${xmas.yymmdd}a_ap?affid=9`);
  await hydrated(page);
  await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
  expect(new URL(page.url()).pathname, 'its order form is on sale').toBe(`/os${xmas.yymmdd}a_ap`);

  await page.clock.setFixedTime(xmasEnd + 3_600_000);
  await page.reload();
  await page.waitForURL((u) => u.searchParams.get('uid') === 'GLOW26');
  expect(new URL(page.url()).searchParams.get('affid')).toBe('9');
  expect(new URL(page.url()).pathname).toBe(`/pl${glow.yymmdd}a_ap`);
});
