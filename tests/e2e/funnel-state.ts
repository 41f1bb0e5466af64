/**
 * The funnel state (localStorage 'state', R-ORD-4) a test starts from or reads back: written by an
 * init script before the page's own scripts run, as the order form or the offer selector would
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
 * R-ORD-4: the funnel state the order form saves after the first order (orderDetails with the
 * order and the offers to come, accountDetails, navParams), written once per tab.
 */
export async function seedFunnelState(page: Page, order: SandboxOrder, who: Shopper): Promise<void> {
  const state = {
    savedAt: new Date().toISOString(),
    orderDetails: {
      order,
      paymentMethod: 'Credit Card',
      upsells: ['OFF-UP-ELIXIR', 'OFF-DOWN-ELIXIR', 'OFF-UP-TEA', 'OFF-DOWN-TEA'],
    },
    accountDetails: accountDetails(who),
    navParams: { upsellIndex: 0, paymentMethod: 'Credit Card' },
    taxData: { isValid: true },
  };
  await page.addInitScript((json) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem('state', json);
  }, JSON.stringify(state));
}

/**
 * The shopper's details (Paula's, with `email`) as the order form keeps them in the funnel state
 * (R-GEN-4; PayPal needs them), with a subscription selection when `subscription`; written while
 * the tab has no funnel state.
 */
export async function withSavedDetails(page: Page, email: string, subscription = false): Promise<void> {
  const state = {
    accountDetails: accountDetails({ ...PAULA, email }),
    selectedProduct: subscription ? SUBSCRIPTION : undefined,
  };
  await page.addInitScript((json) => {
    if (localStorage.getItem('state')) return;
    localStorage.setItem('state', json);
  }, JSON.stringify(state));
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

/** The saved funnel state of the page. */
export async function savedState(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>);
}
