/**
 * The split-test report at /__sandbox/report (issues 11 and 27), read as a marketer reads it:
 * after `simulate` sends seeded visitors with a planted 1.8× lift on V-AGE-1B and a planted 1.6×
 * skew on V-REN-1B, the page says to stop with V-AGE-1B the winner of its test (on revenue per
 * visitor, the default primary metric), to fix the other test's split, and to keep running the
 * order-form test for a number of visitors and days; the lifts are drawn as a forest plot. On a private server: the report covers
 * everything its sandbox recorded. Saves the screenshot docs/marketers.md shows.
 */
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import { loadManifest } from '../../src/manifest/load.ts';
import { simulate } from '../../src/simulate/run.ts';
import { axe } from './page-checks.ts';
import { privateServer } from './server.ts';
import { docsImage } from './docs-images.ts';

const PORT = Number(process.env.E2E_REPORT_PORT ?? 4445);
let server: RunningServer;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(300_000); // 3,000 simulated visitors over HTTP: about a minute, several on a busy machine
  server = await privateServer(PORT);
  const summary = await simulate(await loadManifest(), {
    base: server.url,
    visitors: 3000,
    seed: 11,
    lifts: new Map([['V-AGE-1B', 1.8]]),
    skews: new Map([['V-REN-1B', 1.6]]),
  });
  expect(summary.failures).toEqual([]);
});
test.afterAll(async () => server.close());

test('R-VAR-2: the report says in one sentence per test what to do, with the lifts as a forest plot', async ({
  page,
}) => {
  await page.goto('/__sandbox/');
  await page.getByRole('link', { name: 'Split-test report' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Split-test report' })).toBeVisible();

  const landing = page.getByRole('region', { name: /^ST-AGE-LANDING-1: AGELESS01 step 1/ });
  await expect(
    landing.getByText(
      /^Stop: V-AGE-1B wins on revenue per visitor, \+[\d.]+ % over control \(95 % interval \+[\d.]+ % to \+[\d.]+ %\)\.$/,
    ),
  ).toBeVisible();
  const table = landing.getByRole('table', { name: 'Split test ST-AGE-LANDING-1', exact: true });
  await expect(table.getByRole('columnheader', { name: 'winner' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'lift in revenue per visitor (95 %)' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^V-AGE-1B / })).toContainText('yes');
  await expect(table.getByRole('row', { name: /^V-AGE-1A \(control\)/ })).toContainText('no');
  const forest = landing.getByRole('img', {
    name: 'Lift over control with 95 % always-valid intervals, split test ST-AGE-LANDING-1',
  });
  await expect(forest).toBeVisible();
  await expect(forest).toContainText('V-AGE-1B · revenue per visitor');
  await expect(forest).toContainText('V-AGE-1B · conversion rate');
  await expect(forest.locator('line[stroke-width="6"]')).toHaveCount(2);
  await expect(landing.getByRole('table', { name: /^Fixed-horizon tests, split test ST-AGE-LANDING-1/ })).toBeVisible();

  const video = page.getByRole('region', { name: /^ST-RENEW-VIDEO-1: RENEW01 step 1/ });
  await expect(video.getByText(/^Fix the split: visitors are not split as configured/)).toBeVisible();
  await expect(video.getByText(/Sample-ratio mismatch \(p /)).toBeVisible();
  await expect(video.getByRole('table').first().getByRole('cell', { name: 'yes', exact: true })).toHaveCount(0);

  const order = page.getByRole('region', { name: /^ST-AGE-ORDER-1: AGELESS01 step 5/ });
  await expect(
    order.getByText(
      /^Keep running: about [\d,]+ more visitors, about [\d,]+ days at today's traffic to detect a 10 % lift in revenue per visitor with 80 % power\.$/,
    ),
  ).toBeVisible();

  const funnel = page.getByRole('region', { name: /^Funnel AGELESS01/ });
  await expect(funnel.getByRole('table', { name: 'Funnel AGELESS01, per step' })).toBeVisible();
  await expect(funnel.getByRole('rowheader', { name: '6. Elixir upsell' })).toBeVisible();
  await expect(funnel.getByRole('img', { name: 'Visitors per step, funnel AGELESS01' })).toBeVisible();
});

test('axe finds nothing on the report; its screenshot goes to the docs', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 1300 });
  await page.goto('/__sandbox/report');
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: docsImage('report.png'), animations: 'disabled', scale: 'css' });
});
