/**
 * Narrow phones (issue "What the shopper sees is true", item 10): at 320, 360 and 390 px no page
 * kind scrolls sideways, the step indicator's labels are whole, no price is cut, and an email
 * address wraps only after its "@". And at 200 % text (the browser's text size set to 32 px, as a
 * shopper who reads large text sets it), from 414 down to 320 px, the same. The pages: one per
 * template of the manifest, the order pages the issue names, a generic URL, the 404, and the
 * offers and receipt after a real card purchase.
 */
import { expect, test, type Page } from '@playwright/test';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { loadManifest } from '../../src/manifest/load.ts';
import { CARDS, fillAddress, fillCard, payByCard, waitForQuote } from './checkout-form.ts';
import { axe, drawn } from './page-checks.ts';
import { firstWorkDone, hydrated } from './runtime.ts';
import { shopper } from './shoppers.ts';
import { PAYMENT_FAILED } from '../../src/domain/messages.ts';

const manifest = await loadManifest();
const WIDTHS = [320, 360, 390];
/** At 200 % text: the widest phone first, so each narrower width is a resize of the same page. */
const LARGE_TEXT_WIDTHS = [414, 390, 360, 320];

/** The browser's text size: 16 px by default, 32 px for 200 % (Chromium's font size setting, through CDP). */
async function textSize(page: Page, px: 16 | 32): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
  await cdp.detach();
}

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

/**
 * What overflows on the page at its current width: the page itself, any step label cut short, and
 * any price whose text is cut (by a box that clips it, an ellipsis or the window's edge).
 */
async function overflows(page: Page, width: number): Promise<string[]> {
  // A phone widens its layout viewport to the content, so innerWidth alone would always fit: compare with the window set.
  return page.evaluate((width) => {
    const out: string[] = [];
    const root = document.documentElement;
    const innerWidth = Math.min(window.innerWidth, width);
    if (root.scrollWidth > innerWidth) out.push(`page is ${root.scrollWidth} px wide in a ${width} px window`);
    const prices = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => (/\$\d/.test(n.textContent ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    for (let t = prices.nextNode(); t; t = prices.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(t);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue; // not shown
      let cut = text.right > innerWidth + 0.5 || text.left < -0.5;
      for (let box = t.parentElement; box && !cut; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth) cut = true;
        if (style.overflowX === 'visible') continue;
        const edge = box.getBoundingClientRect();
        cut = text.right > edge.right + 0.5 || text.left < edge.left - 0.5;
      }
      if (cut) out.push(`price '${(t.textContent ?? '').trim()}' is cut`);
    }
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
  test(`R-GEN-3: ${path} does not scroll sideways at ${WIDTHS.join(', ')} px, nor from 414 to 320 px at 200 % text; its step labels and prices are whole`, async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 760 });
      await page.goto(path);
      await firstWorkDone(page);
      await drawn(page);
      expect(await overflows(page, width), `${path} at ${width} px`).toEqual([]);
    }
    await fitsAtLargeText(page, path);
  });
}

/** The page as shown fits each width at 200 % text, then goes back to the browser's default size. */
async function fitsAtLargeText(page: Page, what: string): Promise<void> {
  await textSize(page, 32);
  for (const width of LARGE_TEXT_WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    expect(await overflows(page, width), `${what} at ${width} px, 200 % text`).toEqual([]);
  }
  await textSize(page, 16);
}

/** The page as shown fits each width, at the browser's default text size and at 200 %. */
async function fitsEveryWidth(page: Page, what: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    expect(await overflows(page, width), `${what} at ${width} px`).toEqual([]);
  }
  await fitsAtLargeText(page, what);
}

test('R-ORD-8: after a card purchase, the offers and the receipt fit 320 to 414 px at 100 % and 200 % text and the email breaks only after "@"', async ({
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
    await fitsEveryWidth(page, pathname);
    offers.push(pathname);
    await page.getByRole('link', { name: /No thanks/ }).click();
    await page.waitForURL((u) => u.pathname !== pathname, { timeout: 30_000 });
  }
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(who.email);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    const breaks = await lineBreaks(page, who.email);
    for (const before of breaks) expect(before, `the email breaks after '${before}' at ${width} px`).toMatch(/@$/);
  }
  await fitsEveryWidth(page, 'receipt');
  expect(await axe(page)).toEqual([]);
});

/** How many live regions (alerts, status lines) hold `text`: each is an announcement a screen reader makes. */
async function announcements(page: Page, text: string): Promise<number> {
  return page.evaluate((text) => {
    const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')];
    // An announcement is the innermost live region that holds the words.
    return live.filter(
      (el) =>
        el.textContent?.includes(text) &&
        !live.some((o) => o !== el && el.contains(o) && o.textContent?.includes(text)),
    ).length;
  }, text);
}

test('R-ERR-1, R-VAL-3: at 200 % text on a 320 px phone, the order form’s errors and a declined card are each announced once, and the page fits', async ({
  page,
}) => {
  const s = shopper('large-text-errors');
  await page.setViewportSize({ width: 320, height: 760 });
  // RENEW01's order form is its own nextPageFail: after a decline the shopper stays (R-FLOW-4).
  await page.goto('/US_3-Unit-SkinRenewElixir');
  await hydrated(page);
  await textSize(page, 32);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter your email address' })).toBeVisible();
  expect(await announcements(page, 'Enter your email address')).toBe(1);
  expect(await overflows(page, 320), 'the errors shown, at 200 % text').toEqual([]);

  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, CARDS.decline);
  await waitForQuote(page);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_FAILED })).toBeVisible();
  await expect(page.getByRole('button', { name: /Complete my order/ })).toHaveAccessibleDescription(PAYMENT_FAILED);
  expect(await announcements(page, PAYMENT_FAILED), 'the toast, not a second alert by the button').toBe(1);
  expect(await overflows(page, 320), 'the declined card, at 200 % text').toEqual([]);
});
