/**
 * The funnel state (R-ORD-4) a test starts from or reads back, as the storefront keeps it: what
 * names or charges the shopper (contact, address, the order and its offers) in the tab's session
 * storage ('visitDetails'), the cart and the rest on the device (localStorage 'state'). Written by
 * an init script before the page's own scripts run, as the order form or the offer selector would
 * have left it.
 */
import type { Page } from '@playwright/test';
import type { SandboxOrder } from './sandbox.ts';
import { accountDetails, PAULA, type Shopper } from './shoppers.ts';

/** A monthly subscription of 3 jars of the balm, as the offer selector keeps it (selectedProduct). */
const SUBSCRIPTION = {
  id: 'AgelessBeautyBalm',
  units: 3,
  subscription: { frequency: 'Month', frequencyMultiplier: 1 },
};

/**
 * R-ORD-4: the funnel state the order form saves in its tab after the first order (orderDetails
 * with the order, the offers to come and the purchase's key its add-ons need, accountDetails,
 * navParams), written once per tab.
 */
export async function seedFunnelState(
  page: Page,
  order: SandboxOrder,
  who: Shopper,
  purchaseId: string,
): Promise<void> {
  const state = {
    orderDetails: {
      order,
      paymentMethod: 'Credit Card',
      upsells: ['OFF-UP-ELIXIR', 'OFF-DOWN-ELIXIR', 'OFF-UP-TEA', 'OFF-DOWN-TEA'],
      purchaseId,
      paidAt: new Date().toISOString(),
    },
    accountDetails: accountDetails(who),
    navParams: { upsellIndex: 0, paymentMethod: 'Credit Card' },
    taxData: { isValid: true },
  };
  await page.addInitScript((json) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    sessionStorage.setItem('visitDetails', json);
  }, JSON.stringify(state));
}

/**
 * The shopper's details (Paula's, with `email`) as the order form keeps them in its tab (R-GEN-4;
 * PayPal needs them), with a subscription selection on the device when `subscription`; written
 * while the tab has no funnel state.
 */
export async function withSavedDetails(page: Page, email: string, subscription = false): Promise<void> {
  const details = { accountDetails: accountDetails({ ...PAULA, email }) };
  const cart = { selectedProduct: subscription ? SUBSCRIPTION : undefined };
  await page.addInitScript(
    ([visit, device]) => {
      if (sessionStorage.getItem('visitDetails') || localStorage.getItem('state')) return;
      sessionStorage.setItem('visitDetails', visit);
      localStorage.setItem('state', device);
    },
    [JSON.stringify(details), JSON.stringify(cart)] as const,
  );
}

/** A subscription selection for the page's product, added to the funnel state while it has none. */
export async function withSubscription(page: Page): Promise<void> {
  await page.addInitScript((selectedProduct) => {
    const state = JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>;
    if (state.selectedProduct) return;
    state.selectedProduct = selectedProduct;
    localStorage.setItem('state', JSON.stringify(state));
  }, SUBSCRIPTION);
}

/** The saved funnel state of the page's tab: the device's part and the tab's. */
export async function savedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => ({
    ...(JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>),
    ...(JSON.parse(sessionStorage.getItem('visitDetails') ?? '{}') as Record<string, unknown>),
  }));
}
