/**
 * The funnel map at /__sandbox/funnels: every main funnel drawn as SVG with
 * named steps and linked pages, a table of steps beside it, nothing axe objects to. Saves the
 * screenshot docs/marketers.md shows.
 */
import { expect, test } from '@playwright/test';
import { axe } from './page-checks.ts';
import { docsImage } from './docs-images.ts';

test('the funnel map names every funnel, draws its steps and links each to its page', async ({ page }) => {
  await page.goto('/__sandbox/');
  await page.getByRole('link', { name: 'Funnel map' }).click();
  await expect(page).toHaveURL(/\/__sandbox\/funnels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel map' })).toBeVisible();
  for (const uid of ['AGELESS01', 'RENEW01'])
    await expect(page.getByRole('heading', { level: 2, name: `Funnel ${uid}` })).toBeVisible();
  await expect(page.getByText('The funnel graph check finds no problem.')).toBeVisible();

  const ageless = page.getByRole('group', { name: 'Funnel map of AGELESS01: 11 steps' });
  await expect(ageless).toBeVisible();
  const orderStep = ageless.getByRole('group', { name: 'Step 5: Order form' });
  await expect(orderStep.getByRole('link', { name: 'os221215a_ap (default)' })).toBeVisible();
  await expect(orderStep.getByRole('link', { name: 'os221215b_ap' })).toBeVisible();
  await expect(ageless.getByRole('group', { name: 'Step 6: Elixir upsell' })).toBeVisible();
  await expect(ageless.getByRole('group', { name: 'Step 11: Payment retry' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Steps of AGELESS01' })).toContainText('fail (nextPageFail)');

  await orderStep.getByRole('link', { name: 'os221215b_ap' }).click();
  await expect(page).toHaveURL(/\/os221215b_ap$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('axe finds nothing on the funnel map; its screenshot goes to the docs', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto('/__sandbox/funnels');
  expect(await axe(page)).toEqual([]);
  await page
    .getByRole('figure', { name: /^Funnel AGELESS01/ })
    .screenshot({ path: docsImage('funnel-map.png'), animations: 'disabled', scale: 'css' });
});
