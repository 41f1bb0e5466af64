/**
 * The funnel state (R-ORD-4) as a test reads it back: what names or charges the shopper (contact,
 * address, the order and its offers) in the tab's session storage ('visitDetails'), the cart and
 * the rest on the device (localStorage 'state'). Tests never write it: a shopper's pages do.
 */
import type { Page } from '@playwright/test';

/** The saved funnel state of the page's tab: the device's part and the tab's. */
export async function savedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    ...(JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>),
    ...(JSON.parse(sessionStorage.getItem('visitDetails') ?? '{}') as Record<string, unknown>),
  }));
}
