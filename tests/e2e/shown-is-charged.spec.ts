/**
 * What the shopper sees is true: the order summary after a reload is the total charged (R-ORD-6,
 * R-ORD-4), "Remember me" keeps the contact and address only where it says (R-ORD-4, R-CON-2), a
 * coupon the API no longer grants is said to be gone next to the coupon field (R-ORD-6), and the
 * error summary names what is wrong (R-VAL-2, R-VAL-3). Shoppers walk to an order form from where
 * shoppers start (the elixir's generic URL; the home page's balm, for its packages), and act by
 * labels and roles; figures are checked against the sandbox.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadManifest } from '../../src/manifest/load.ts';
import { ADDRESS_AND_PHONE_INVALID } from '../../src/domain/messages.ts';
import { CARDS, buttonTotalCents, fillAddress, fillCard, waitForQuote } from './checkout-form.ts';
import { continueToOrderForm, toBalmOrderForm, toPackages } from './entry.ts';
import { axe } from './page-checks.ts';
import { isOn, walkFrom } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { shopper, type Shopper } from './shoppers.ts';
import { walkToReceipt } from './walk.ts';

const manifest = await loadManifest();

// Whole funnels with real round trips; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The figure of one row of the order summary ('Shipping', 'Tax', 'Total', 'Coupon GLOW10'). */
function summaryRow(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** A dollar figure in cents. */
const cents = async (figure: Locator): Promise<number> =>
  Math.round(Number(/\$([\d,.]+)/.exec(await figure.innerText())![1]!.replace(/,/g, '')) * 100);

/** Pays and waits for the next page. */
async function complete(page: Page): Promise<void> {
  const from = page.url();
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL((u) => u.href !== from, { timeout: 20_000 });
}

/** Everything both storages hold as one text per storage (the receipt's own snapshot apart). */
async function stored(page: Page): Promise<{ local: string; session: string }> {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify(Object.fromEntries(Object.entries(sessionStorage).filter(([k]) => k !== 'receipt'))),
  }));
}

/** The contact and address as typed, as they could be found in storage. */
const personal = (s: Shopper) => [s.email, s.street, 'Lovelace', '5550102030'];

test('R-ORD-6, R-ORD-4: after a reload mid-checkout (express, GLOW10) the summary shows the express shipping, the coupon and the tax, and its total is the one charged', async ({
  page,
  request,
}) => {
  const s = shopper('reload-total');
  await toBalmOrderForm(page, /^1 jar/);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: /Express shipping/ }).check();
  await page.getByText('Have a coupon code?').click();
  await page.getByLabel('Coupon code').fill('GLOW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Coupon GLOW10 applied/)).toBeVisible();
  await waitForQuote(page);
  const before = await buttonTotalCents(page);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  // Step 1 again: the summary is priced for the kept choices before the shopper moves on.
  await expect(summaryRow(page, 'Tax')).toHaveText(/^\$/);
  await expect(summaryRow(page, 'Coupon GLOW10')).toHaveText(/\$/);
  expect(await cents(summaryRow(page, 'Shipping'))).toBe(2190);
  const shownAfterReload = await cents(summaryRow(page, 'Total'));
  expect(shownAfterReload).toBe(before);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('radio', { name: /Express shipping/ })).toBeChecked();
  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  expect(await buttonTotalCents(page)).toBe(before);
  await complete(page);
  const [order, ...more] = await ordersOf(request, { email: s.email });
  expect(more).toHaveLength(0);
  // $69 − $6.90 coupon; express $6.95 + $14.95; tax 6.25 % of $62.10 = $3.88.
  expect(order).toMatchObject({ coupon: 'GLOW10', shippingOptionId: 'express' });
  expect(Math.round(order!.total * 100)).toBe(shownAfterReload);
});

test.describe('R-ORD-4, R-CON-2: "Remember me on this device" keeps the contact and address only where it says', () => {
  test('R-ORD-4: unticked, the contact and address are kept for this visit only (session storage): not in localStorage, not in a new tab, gone when the order completes; never the card', async ({
    page,
    context,
  }) => {
    const s = shopper('visit-only');
    await walkFrom(page, s);
    await expect(page.getByRole('checkbox', { name: 'Remember me on this device' })).not.toBeChecked();
    await fillAddress(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, CARDS.approve);
    await waitForQuote(page);

    const during = await stored(page);
    for (const text of personal(s)) expect(during.local, `localStorage holds no "${text}"`).not.toContain(text);
    expect(during.session, 'kept for this visit').toContain(s.email);
    for (const { local, session } of [during]) for (const t of [local, session]) expect(t).not.toContain('4111');

    // A reload in the same tab keeps them (this visit).
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);

    // A new tab, walked to the same order form, does not start filled.
    const other = await context.newPage();
    await walkFrom(other, s);
    await expect(other.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(other.getByLabel('Street address', { exact: true })).toHaveValue('');
    await other.close();

    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, CARDS.approve);
    await waitForQuote(page);
    await complete(page);
    await walkToReceipt(page, manifest, s);
    const after = await stored(page);
    for (const text of personal(s)) {
      expect(after.local, `localStorage holds no "${text}" after the order`).not.toContain(text);
      expect(after.session, `session storage holds no "${text}" after the order`).not.toContain(text);
    }
    expect(after.local + after.session).not.toContain('4111');
  });

  test('R-ORD-4: ticked, the contact and address are kept on this device (localStorage) and fill a new tab, before and after the order; never the card', async ({
    page,
    context,
  }) => {
    const s = shopper('remembered');
    await walkFrom(page, s);
    await fillAddress(page, s);
    await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, CARDS.approve);
    await waitForQuote(page);
    expect((await stored(page)).local).toContain(s.email);

    const other = await context.newPage();
    await walkFrom(other, s);
    await expect(other.getByLabel('Email', { exact: true })).toHaveValue(s.email);
    await expect(other.getByLabel('Street address', { exact: true })).toHaveValue(s.street);
    await other.close();

    await complete(page);
    await walkToReceipt(page, manifest, s);
    const after = await stored(page);
    expect(after.local).toContain(s.email);
    expect(after.local + after.session).not.toContain('4111');
    // The next visit (a new session: the GAID cookie is gone, storage stays).
    await context.clearCookies();
    const next = await context.newPage();
    await walkFrom(next, s);
    await expect(next.getByLabel('Email', { exact: true })).toHaveValue(s.email);
    await expect(next.getByRole('checkbox', { name: 'Remember me on this device' })).toBeChecked();
  });
});

test('R-ORD-6: a coupon the API no longer grants after going back to a subscription is said to be gone, next to the coupon field; the summary is the total charged', async ({
  page,
  request,
}) => {
  const s = shopper('coupon-gone');
  await toPackages(page);
  await page.getByRole('radio', { name: /^1 jar/ }).check();
  await continueToOrderForm(page);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByText('Have a coupon code?').click();
  await page.getByLabel('Coupon code').fill('GLOW10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/Coupon GLOW10 applied/)).toBeVisible();

  // Back to the offer, a subscription instead, on again.
  await page.goBack();
  await page.waitForURL((u) => isOn(u, ['offer-selector']));
  await hydrated(page);
  await page.getByLabel('Delivery frequency (subscriptions)').selectOption({ label: 'Every 2 months' });
  await expect(page.getByRole('radio', { name: /Subscribe & save 15%/ })).toBeChecked();
  await continueToOrderForm(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const code = page.getByLabel('Coupon code');
  await expect(code).toBeVisible();
  await expect(code).toHaveAccessibleDescription(/GLOW10.*(no longer|removed).*subscription/i);
  await expect(page.getByRole('status').filter({ hasText: /GLOW10/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  const shown = await buttonTotalCents(page);
  expect(await cents(summaryRow(page, 'Total'))).toBe(shown);
  await complete(page);
  const [order] = await ordersOf(request, { email: s.email });
  expect(order).toMatchObject({ coupon: null, subscribed: true });
  expect(Math.round(order!.total * 100)).toBe(shown);
});

test.describe('R-VAL-2, R-VAL-3: the error summary names what is wrong', () => {
  test('R-VAL-3: only the email wrong: the summary names the email, not the address and phone', async ({ page }) => {
    const s = shopper('email-only');
    await walkFrom(page, s);
    await fillAddress(page, { ...s, email: 'ada@example' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText(/email/i);
    await expect(summary.getByRole('heading')).not.toHaveText(ADDRESS_AND_PHONE_INVALID);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(await axe(page)).toEqual([]);
  });

  test('R-VAL-3: only the billing fields wrong: the summary names the billing address; R-VAL-2 text when the address or phone is wrong', async ({
    page,
  }) => {
    const s = shopper('billing-only');
    await walkFrom(page, s);
    await fillAddress(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, CARDS.approve);
    await page.getByRole('checkbox', { name: 'Billing address is the same as shipping' }).uncheck();
    await page.getByRole('button', { name: /Complete my order/ }).click();
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading') });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading')).toHaveText(/billing address/i);
    await expect(summary.getByRole('heading')).not.toHaveText(ADDRESS_AND_PHONE_INVALID);
    await expect(summary.getByRole('link', { name: /^Billing street address:/ })).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // The phone wrong too: R-VAL-2's text heads the summary, and the billing address is still named.
    await page.getByLabel('Phone', { exact: true }).fill('12');
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await expect(page.getByRole('alert').getByRole('heading')).toHaveText(
      `${ADDRESS_AND_PHONE_INVALID} Please also check your billing address.`,
    );
  });
});
