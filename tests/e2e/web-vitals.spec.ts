/**
 * What a real shopper feels, measured where they are (R-SES-4): a page open past its first
 * seconds loads web-vitals (runtime/web-vitals.ts), and when the shopper taps on, sends its LCP,
 * INP and CLS as 'Web Vitals' stats events through the outbox; the split-test report's page shows
 * them for its page kind beside Google's thresholds.
 */
import { expect, test } from '@playwright/test';
import { sessionIdOf } from './runtime.ts';
import { statsOf } from './sandbox.ts';

test('R-SES-4: a page open past its first seconds sends its LCP, INP and CLS as it is left, and the report shows them for its kind', async ({
  page,
  request,
}) => {
  const measuring = page.waitForRequest(/\/_astro\/web-vitals\.[\w-]+\.js$/, { timeout: 20_000 });
  await page.goto('/pl221101a_ap?utm_source=facebook');
  await measuring; // loaded once the page has had its first 5 s
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, for INP
  await page.getByRole('main').getByRole('link', { name: /^Get / }).first().click();
  await page.waitForURL(/\/(vsl|video)/);
  const id = await sessionIdOf(page);
  const vitals = async () =>
    (await statsOf(request, id))
      .filter((r) => r.body.eventType === 'Web Vitals')
      .map(
        (r) =>
          JSON.parse(`${String(r.body.customPayLoad1)}${String(r.body.customPayLoad2)}`) as Record<string, unknown>,
      );
  await expect.poll(async () => (await vitals()).map((v) => v.metric).toSorted()).toEqual(['CLS', 'INP', 'LCP']);
  for (const v of await vitals()) {
    expect(v.kind).toBe('advertorial');
    expect(v.value).toBeGreaterThanOrEqual(0);
  }
  expect((await vitals()).find((v) => v.metric === 'LCP')!.value).toBeGreaterThan(0);

  await page.goto('/__sandbox/report');
  const section = page.locator('#web-vitals ~ table').first();
  await expect(section.getByRole('rowheader', { name: 'advertorial' })).toBeVisible();
  await expect(section.getByRole('columnheader', { name: 'LCP: good ≤ 2,500 ms' })).toBeVisible();
});
