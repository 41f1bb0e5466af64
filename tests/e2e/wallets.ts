/**
 * The wallet buttons of the order page with each provider's browser script served as a double at
 * its real URL (tests/fixtures/providers), talking to the sandbox's provider simulation.
 */
import { expect, type Page } from '@playwright/test';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';
import { hydrated } from './runtime.ts';

/** The order page with every wallet (AGELESS01's order form). */
export const ORDER_PAGE = '/os221215a_ap';

let seq = 0;
/** A fresh affiliate id starting with `prefix`: every order of the test carries it (R-AFF-3). */
export const freshAffId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** The express checkout area holding the wallet buttons. */
export const express = (page: Page) => page.getByRole('region', { name: 'Express checkout' });

/**
 * Scrolls to the end of the order form, as a shopper looking for the wallets does: a flick of the
 * wheel once the page has started (the express checkout sits under the form, and its wallets load
 * as it nears the screen). R-NAV-2: the runtime scrolls to the top as it starts, and again 100 ms
 * later unless the shopper has scrolled meanwhile; it has started once it has marked the device on
 * the root element, which it does just before.
 */
export async function scrollToExpressCheckout(page: Page): Promise<void> {
  await hydrated(page); // the form keeps its height from now on
  await expect(page.locator('html[data-device]')).toBeAttached();
  const formEnd = page.getByText(/^By placing your order you agree/);
  await expect(async () => {
    const box = await formEnd.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    if (box) await page.mouse.wheel(0, box.y + box.height / 2 - height / 2);
    await expect(formEnd).toBeInViewport({ timeout: 1000 });
  }).toPass();
}

/**
 * Serves the provider doubles, opens the order page (tagged with `affId` when given) and scrolls
 * to its express checkout; returns the scripts loaded.
 */
export async function openOrderPage(page: Page, affId?: string, options?: { applePay?: boolean }): Promise<string[]> {
  const scripts = await serveProviderDoubles(page, options);
  await page.goto(affId ? `${ORDER_PAGE}?affid=${affId}` : ORDER_PAGE);
  await scrollToExpressCheckout(page);
  return scripts;
}

/** Google Pay's sheet, paid. */
export async function payWithGooglePay(page: Page): Promise<void> {
  await express(page).getByRole('button', { name: 'Buy with Google Pay' }).click();
  await page.getByRole('dialog', { name: 'Google Pay' }).getByRole('button', { name: 'Pay', exact: true }).click();
}

/** Apple Pay's sheet, paid with Face ID. */
export async function payWithApplePay(page: Page): Promise<void> {
  await express(page).getByRole('button', { name: 'Buy with Apple Pay' }).click();
  await page.getByRole('dialog', { name: 'Apple Pay' }).getByRole('button', { name: 'Pay with Face ID' }).click();
}

/** PayPal's popup, approved. */
export async function approveWithPayPal(page: Page): Promise<void> {
  await express(page).getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('dialog', { name: 'PayPal' }).getByRole('button', { name: 'Approve' }).click();
}

/** R-PAY-3: Amazon Pay's popup login, signed in; the address book and wallet widgets follow. */
export async function signInWithAmazon(page: Page): Promise<void> {
  await express(page).getByRole('button', { name: 'Pay with Amazon' }).click();
  await page.getByRole('dialog', { name: 'Amazon sign-in' }).getByRole('button', { name: 'Sign in' }).click();
}
