/** The order form as a shopper fills it in: address, card, the quote, paying by card. */
import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated } from './runtime.ts';
import type { Shopper } from './shoppers.ts';

/** The sandbox's test cards. */
export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  gatewayError: '4000 0000 0000 0119',
};

/**
 * The last payment attempt's failure as the form shows it by the pay button: the button's
 * description, not an alert (the error handler's toast announces it, once).
 */
export const payFailure = (page: Page): Locator => page.locator('form [id$="-submit-error"]');

/** Types the contact and shipping address as a shopper does (the email too, unless it is typed already). */
export async function fillAddress(page: Page, s: Shopper, { emailTyped = false } = {}): Promise<void> {
  if (!emailTyped) await page.getByLabel('Email', { exact: true }).fill(s.email);
  await page.getByLabel('Phone', { exact: true }).fill(s.phone);
  await page.getByLabel('First name', { exact: true }).fill(s.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(s.lastName);
  if (s.country) await page.getByLabel('Country', { exact: true }).first().selectOption({ label: s.country });
  await page.getByLabel('Street address', { exact: true }).fill(s.street);
  await page.getByLabel('City', { exact: true }).fill(s.city);
  const canada = s.country === 'Canada';
  await page.getByLabel(canada ? 'Province or territory' : 'State', { exact: true }).selectOption({ label: s.state });
  await page.getByLabel(canada ? 'Postal code' : 'ZIP code', { exact: true }).fill(s.zip);
}

/** Types a card valid for the next years. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill(number);
  await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Expiry month', { exact: true }).selectOption('12');
  await page.getByLabel('Expiry year', { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code', { exact: true }).fill('123');
}

/** Waits until the summary shows a tax figure (the quote arrived). */
export async function waitForQuote(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /Complete my order · \$/ })).toBeVisible();
}

/** The total the submit button announces, in cents. */
export async function buttonTotalCents(page: Page): Promise<number> {
  const text = await page.getByRole('button', { name: /Complete my order · \$/ }).innerText();
  return Math.round(Number(/\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, '')) * 100);
}

/** On a two-step order form just opened: address, on to payment, the card, and the quote; ready to complete. */
export async function fillCheckout(page: Page, s: Shopper, card = CARDS.approve): Promise<void> {
  await hydrated(page);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, card);
  await waitForQuote(page);
}

/** Pays on an order form or a secure cart (one step or two). */
export async function payByCard(page: Page, s: Shopper, card = CARDS.approve): Promise<void> {
  await hydrated(page);
  await fillAddress(page, s);
  const toPayment = page.getByRole('button', { name: 'Continue to payment' });
  if (await toPayment.isVisible()) {
    await toPayment.click();
    // The form's problems with what was typed end the purchase here, said at once, not at the test's time-out.
    const problems = page.locator('.error-summary');
    await expect(page.getByLabel('Card number', { exact: true }).or(problems).first()).toBeVisible({ timeout: 40_000 });
    expect((await problems.isVisible()) ? await problems.innerText() : '', 'the form took the address').toBe('');
  }
  await fillCard(page, card);
  await waitForQuote(page);
  await page.getByRole('button', { name: /Complete my order/ }).click();
}
