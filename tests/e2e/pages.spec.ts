import { expect, test } from '@playwright/test';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { watchConsole } from './page-checks.ts';
import { firstWorkDone } from './runtime.ts';

// Order pages load the payment providers' scripts: serve the local doubles at their URLs.
test.beforeEach(async ({ page }) => {
  await serveProviderDoubles(page);
});

/** Path → the heading a shopper sees (the manifest title). */
const pages: [string, string | RegExp][] = [
  // R-RT-1 core pages
  ['home', 'Mediterranean skincare, made with island botanicals'],
  ['article-common-gh', 'The Ikarian evening routine that turns back the clock'],
  ['vsl', 'Watch: the Ikarian evening ritual'],
  ['survey', 'Find your Ikarian skin routine in 4 questions'],
  ['offer-selector', 'Choose your Ageless Beauty Balm package'],
  ['two-step-order-form-common', 'Secure order: Ageless Beauty Balm'],
  ['SecureCart', 'Secure checkout'],
  ['IkariaBeauty_SecureCart', 'Ikaria Beauty secure checkout'],
  // Receipts opened without an order say so once the island has looked (no "Thank you for your order").
  ['order-success-common', 'No order to show'],
  ['IkariaBeauty-Receipt_AP', 'No order to show'],
  ['safe-order', 'Why ordering from us is safe'],
  ['study', 'Consumer perception study'],
  ['citations', 'Citations'],
  ['cms/faq', /frequently asked questions|faq/i],
  ['cms/about-us', /about/i],
  ['cms/shipping-returns', /shipping/i],
  // R-RT-2 legal pages
  ['policy', 'Return and refund policy'],
  ['privacy-policy', 'Privacy policy'],
  ['ccpa', 'Your California privacy rights'],
  ['gdpr', 'Your rights under the GDPR'],
  ['optout', 'Opt out'],
  ['what-is-this', 'What is this charge?'],
  ['terms', 'Terms of sale'],
  // R-RT-3 dated families, R-RT-4 bundles
  ['pl221201a_ap', 'Retinol without the redness: what changed'],
  ['video221201b_ap', 'Why Ikarian women age so gracefully'],
  ['survey201120a_ap', 'Find your Ikarian skin routine in 4 questions'],
  ['survey221201a_ap', 'Find your Ikarian skin routine in 4 questions'],
  ['os201120a_ap', 'Secure order: Ageless Beauty Balm'],
  ['os221230b_ap', /^Secure order: /],
  ['CTUS_3-Unit-AgelessBeautyBalm', '3 × Ageless Beauty Balm: secure order'],
  ['CTUS_6-Unit-BeautyTea', '6 × Ikarian Beauty Tea: secure order'],
  ['DS_1-Unit-RetinolSerum', '1 × Gentle Retinol Serum: secure order'],
  ['DS_3-Unit-multiacid', '3 × Multi-Acid Renewal Peel: secure order'],
  ['US_3-Unit-SkinRenewElixir', '3 × Skin Renew Elixir: secure order'],
  ['US_6-Unit-AgelessBeautyBalm-Elixir', '6 × Ageless Balm + Renew Elixir Set: secure order'],
  // R-RT-7
  ['amazon-return', 'Signing you in with Amazon'],
];

for (const [path, heading] of pages) {
  test(`R-RT-1..4: /${path} shows its heading without console errors or CSP violations @desktop`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(`/${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await firstWorkDone(page);
    expect(problems).toEqual([]);
  });
}

test('R-RT-5: an unknown path gets the default page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-offer');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/home');
});

test('R-GEN-5: every page carries a Content-Security-Policy without unsafe-inline scripts @desktop', async ({
  page,
}) => {
  await page.goto('/SecureCart');
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp).toContain('script-src');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
});

/** Templates without an island (R-GEN-3). */
const staticPages = [
  'home',
  'article-common-gh',
  'pl221201a_ap',
  'vsl',
  'video221201b_ap',
  'terms',
  'privacy-policy',
  'cms/faq',
  'study',
  'citations',
  'safe-order',
];

for (const path of staticPages) {
  test(`R-GEN-3: /${path} ships no JavaScript framework @desktop`, async ({ page }) => {
    const read: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') read.push(r.text().then((text) => `${r.url()}\n${text}`));
    });
    await page.goto(`/${path}`);
    await firstWorkDone(page);
    await expect(page.locator('astro-island')).toHaveCount(0);
    for (const s of await Promise.all(read))
      expect(s, s.split('\n')[0]).not.toMatch(/react-dom|__reactContainer|jsx-runtime|react\.transitional/);
  });
}
