/**
 * What the shopper gets is what they chose (R-ORD-1, R-ORD-4, R-ORD-6, R-ORD-8). One purchase key,
 * one cart: a payment whose slow answer a reload left unseen, then a changed cart (package, bump,
 * coupon) under the same key, is answered with the order that was paid; the page says plainly that
 * it stands and what it holds, and the receipt lists exactly what was charged. A new visit starts
 * clean: a day later in a new page, after finishing on the receipt, through another product's
 * generic URL, or the order page reopened in a new tab, no earlier cart, coupon, bump or "order
 * placed" carries over, and the order's own page still leads to its receipt. Shoppers start at a
 * generic URL. A private server: the slow answers are faults of its sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatUSD, toCents } from '../../src/domain/money.ts';
import { buttonTotalCents, fillCard, waitForQuote } from './checkout-form.ts';
import {
  AGELESS_OFFER,
  applyGlow10,
  complete,
  declineToReceipt,
  drawAgeless,
  onFirstOffer,
  onReceipt,
  sampler,
  toPayment,
  walkFrom,
} from './purchase.ts';
import { hydrated } from './runtime.ts';
import { ordersOf, type SandboxOrder } from './sandbox.ts';
import { usePrivateServer } from './server.ts';
import { shopper, type Shopper } from './shoppers.ts';

const PORT = Number(process.env.E2E_RETURNING_SHOPPER_PORT ?? 4473);
const server = usePrivateServer(PORT, { timeout: 120_000 });

const placedHeading = (page: Page) =>
  page.getByRole('heading', { name: /^Your (order is placed|earlier order stands)$/ });

/** The shopper's paid first orders. */
const paidParents = async (page: Page, s: Shopper): Promise<SandboxOrder[]> =>
  (await ordersOf(page.request, { email: s.email })).filter((o) => o.orderType === 'Standard' && o.status === 'Paid');

/** Taps "Complete my order" while the API answers slowly, and reloads before the answer: the payment goes through unseen. */
async function payThenReload(page: Page): Promise<void> {
  server.faults.add({ path: 'orders/createguest', method: 'POST', delayMs: 2500, times: 1 });
  await complete(page);
  await expect(page.getByRole('button', { name: 'Placing your order…' })).toBeVisible();
  await page.reload();
  await hydrated(page);
}

/** Back on the payment step after the reload, the details kept, the card typed again. */
async function payAgain(page: Page, change: () => Promise<void> = async () => {}): Promise<void> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await change();
  await fillCard(page, '4111 1111 1111 1111');
  await waitForQuote(page);
  await complete(page);
}

/**
 * The changed cart was not ordered: the page says the earlier order stands, with what it holds and
 * the way to order the new cart anew; on through the offers, the receipt lists exactly the order
 * paid, and the sandbox holds that one order.
 */
async function earlierOrderStands(page: Page, s: Shopper, holds: RegExp, notHeld: RegExp): Promise<SandboxOrder> {
  const panel = page.getByRole('region', { name: 'Your earlier order stands' });
  await expect(panel.getByRole('status')).toContainText(
    /was paid on an earlier try\. Your changed cart was not ordered, and nothing more was charged\./,
  );
  const [parent, ...more] = await paidParents(page, s);
  expect(more).toHaveLength(0);
  await expect(panel.getByRole('status')).toContainText(
    `Order ${parent!.name} for ${formatUSD(toCents(parent!.total))}`,
  );
  await expect(panel).toContainText(holds);
  await expect(panel).not.toContainText(notHeld);
  await expect(panel.getByRole('button', { name: 'Order the changed cart as a new purchase' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Complete my order/ })).toHaveCount(0);
  await panel.getByRole('link', { name: 'Continue with your order' }).click();
  await onFirstOffer(page);
  await declineToReceipt(page);
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText(holds);
  await expect(order).not.toContainText(notHeld);
  await expect(page.getByText('Total charged')).toContainText(formatUSD(toCents(parent!.total)));
  expect(await paidParents(page, s)).toHaveLength(1);
  return parent!;
}

test.describe('one purchase key, one cart: a reload, then a changed cart', () => {
  test('R-ORD-1, R-ORD-8: 3 jars paid unseen, then 6 jars picked after going back: the 3-jar order stands and is the one the receipt lists', async ({
    page,
  }) => {
    const s = shopper('reload-package');
    await drawAgeless(page);
    await walkFrom(page, s, AGELESS_OFFER, ['offer-selector']);
    await page.getByRole('radio', { name: /3 jars/ }).check();
    await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/offer-selector'));
    await hydrated(page);
    await toPayment(page, s);
    await payThenReload(page);
    await page.goBack();
    await page.waitForURL((u) => u.pathname.startsWith('/offer-selector'));
    await hydrated(page);
    await page.getByRole('radio', { name: /6 jars/ }).check();
    await page.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/offer-selector'));
    await hydrated(page);
    await payAgain(page);
    const parent = await earlierOrderStands(page, s, /3 jars · 90-day supply/, /6 jars/);
    expect(parent.orderItems.map((i) => i.productVariantName)).toEqual(['3 jars · 90-day supply']);
  });

  test('R-ORD-6, R-ORD-8: paid unseen without the bump, then the bump ticked: the order without it stands, and the receipt lists no bump', async ({
    page,
  }) => {
    const s = shopper('reload-bump');
    await walkFrom(page, s);
    await toPayment(page, s);
    await expect(sampler(page)).not.toBeChecked();
    await payThenReload(page);
    await payAgain(page, () => sampler(page).check());
    const parent = await earlierOrderStands(page, s, /Skin Renew Elixir/, /Beauty Tea/);
    expect(parent.orderItems.some((i) => i.isBumpOffer)).toBe(false);
  });

  test('R-ORD-6, R-ORD-8: paid unseen without a coupon, then GLOW10 applied: the full-price order stands; the shown discount was not taken', async ({
    page,
  }) => {
    const s = shopper('reload-coupon');
    await walkFrom(page, s);
    await toPayment(page, s);
    const fullPrice = await buttonTotalCents(page);
    await payThenReload(page);
    await payAgain(page, () => applyGlow10(page));
    const parent = await earlierOrderStands(page, s, /Skin Renew Elixir/, /GLOW10/);
    expect(parent).toMatchObject({ coupon: null });
    expect(Math.round(parent.total * 100)).toBe(fullPrice);
  });
});

test.describe('a new visit starts clean', () => {
  test('R-ORD-4, R-ORD-6: abandoned on an offer with GLOW10 and the tea sampler; a day later (the clock moved) a new page through the same generic URL has no "order placed", no coupon, no bump, and the new order carries neither', async ({
    context,
  }) => {
    await context.clock.install();
    const first = await context.newPage();
    const ada = shopper('next-day-first');
    await walkFrom(first, ada);
    await toPayment(first, ada);
    await sampler(first).check();
    await applyGlow10(first);
    await complete(first);
    await onFirstOffer(first);
    await first.close();

    await context.clock.fastForward('24:00:00');
    const next = await context.newPage();
    const bea = shopper('next-day-again');
    await walkFrom(next, bea);
    await expect(placedHeading(next)).toHaveCount(0);
    await toPayment(next, bea);
    await expect(sampler(next)).not.toBeChecked();
    await expect(next.getByText('Coupon GLOW10', { exact: true })).toHaveCount(0);
    await complete(next);
    await onFirstOffer(next);
    const [order] = await paidParents(next, bea);
    expect(order).toMatchObject({ coupon: null });
    expect(order!.orderItems.some((i) => i.isBumpOffer)).toBe(false);
  });

  test('R-ORD-8: finished on the receipt, the order page reopened in a new tab starts clean; in its own tab it shows the order placed, and Continue reaches that order’s receipt', async ({
    page,
    context,
  }) => {
    const s = shopper('after-receipt');
    await walkFrom(page, s);
    const orderPage = page.url();
    await toPayment(page, s);
    await complete(page);
    await onFirstOffer(page);
    await declineToReceipt(page);
    const [parent] = await paidParents(page, s);

    const reopened = await context.newPage();
    await reopened.goto(orderPage);
    await hydrated(reopened);
    await expect(placedHeading(reopened)).toHaveCount(0);
    await expect(reopened.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    await expect(reopened.getByLabel('Email', { exact: true })).toHaveValue('');

    await page.goto(orderPage);
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue with your order' }).click();
    await onReceipt(page);
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText(parent!.name);
  });

  test('R-ORD-4: after buying the elixir through one generic URL, the balm through another starts clean in the same tab: no "order placed" for another product, no bump carried over', async ({
    page,
  }) => {
    const s = shopper('another-product');
    await drawAgeless(page);
    await walkFrom(page, s);
    await toPayment(page, s);
    await sampler(page).check();
    await complete(page);
    await onFirstOffer(page);

    await walkFrom(page, s, AGELESS_OFFER);
    await expect(placedHeading(page)).toHaveCount(0);
    await expect(page.getByText(/Ageless Beauty Balm/).first()).toBeVisible();
    await toPayment(page, s);
    await expect(sampler(page)).not.toBeChecked();
  });
});
