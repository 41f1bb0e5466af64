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
    // Base 36: a run of 13+ digits would read as a card number, which storage never keeps.
    email: `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`,
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
  await page.getByLabel('Email', { exact: true }).fill(s.email);
  await page.getByLabel('Phone', { exact: true }).fill(s.phone);
  await page.getByLabel('First name', { exact: true }).fill(s.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(s.lastName);
  await page.getByLabel('Street address', { exact: true }).fill(s.street);
  await page.getByLabel('City', { exact: true }).fill(s.city);
  await page.getByLabel('State', { exact: true }).selectOption({ label: s.state });
  await page.getByLabel('ZIP code', { exact: true }).fill(s.zip);
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
