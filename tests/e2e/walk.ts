/**
 * A shopper walking a funnel to its receipt by what each page shows: the call to action of an
 * article or video, the quiz, the package choice, the order form by card, then the first offer
 * accepted and every later one declined. Acts through labels and roles only; the manifest tells
 * which kind of page the shopper is on, never where to go.
 */
import { expect, type Page } from '@playwright/test';
import type { Manifest } from '../../src/manifest/load.ts';
import { payByCard, payFailure } from './checkout-form.ts';
import { hydrated } from './runtime.ts';
import type { Shopper } from './shoppers.ts';

/** What the walk saw: the pages in order and how many offers were accepted. */
export interface Walk {
  pages: string[];
  accepted: number;
}

const MAX_PAGES = 16;

/** Leaves the current page with `act` and waits for the next one. */
async function leave(page: Page, act: () => Promise<void>): Promise<void> {
  const from = page.url();
  await act();
  await page.waitForURL((u) => u.href !== from, { timeout: 20_000 });
}

/**
 * Pays by card, and taps "Complete my order" again while the page says the payment service was not
 * reached, as a shopper does: on a bad network every answer of the order call and its repeats can
 * be lost after the API has acted, and the next tap (the same purchase) leads on to that order.
 */
async function payUntilPaid(page: Page, s: Shopper): Promise<void> {
  const from = page.url();
  const notReached = payFailure(page).filter({ hasText: 'Payment Service is not available' });
  await payByCard(page, s);
  for (let tap = 1; tap < 3; tap++) {
    await expect
      .poll(async () => page.url() !== from || (await notReached.isVisible()), { timeout: 40_000 })
      .toBe(true);
    if (page.url() !== from) return;
    // The page may still go on by itself between the look and the tap (a call of the purchase
    // answered late), and then there is no button left to tap.
    const wentOn = page
      .waitForURL((u) => u.href !== from, { timeout: 40_000 })
      .then(() => true)
      .catch(() => false);
    const tapped = page
      .getByRole('button', { name: /Complete my order/ })
      .click()
      .then(() => false)
      .catch(() => false); // the page has gone on and the context closed under the waiting tap
    if (await Promise.race([wentOn, tapped])) return;
  }
  await page.waitForURL((u) => u.href !== from, { timeout: 40_000 });
}

/** Taps the main call to action of an article or video page, by its words, and waits for the next page. */
export async function tapCallToAction(page: Page): Promise<void> {
  await leave(page, () =>
    page
      .getByRole('main')
      .getByRole('link', { name: /^(Get |Yes! I want |See today|Show me today)/ })
      .first()
      .click(),
  );
}

/** Walks from the current page to a receipt page; returns what it saw. */
export function walkToReceipt(page: Page, m: Manifest, s: Shopper, firstLink?: string): Promise<Walk> {
  return walkUntil(page, m, s, ['receipt'], firstLink);
}

/**
 * Walks from the current page until a page of one of the `stop` templates shows (a receipt waits
 * for the shopper's order on it); returns what it saw.
 */
export async function walkUntil(
  page: Page,
  m: Manifest,
  s: Shopper,
  stop: readonly string[],
  firstLink?: string,
): Promise<Walk> {
  const walk: Walk = { pages: [], accepted: 0 };
  for (let i = 0; i < MAX_PAGES; i++) {
    await page.waitForLoadState('domcontentloaded');
    const path = decodeURIComponent(new URL(page.url()).pathname).replace(/^\//, '');
    const entry = path === '' ? m.pages.find((p) => p.path === 'home') : m.pages.find((p) => p.path === path);
    if (path.startsWith('gu/')) {
      await page.waitForURL((u) => !u.pathname.startsWith('/gu/'));
      continue;
    }
    expect(entry, `a page of the manifest at /${path}`).toBeDefined();
    walk.pages.push(path || 'home');
    if (stop.includes(entry!.template)) {
      if (entry!.template !== 'receipt') return walk;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The island has read the order (and cleaned the funnel state, R-ORD-5) once it shows the shopper.
      await expect(page.getByText(s.email)).toBeVisible();
      return walk;
    }
    switch (entry!.template) {
      case 'landing':
        await leave(page, () =>
          page
            .getByRole('link', { name: firstLink ?? /./, exact: true })
            .first()
            .click(),
        );
        break;
      case 'advertorial':
      case 'video':
        await tapCallToAction(page);
        break;
      case 'survey':
        await hydrated(page);
        for (const q of entry!.questions ?? []) await page.getByLabel(q.answers[0]!, { exact: true }).first().check();
        {
          // A recommendation shows its reason and a link to the product (R-SES-4); else the funnel moves on.
          const from = page.url();
          const result = page.getByRole('link', { name: /^See the / });
          await page.getByRole('button', { name: 'See my results' }).click();
          await expect.poll(async () => page.url() !== from || (await result.isVisible())).toBe(true);
          if (page.url() === from) await leave(page, () => result.click());
        }
        break;
      case 'offer-selector':
        await hydrated(page);
        await leave(page, () => page.getByRole('button', { name: 'Continue to secure checkout' }).click());
        break;
      case 'order-form':
      case 'secure-cart':
        await payUntilPaid(page, s);
        break;
      case 'upsell':
      case 'downsell': {
        await hydrated(page);
        if (walk.accepted === 0) {
          const agree = page.getByRole('button', { name: 'Yes, add to my order' });
          // The offer's details may take a few repeats on a bad network (lossy-network.spec.ts).
          await expect(agree).not.toHaveAttribute('data-not-ready', { timeout: 15_000 });
          await leave(page, () => agree.click());
          walk.accepted += 1;
        } else await leave(page, () => page.getByRole('link', { name: "No thanks, I'll pass" }).click());
        break;
      }
      default:
        throw new Error(`the walk does not know what a shopper does on a '${entry!.template}' page (/${path})`);
    }
  }
  throw new Error(`no ${stop.join(' or ')} page after ${MAX_PAGES} pages: ${walk.pages.join(' → ')}`);
}
