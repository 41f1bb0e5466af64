/**
 * A shopper's purchase as the purchase-rule journeys need it, started where shoppers start (a
 * generic URL) and walked by what the pages show: to the order form, the payment step's choices
 * (the tea sampler bump, the GLOW10 coupon), paying, the offers declined to the receipt, and what
 * the device (localStorage, cookies) holds afterwards.
 */
import { expect, type Page } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { fillAddress, fillCard, waitForQuote } from './checkout-form.ts';
import { hydrated } from './runtime.ts';
import { ordersOf, type SandboxOrder } from './sandbox.ts';
import type { Shopper } from './shoppers.ts';
import { walkUntil } from './walk.ts';
import { scrollToExpressCheckout } from './wallets.ts';

const manifest = await loadManifest();

/** RENEW01's generic URL: a video, then the elixir's order form (the tea sampler bump), then its offers. */
export const RENEW_OFFER = '/gu/renew-offer';
/** AGELESS01's generic URL (70 % of its draws; DST-AGELESS), to the balm through the quiz and the packages. */
export const AGELESS_OFFER = '/gu/ageless-offer';
/** The generic-URL page's draw that picks AGELESS01 at /gu/ageless-offer (its default funnel, 70 %). */
const AGELESS_DRAW = 0.35;

/** The templates a shopper pays on. */
const ORDER_PAGES = ['order-form', 'secure-cart'] as const;

/** Pins the draw of /gu/ageless-offer to AGELESS01 for this page's context, as a returning visitor's would be. */
export async function drawAgeless(page: Page): Promise<void> {
  await page.context().addInitScript((draw) => {
    if (location.pathname.startsWith('/gu/')) Math.random = () => draw;
  }, AGELESS_DRAW);
}

/** Opens `start` (a generic URL) and walks until a page of one of `stop`'s templates (the order form unless told). */
export async function walkFrom(
  page: Page,
  s: Shopper,
  start = RENEW_OFFER,
  stop: readonly string[] = ORDER_PAGES,
): Promise<void> {
  await page.goto(start);
  await walkUntil(page, manifest, s, stop);
  await hydrated(page);
}

/** How a shopper comes to AGELESS01's order form: from an affiliate's link (`affId`), having chosen subscribe & save. */
export interface Way {
  affId?: string | undefined;
  subscription?: boolean | undefined;
}

/**
 * AGELESS01's order form (the balm; its offers are the elixir's, then the tea's), reached the
 * shortest way a shopper has: the home page (with the affiliate's `affid` when given, as their
 * link brings it), its quiz, the recommended balm's packages (subscribe & save chosen there when
 * `subscription`).
 */
export async function toAgelessForm(page: Page, s: Shopper, way: Way = {}): Promise<void> {
  await page.goto(way.affId ? `/?affid=${way.affId}` : '/');
  // A shopper reads the page before tapping on: by then the runtime has kept the affiliate's link (R-AFF-2).
  if (way.affId) await page.waitForFunction((id) => !!sessionStorage.getItem('affiliateInfo')?.includes(id), way.affId);
  await page.getByRole('link', { name: 'Discover your Ikarian routine' }).click();
  await page.waitForURL((u) => isOn(u, ['survey']));
  const stop = way.subscription ? ['offer-selector'] : ORDER_PAGES;
  await walkUntil(page, manifest, s, stop);
  if (way.subscription) {
    await hydrated(page);
    await page.getByRole('radio', { name: /^Subscribe & save/ }).check();
    await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await page.waitForURL((u) => isOn(u, ORDER_PAGES));
  }
  await hydrated(page);
}

/** AGELESS01's order form filled in and paid by card, ready for "Complete my order". */
export async function readyToPay(page: Page, s: Shopper, way: Way = {}): Promise<void> {
  await toAgelessForm(page, s, way);
  await toPayment(page, s);
}

/**
 * The first order paid by card on AGELESS01's order form; ends on its first offer (the elixir's
 * upsell), hydrated. Returns that first order as the sandbox holds it.
 */
export async function buyToFirstOffer(page: Page, s: Shopper, way: Way = {}): Promise<SandboxOrder> {
  await readyToPay(page, s, way);
  await complete(page);
  await onFirstOffer(page);
  const [first] = await ordersOf(page.request, { email: s.email });
  expect(first, `${s.email}'s first order`).toBeDefined();
  return first!;
}

/**
 * AGELESS01's order form with the providers' doubles, scrolled to its wallets; the contact and
 * address typed first when `details` (PayPal takes them from the form).
 */
export async function toWallets(
  page: Page,
  s: Shopper,
  way: Way & { applePay?: boolean; details?: boolean } = {},
): Promise<string[]> {
  const scripts = await serveProviderDoubles(page, { applePay: way.applePay ?? false });
  await toAgelessForm(page, s, way);
  if (way.details) await fillAddress(page, s);
  await scrollToExpressCheckout(page);
  return scripts;
}

/** On the order form: contact and address, on to the payment step, and the card; the quote shown. */
export async function toPayment(page: Page, s: Shopper): Promise<void> {
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await waitForQuote(page);
}

/** The tea sampler bump offer of the payment step. */
export const sampler = (page: Page) => page.getByLabel(/Beauty Tea sampler/);

/** Applies GLOW10 on the payment step. */
export async function applyGlow10(page: Page): Promise<void> {
  await page.getByText('Have a coupon code?').click();
  await page.getByLabel('Coupon code').fill('GLOW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon GLOW10', { exact: true })).toBeVisible();
}

/** "Complete my order". */
export const complete = (page: Page) => page.getByRole('button', { name: /Complete my order/ }).click();

/** True when `url` is a page of a template in `templates`. */
export function isOn(url: string | URL, templates: readonly string[]): boolean {
  const path = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  const entry = manifest.pages.find((p) => p.path === path);
  return !!entry && templates.includes(entry.template);
}

/** Waits until the page after the payment (the first offer) is open, ready for a tap. */
export async function onFirstOffer(page: Page): Promise<string> {
  await page.waitForURL((u) => isOn(u, ['upsell', 'downsell']));
  await hydrated(page);
  return page.url();
}

/** Waits for the receipt page. */
export const onReceipt = (page: Page) => page.waitForURL((u) => isOn(u, ['receipt']));

/** From an offer page, every offer declined, to the receipt showing the order. */
export async function declineToReceipt(page: Page): Promise<void> {
  while (!isOn(page.url(), ['receipt'])) {
    const here = page.url();
    await hydrated(page);
    await page.getByRole('link', { name: "No thanks, I'll pass" }).click();
    await page.waitForURL((u) => u.href !== here);
  }
  await expect(page.getByRole('region', { name: 'Your order' }).getByRole('table')).toBeVisible();
}

/** What the device keeps for this site after the tab is gone: localStorage and the cookies, as one text. */
export async function deviceHolds(page: Page): Promise<string> {
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  return `${local} ${cookies.join('; ')}`;
}
