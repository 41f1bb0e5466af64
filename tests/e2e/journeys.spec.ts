/**
 * Every entry reaches one receipt (R-FLOW-1 … R-FLOW-5, R-VAR-2, R-DST, R-RT-6): from each entry
 * of the manifest-generated matrix, a shopper acting by labels reaches a receipt, and the sandbox
 * holds exactly one paid parent order plus the offers accepted.
 */
import { expect, test } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { CARDS, payByCard, payFailure } from './checkout-form.ts';
import { expectOnePaidOrder, journeys, prepareJourney } from './journeys.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { walkToReceipt } from './walk.ts';

const manifest = await loadManifest();

test.describe.configure({ timeout: 120_000 });

for (const j of journeys(manifest)) {
  // Entries of whole funnels run on desktops too (steps and variants differ by device, R-FLOW-6).
  const tag = j.start.startsWith('/gu/') || j.start === '/' ? ' @desktop' : '';
  test(`R-FLOW-1, R-FLOW-5: ${j.name} reaches a receipt with one paid order${tag}`, async ({
    page,
    context,
    request,
  }) => {
    const s = shopper('journey');
    await prepareJourney(context, j, test.info().project.use.baseURL!);

    await page.goto(j.start);
    const walk = await walkToReceipt(page, manifest, s, j.firstLink);
    test.info().annotations.push({ type: 'walk', description: walk.pages.join(' → ') });

    if (j.funnel) expect(new URL(page.url()).searchParams.get('uid')).toBe(j.funnel);
    for (const url of j.visits ?? []) expect(walk.pages, 'R-VAR-2: the remembered variant is shown').toContain(url);
    await expectOnePaidOrder(request, s.email, walk);
  });
}

test('R-FLOW-4: a declined card on a standalone order page goes, without a tap, to the funnel’s failure page with the details kept, then on to one receipt', async ({
  page,
  request,
}) => {
  const s = shopper('journey-declined');
  const start = journeys(manifest).find((j) => /^(CTUS|DS|US)\b/.test(j.name))!.start;
  await page.goto(start);
  await payByCard(page, s, CARDS.decline);
  await expect(payFailure(page)).toContainText('Sorry, but your payment failed');
  await page.waitForURL((u) => u.pathname !== start);
  await hydrated(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
  const walk = await walkToReceipt(page, manifest, s);
  const parents = (await ordersOf(request, { email: s.email })).filter(
    (o) => o.orderType === 'Standard' && o.status === 'Paid',
  );
  expect(parents, walk.pages.join(' → ')).toHaveLength(1);
});
