/**
 * The card checkout as a shopper walks it (R-ORD-1, R-ORD-6, R-FLOW-1, R-FLOW-4, R-VAL-*): the
 * built site and the sandbox, labels and roles only. Orders are told apart by a unique email.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  CARDS,
  buttonTotalCents,
  fillAddress,
  fillCard,
  fillCheckout,
  payFailure,
  waitForQuote,
} from './checkout-form.ts';
import { toBalmOrderForm, toPackages, toQuiz, continueToOrderForm } from './entry.ts';
import { pageProblems, watchConsole } from './page-checks.ts';
import { RENEW_OFFER, declineToReceipt, onFirstOffer, walkFrom } from './purchase.ts';
import { holdBack, hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { QUINN, shopper } from './shoppers.ts';
import { tapCallToAction } from './walk.ts';

// Whole funnels with real round trips; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/** Pays with the approved card and waits for the first offer; returns the total the button announced, in cents. */
async function payForTheUpsell(page: Page): Promise<number> {
  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  const shown = await buttonTotalCents(page);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await onFirstOffer(page);
  return shown;
}

test('R-FLOW-1, R-ORD-1: survey → offer selector → order form by card → upsell, one order with the right items and total', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const s = shopper('funnel');
  await toQuiz(page);
  for (const answer of ['45–54', 'Fine lines and wrinkles', 'One or two', 'Rarely'])
    await page.getByLabel(answer).check();
  await page.getByRole('button', { name: 'See my results' }).click();
  // The quiz recommends the balm for these answers, with the reason, and leads to its packages.
  await expect(page.getByText(/we suggest the Ageless Beauty Balm/)).toBeVisible();
  await page.getByRole('link', { name: 'See the Ageless Beauty Balm' }).click();
  await page.waitForURL(/\/offer-selector\?/);
  await hydrated(page);
  await page.getByRole('radio', { name: /3 jars/ }).check();
  await continueToOrderForm(page);
  expect(new URL(page.url()).searchParams.get('step')).toBe('5');
  await expect(page.getByText('3 jars · 90-day supply').first()).toBeVisible();
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeFocused();
  const shown = await payForTheUpsell(page);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/upsell-elixir');
  expect(url.searchParams.get('uid')).toBe('AGELESS01');
  expect(url.searchParams.get('step')).toBe('6');
  const placed = await ordersOf(request, { email: s.email });
  expect(placed).toHaveLength(1);
  const [order] = placed;
  // 3 jars $177.00, free shipping, Illinois 6.25 % tax = $11.06.
  expect(order).toMatchObject({ total: 188.06, tax: 11.06, orderShippingCost: 0, orderSource: 'Funnel' });
  expect(order!.orderItems).toMatchObject([{ productId: 'AgelessBeautyBalm', productPrice: 177, quantity: 1 }]);
  expect(shown).toBe(18806);
  expect(pageProblems(problems)).toEqual([]);
});

test.describe('R-ORD-6: coupons, bumps and subscriptions', () => {
  test('R-ORD-6: a subscription with a bump; both coupon refusals shown next to the field; summary = order total', async ({
    page,
    request,
  }) => {
    const s = shopper('subscription');
    await toPackages(page);
    await page.getByRole('radio', { name: /^1 jar/ }).check();
    await page.getByLabel('Delivery frequency (subscriptions)').selectOption({ label: 'Every 2 months' });
    await expect(page.getByRole('radio', { name: /Subscribe & save 15%/ })).toBeChecked();
    await continueToOrderForm(page);
    await expect(page.getByText(/Subscription: every 2 months, 15% off/)).toBeVisible();
    await fillAddress(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel(/Beauty Tea sampler/).check();
    await page.getByText('Have a coupon code?').click();
    const code = page.getByLabel('Coupon code');
    for (const [coupon, refusal] of [
      ['GLOW10', 'Coupon can not be applied to subscription'],
      ['TEA5', 'Coupon can not be applied to this product'],
    ]) {
      await code.fill(coupon!);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(code).toHaveAccessibleDescription(refusal!);
      await expect(code).toHaveAttribute('aria-invalid', 'true');
    }
    const shown = await payForTheUpsell(page);
    const [order, ...more] = await ordersOf(request, { email: s.email });
    expect(more).toHaveLength(0);
    // $58.65 (15 % off $69) + $9.95 bump; $6.95 shipping; tax 6.25 % of $68.60 = $4.29.
    expect(order).toMatchObject({ total: 79.84, coupon: null, subscribed: true });
    expect(order!.subscription).toMatchObject({ frequency: 'Month', frequencyMultiplier: 2 });
    expect(order!.orderItems).toMatchObject([
      { productId: 'AgelessBeautyBalm', productPrice: 58.65, isBumpOffer: false },
      { productId: 'BeautyTea', productPrice: 9.95, isBumpOffer: true },
    ]);
    expect(shown).toBe(7984);
  });

  test('R-ORD-6: a coupon, a bump and express shipping on a one-time order; summary = order total', async ({
    page,
    request,
  }) => {
    const s = shopper('coupon');
    await toBalmOrderForm(page, /^1 jar/);
    await fillAddress(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel(/travel-size Ageless Balm/).check();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('state') ?? '{}'));
    expect(
      stored.bumpExpireList.map((b: { sfid: string }) => b.sfid),
      'R-ORD-5: shown bumps are listed',
    ).toEqual(['BUMP-TEA-SAMPLER', 'BUMP-PRIORITY']);
    await page.getByRole('radio', { name: /Express shipping/ }).check();
    await page.getByText('Have a coupon code?').click();
    await page.getByLabel('Coupon code').fill('glow10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Coupon GLOW10 applied/)).toBeVisible();
    await expect(page.getByText('Coupon GLOW10', { exact: true })).toBeVisible();
    const shown = await payForTheUpsell(page);
    const [order, ...more] = await ordersOf(request, { email: s.email });
    expect(more).toHaveLength(0);
    // $69 + $12 bump − $6.90 coupon; express $6.95 + $14.95; tax 6.25 % of $74.10 = $4.63.
    expect(order).toMatchObject({
      coupon: 'GLOW10',
      discount: 6.9,
      orderShippingCost: 21.9,
      shippingOptionId: 'express',
      tax: 4.63,
      total: 100.63,
    });
    expect(shown).toBe(10063);
  });
});

test.describe('R-VAL-3, R-VAL-2, R-ORD-10: validation', () => {
  test('R-VAL-3: invalid fields show messages next to them, the summary is focused and no order is sent', async ({
    page,
    request,
  }) => {
    const s = shopper('invalid');
    await walkFrom(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please, enter valid address and phone number!' });
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Enter your email address/);
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter your ZIP code');
    await fillAddress(page, { ...s, email: 'ada@example', zip: '6270' });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(/Enter a valid ZIP code/);
    await page.getByLabel('Email', { exact: true }).fill(s.email);
    await page.getByLabel('ZIP code').fill(s.zip);
    await page.getByLabel('Country').selectOption({ label: 'Another country' });
    await expect(page.getByLabel('Country')).toHaveAccessibleDescription(
      "Sorry, but we don't ship to Your country. Please, select one from the list",
    );
    await page.getByLabel('Country').selectOption({ label: 'United States' });
    await page.getByLabel('State', { exact: true }).selectOption({ label: s.state });
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4111 1111 1111 1112');
    await page.getByLabel('Security code').fill('12');
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Enter a valid card number');
    await expect(page.getByLabel('Security code')).toHaveAccessibleDescription(/Enter the 3-digit security code/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please check your card details.' })).toBeFocused();
    expect(await ordersOf(request, { email: s.email })).toHaveLength(0);
  });
});

test.describe('R-FLOW-4: a declined payment', () => {
  test('R-FLOW-4: a declined card shows the message, then lands without a tap on nextPageFail (IkariaBeauty_SecureCart) prefilled, and a second card succeeds', async ({
    page,
    request,
  }) => {
    const s = shopper('declined');
    await toBalmOrderForm(page, /^6 jars/);
    await fillAddress(page, s);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel(/Beauty Tea sampler/).check();
    await fillCard(page, CARDS.decline);
    await waitForQuote(page);
    await page.getByRole('button', { name: /Complete my order/ }).click();
    const failure = payFailure(page).filter({ hasText: 'Sorry, but your payment failed' });
    await expect(failure).toBeVisible();
    await expect(page.locator('.toast').filter({ hasText: 'Sorry, but your payment failed' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.decline);
    expect(await ordersOf(request, { email: s.email })).toHaveLength(0);

    await expect(page.getByText('Taking you on…')).toBeVisible();
    await page.waitForURL(/\/IkariaBeauty_SecureCart\?/);
    expect(new URL(page.url()).searchParams.get('step')).toBe('11');
    await hydrated(page);
    await expect(page.getByText(/Your payment did not go through/)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(s.email);
    await expect(page.getByLabel('Street address')).toHaveValue(s.street);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('IL');
    await expect(page.getByLabel(/Beauty Tea sampler/)).toBeChecked();
    await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    const shown = await payForTheUpsell(page);
    expect(new URL(page.url()).pathname).toBe('/upsell-elixir');
    expect(new URL(page.url()).searchParams.get('step')).toBe('6');
    const placed = await ordersOf(request, { email: s.email });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.orderItems).toMatchObject([
      { productId: 'AgelessBeautyBalm', productPrice: 294 },
      { isBumpOffer: true },
    ]);
    expect(Math.round(Number(placed[0]!.total) * 100)).toBe(shown);
  });
});

test.describe('R-FLOW-4: nextPageFail is the order form itself', () => {
  test('R-FLOW-4: on RENEW01 (nextPageFail 2) a declined card keeps the shopper on the form with the card typed; another card succeeds', async ({
    page,
    request,
  }) => {
    const s = shopper('declined-here');
    await walkFrom(page, s);
    await fillCheckout(page, s, CARDS.decline);
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await expect(payFailure(page).filter({ hasText: 'Sorry, but your payment failed' })).toBeVisible();
    await expect(page.getByText('Taking you on…')).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveValue(CARDS.decline);
    await page.getByLabel('Card number').fill(CARDS.approve);
    await page.getByRole('button', { name: /Complete my order/ }).click();
    await page.waitForURL(/\/upsell-serum\?.*step=3/);
    const placed = await ordersOf(request, { email: s.email });
    expect(placed).toHaveLength(1);
    expect(placed[0]!.orderItems).toMatchObject([{ productId: 'SkinRenewElixir', productPrice: 153 }]);
  });
});

test.describe('R-ORD-4: state survives a reload', () => {
  test('R-ORD-4: a reload mid-checkout keeps the choice and everything typed except the card', async ({ page }) => {
    const s = shopper('reload');
    await toBalmOrderForm(page, /^6 jars/);
    await fillAddress(page, s);
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('6 jars · 180-day supply')).toBeVisible();
    for (const [label, value] of [
      ['Email', s.email],
      ['Phone', s.phone],
      ['First name', s.firstName],
      ['City', s.city],
      ['ZIP code', s.zip],
    ])
      await expect(page.getByLabel(label!, { exact: true })).toHaveValue(value!);
    await page.goBack();
    await page.waitForURL(/\/offer-selector\b/);
    await hydrated(page);
    await expect(page.getByRole('radio', { name: /^6 jars/ })).toBeChecked();
  });
});

test('R-ORD-1: what a shopper types before the order form hydrates is kept and is what the order carries', async ({
  page,
  request,
}) => {
  const s = shopper('early-typing');
  // A slow phone: the form is painted, its code has not arrived yet; the shopper starts typing.
  await walkFrom(page, s, RENEW_OFFER, ['video']);
  const release = await holdBack(page, /\/_astro\/CheckoutForm\.[\w-]+\.js$/);
  await tapCallToAction(page);
  const form = page.url();
  await fillAddress(page, s);
  release();
  await hydrated(page);
  await expect(page.getByLabel('Email', { exact: true }), 'kept through hydration').toHaveValue(s.email);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue(/.+/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, CARDS.approve);
  await waitForQuote(page);
  await page.getByRole('button', { name: /Complete my order · \$/ }).click();
  await page.waitForURL((u) => u.href !== form);
  const orders = await ordersOf(request, { email: s.email });
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ status: 'Paid' });
});

test('R-VAL-3: a name or apartment over the API’s limit and an email it cannot take are refused at step 1 next to their fields, in their words; an email at an internationalised domain is ordered and printed in Unicode', async ({
  page,
  request,
}) => {
  const s = { ...shopper('limits'), firstName: 'Á'.repeat(101) };
  const local = s.email.slice(0, s.email.indexOf('@'));
  const apartment = page.getByLabel(/^Apartment, suite/);
  await walkFrom(page, s);
  await fillAddress(page, { ...s, email: 'josé@example.com' });
  await apartment.fill('B'.repeat(101));
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(
    'Your first name can be at most 100 characters',
  );
  await expect(apartment).toHaveAccessibleDescription('Your apartment, suite, etc. can be at most 100 characters');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    /Use only the letters a to z, digits and \. _ ' \+ - before the @ of your email address$/,
  );
  await expect(page.getByRole('main')).not.toContainText(/contact\.|Address\.|at most 100 characters;/);
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeHidden();

  await page.getByLabel('First name', { exact: true }).fill('Zoë');
  await apartment.fill('Apt 4 💖');
  await page.getByLabel('Email', { exact: true }).fill(`${local}@exämple.com`);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payForTheUpsell(page);
  await declineToReceipt(page);
  const account = page.getByRole('region', { name: 'Account details' });
  await expect(account).toContainText(`${local}@exämple.com`);
  await expect(account).toContainText('Zoë Lovelace');
  const orders = await ordersOf(request, { email: `${local}@xn--exmple-cua.com` });
  expect(orders.map((o) => o.status)).toEqual(['Paid']);
});

test('R-ORD-6: a shopper in Canada is never shown the US shipping that is then not charged: calculated from the address until quoted, then what the order carries', async ({
  page,
  request,
}) => {
  const s = shopper('canada-shipping', QUINN);
  await toBalmOrderForm(page, /^1 jar/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const shipping = summary.getByRole('definition').nth(1);
  await expect(shipping).toHaveText('$6.95'); // a jar's standard shipping in the US
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Canada' });
  await expect(shipping).toHaveText('Calculated from your address');
  await expect(summary.getByRole('definition').last(), 'the total without a shipping price').toHaveText('$69.00');
  await fillAddress(page, s);
  await expect(shipping).toHaveText('$16.90'); // the jar's $6.95 and Canada's $9.95
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const shown = await payForTheUpsell(page);
  const [order] = await ordersOf(request, { email: s.email });
  expect(order).toMatchObject({ orderShippingCost: 16.9 });
  expect(Math.round(order!.total * 100)).toBe(shown);
});
