/**
 * Narrow phones (issue "What the shopper sees is true", item 10): at 320, 360 and 390 px no page
 * kind scrolls sideways, the step indicator's labels are whole, and an email address wraps only
 * after its "@". The pages: one per template of the manifest, the order pages the issue names,
 * a generic URL, the 404, and a receipt after a real card purchase.
 */
import { expect, test, type Page } from '@playwright/test';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { loadManifest } from '../../src/manifest/load.ts';
import { payByCard } from './checkout-form.ts';
import { axe } from './page-checks.ts';
import { hydrated } from './runtime.ts';
import { shopper } from './shoppers.ts';

const manifest = await loadManifest();
const WIDTHS = [320, 360, 390];

/** One page per template (the first the manifest lists), and the pages the issue names. */
const firstOfTemplate = new Map<string, string>();
for (const p of manifest.pages) if (!firstOfTemplate.has(p.template)) firstOfTemplate.set(p.template, p.path);
const named = [
  'os221215a_ap',
  'os221215b_ap',
  ...manifest.pages.filter((p) => /^US_3-Unit-/.test(p.path)).map((p) => p.path),
];
const paths = [
  ...new Set([...firstOfTemplate.values(), ...named].map((p) => `/${p}`)),
  `/gu/${manifest.site.genericUrls.split(',')[0]!.trim()}`,
  '/cms/faq',
  '/no-such-page',
];

test.beforeEach(async ({ page }) => {
  await serveProviderDoubles(page);
});

/** What overflows on the page at its current width: the page itself, and any step label cut short. */
async function overflows(page: Page, width: number): Promise<string[]> {
  // A phone widens its layout viewport to the content, so innerWidth alone would always fit: compare with the window set.
  return page.evaluate((width) => {
    const out: string[] = [];
    const root = document.documentElement;
    const innerWidth = Math.min(window.innerWidth, width);
    if (root.scrollWidth > innerWidth) out.push(`page is ${root.scrollWidth} px wide in a ${width} px window`);
    for (const nav of document.querySelectorAll('nav[aria-label="Checkout progress"]'))
      for (const item of nav.querySelectorAll('li')) {
        const label = [...item.children].at(-1) as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        if (item.scrollWidth > item.clientWidth || text.right > box.right + 0.5 || text.right > innerWidth)
          out.push(
            `step label '${label.textContent ?? ''}' is cut (${Math.round(text.width)} px text in ${Math.round(box.width)} px)`,
          );
      }
    return out;
  }, width);
}

/** Where an element's text breaks onto a new line: the characters before each break. */
async function lineBreaks(page: Page, text: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    let el: Element | null = null;
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if ((n as Element).textContent === wanted) el = n as Element; // the innermost holding just the text
    if (!el) return [`'${wanted}' not found`];
    const chars: { ch: string; top: number }[] = [];
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode(); t; t = texts.nextNode())
      for (let i = 0; i < (t.textContent ?? '').length; i++) {
        const r = document.createRange();
        r.setStart(t, i);
        r.setEnd(t, i + 1);
        chars.push({ ch: t.textContent![i]!, top: Math.round(r.getBoundingClientRect().top) });
      }
    const breaks: string[] = [];
    chars.forEach((c, i) => {
      if (i > 0 && c.top > chars[i - 1]!.top)
        breaks.push(
          chars
            .slice(0, i)
            .map((x) => x.ch)
            .join(''),
        );
    });
    return breaks;
  }, text);
}

for (const path of paths) {
  test(`R-GEN-3: ${path} does not scroll sideways at ${WIDTHS.join(', ')} px and its step labels are whole`, async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await hydrated(page);
      expect(await overflows(page, width), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test('R-ORD-8: after a card purchase, the offers and the receipt fit 320, 360 and 390 px and the email breaks only after "@"', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const who = shopper('narrow');
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/US_3-Unit-AgelessBeautyBalm');
  await payByCard(page, who);
  const offers: string[] = [];
  while (offers.length < 6) {
    await page.waitForURL((u) => !u.pathname.includes('US_3-Unit'), { timeout: 30_000 });
    const pathname = new URL(page.url()).pathname;
    const entry = manifest.pages.find((p) => `/${p.path}` === pathname);
    if (entry?.template === 'receipt') break;
    await hydrated(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      expect(await overflows(page, width), `${pathname} at ${width} px`).toEqual([]);
    }
    offers.push(pathname);
    await page.getByRole('link', { name: /No thanks/ }).click();
    await page.waitForURL((u) => u.pathname !== pathname, { timeout: 30_000 });
  }
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(who.email);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    expect(await overflows(page, width), `receipt at ${width} px`).toEqual([]);
    const breaks = await lineBreaks(page, who.email);
    for (const before of breaks) expect(before, `the email breaks after '${before}' at ${width} px`).toMatch(/@$/);
  }
  expect(await axe(page)).toEqual([]);
});
