/**
 * The quiz answers (issue "What the shopper sees is true", item 8): "See my results" recommends a
 * product from the answers by the manifest's rules, says why in one line, sends the answers with
 * the Survey stats event (R-SES-4), and leads to an order form for that product in its funnel.
 */
import { expect, test, type Page } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { axe } from './page-checks.ts';
import { hydrated, sessionIdOf } from './runtime.ts';
import { records } from './sandbox.ts';

const manifest = await loadManifest();

/** The manifest entry of the page the browser shows. */
const entryAt = (url: string) => {
  const path = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  return manifest.pages.find((p) => p.path === path);
};
const productName = (id: string) => manifest.products.find((p) => p.id === id)!.name;

/** The answers as a shopper ticks them, by question id, and what the quiz should make of them. */
interface Case {
  start: '/' | '/survey';
  answers: Record<string, string>;
  product: string;
  reason: string;
  funnel: string;
}

const cases: Case[] = [
  {
    start: '/',
    answers: { age: '45–54', concern: 'Fine lines and wrinkles', routine: 'One or two', sensitivity: 'Rarely' },
    product: 'AgelessBeautyBalm',
    reason: 'Because fine lines and wrinkles are your main concern, we suggest the Ageless Beauty Balm.',
    funnel: 'AGELESS01',
  },
  {
    start: '/survey',
    answers: { age: '35–44', concern: 'Dullness and uneven tone', routine: 'None', sensitivity: 'Often' },
    product: 'RetinolSerum',
    reason: 'Because your skin reacts to new products, we suggest the Gentle Retinol Serum.',
    funnel: 'AGELESS01',
  },
  {
    start: '/survey',
    answers: { age: '55–64', concern: 'Dullness and uneven tone', routine: 'One or two', sensitivity: 'Sometimes' },
    product: 'SkinRenewElixir',
    reason: 'Because dullness and uneven tone are your main concern, we suggest the Skin Renew Elixir.',
    funnel: 'RENEW01',
  },
];

/** Opens the quiz as a shopper does: from the home page's link, or at /survey. */
async function openQuiz(page: Page, start: Case['start']) {
  await page.goto(start);
  if (start === '/') {
    await page.getByRole('link', { name: 'Discover your Ikarian routine' }).click();
    await page.waitForURL(/\/survey$/);
  }
  await hydrated(page);
}

test.describe.configure({ timeout: 60_000 });

for (const c of cases) {
  test(`R-FLOW-1, R-SES-4: from ${c.start}, answers leading to ${c.product} show why in one line, are recorded with the stats, and lead to its order form`, async ({
    page,
    request,
  }) => {
    await openQuiz(page, c.start);
    for (const answer of Object.values(c.answers)) await page.getByLabel(answer, { exact: true }).check();
    await page.getByRole('button', { name: 'See my results' }).click();

    await expect(page.getByText(c.reason, { exact: true })).toBeVisible();
    expect(await axe(page), 'axe on the result').toEqual([]);
    const session = await sessionIdOf(page);
    const surveyEvents = async () =>
      (await records(request, 'stats')).filter((e) => e.body.sessionId === session && e.body.eventType === 'Survey');
    await expect.poll(async () => (await surveyEvents()).length, 'one Survey event').toBe(1);
    const sent = await surveyEvents();
    const payload: unknown = JSON.parse(
      `${String(sent[0]!.body.customPayLoad1 ?? '')}${String(sent[0]!.body.customPayLoad2 ?? '')}`,
    );
    expect(payload, 'the answers, as the spec sends a custom payload').toEqual(c.answers);

    await page.getByRole('link', { name: `See the ${productName(c.product)}` }).click();
    await page.waitForURL((u) => entryAt(u.href)?.product === c.product);
    expect(new URL(page.url()).searchParams.get('uid'), 'the product page runs in its funnel').toBe(c.funnel);
    if (entryAt(page.url())?.template === 'offer-selector') {
      await hydrated(page);
      await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
      await page.waitForURL((u) => ['order-form', 'secure-cart'].includes(entryAt(u.href)?.template ?? ''));
    }
    expect(['order-form', 'secure-cart']).toContain(entryAt(page.url())?.template);
    await expect(page.getByRole('region', { name: /summary/i })).toContainText(productName(c.product));
  });
}
