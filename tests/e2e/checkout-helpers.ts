/** Shopper actions and read-backs shared by the checkout, survey and offer-selector tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { orders } from './sandbox.ts';

/** A shopper's details; `email` is unique per test so its orders can be told apart. */
export interface Shopper {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** A shopper in Springfield, Illinois (tax 6.25 %), with a unique email. */
export function shopper(tag: string): Shopper {
  return {
    email: `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    phone: '+1 (555) 010-2030',
    firstName: 'Ada',
    lastName: 'Lovelace',
    street: '12 Harbor Way',
    city: 'Springfield',
    state: 'Illinois',
    zip: '62701',
  };
}

/** The sandbox's test cards. */
export const CARDS = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  gatewayError: '4000 0000 0000 0119',
};

/** Types the contact and shipping address as a shopper does. */
export async function fillAddress(page: Page, s: Shopper): Promise<void> {
  await page.getByLabel('Email').fill(s.email);
  await page.getByLabel('Phone').fill(s.phone);
  await page.getByLabel('First name').fill(s.firstName);
  await page.getByLabel('Last name').fill(s.lastName);
  await page.getByLabel('Street address').fill(s.street);
  await page.getByLabel('City').fill(s.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: s.state });
  await page.getByLabel('ZIP code').fill(s.zip);
}

/** Types a card valid for the next years. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code').fill('123');
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

/** The orders of one shopper, oldest first. */
export async function ordersOf(request: APIRequestContext, email: string): Promise<Record<string, unknown>[]> {
  return (await orders(request)).filter((o) => o.customerEmail === email).reverse();
}

/** Ready for a fresh checkout: the page's island has hydrated (its fields answer to input). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Console problems, without the wallet providers' scripts failing to resolve offline. */
export function pageProblems(problems: string[]): string[] {
  return problems.filter((p) => !/Failed to load resource: net::ERR_NAME_NOT_RESOLVED/.test(p));
}
