/**
 * Accessibility of the action pages, each reached as a shopper reaches it: axe-core finds nothing
 * on the skin quiz, the packages (offer selector), the order form (with its errors shown) and the
 * payment-retry cart; the whole checkout can be done by keyboard alone; hydration never mismatches
 * (no React #418).
 */
import { expect, test, type Page } from '@playwright/test';
import { CARDS, fillCheckout, payFailure } from './checkout-form.ts';
import { continueToOrderForm, toBalmOrderForm, toPackages, toQuiz } from './entry.ts';
import { axe, layoutShift, pageProblems, trackLayoutShift, watchConsole } from './page-checks.ts';
import { isOn } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { serveProviderDoubles } from '../fixtures/providers/serve.ts';

// Whole funnels with real round trips; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

/**
 * A card declined on the balm's order form, on to the payment-retry cart (AGELESS01's
 * nextPageFail), hydrated. The decline's own console line belongs to the order form, not the cart.
 */
async function toRetryCart(page: Page, problems: string[]): Promise<void> {
  await toBalmOrderForm(page);
  await fillCheckout(page, shopper('a11y-retry'), CARDS.decline);
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(payFailure(page)).toBeVisible();
  problems.length = 0;
  await page.waitForURL((u) => isOn(u, ['secure-cart']));
  await hydrated(page);
}

/** The action pages, each with the way a shopper reaches it. */
const PAGES: { name: string; reach: (page: Page, problems: string[]) => Promise<void> }[] = [
  { name: 'the skin quiz', reach: toQuiz },
  { name: 'the packages', reach: (page) => toPackages(page) },
  { name: 'the order form', reach: (page) => toBalmOrderForm(page) },
  { name: 'the payment-retry cart', reach: toRetryCart },
];

for (const { name, reach } of PAGES)
  test(`axe finds nothing on ${name}, which hydrates without console errors`, async ({ page }) => {
    const problems = watchConsole(page);
    await reach(page, problems);
    expect(await axe(page)).toEqual([]);
    expect(pageProblems(problems)).toEqual([]);
  });

test('axe finds nothing with the errors shown, on the skin quiz and on the order form', async ({ page }) => {
  await toQuiz(page);
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page.getByText('Choose an answer to continue').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  for (const answer of ['Under 35', 'Fine lines and wrinkles', 'None', 'Rarely']) await page.getByLabel(answer).check();
  await page.getByRole('button', { name: 'See my results' }).click();
  await page.getByRole('link', { name: 'See the Ageless Beauty Balm' }).click();
  await page.waitForURL((u) => isOn(u, ['offer-selector']));
  await hydrated(page);
  await continueToOrderForm(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

/** Presses Tab until the focused control is named `name`; fails if it takes more than 60 presses. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const label = await focused.evaluate((el) => {
      const labels = (el as HTMLInputElement).labels;
      return (labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`never reached ${String(name)} with Tab`);
}

test('the whole checkout by keyboard alone: survey, offer selector, order form, order placed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const s = shopper('keyboard');
  await toQuiz(page);
  // Each radio group is one tab stop; Space picks the focused answer.
  for (const answer of ['Under 35', 'Fine lines and wrinkles', 'None', 'Rarely']) {
    await tabTo(page, answer);
    await page.keyboard.press('Space');
  }
  await tabTo(page, 'See my results');
  await page.keyboard.press('Enter');
  // The recommendation shows with its link focused: Enter follows it.
  await expect(page.getByRole('link', { name: 'See the Ageless Beauty Balm' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/offer-selector\?/);
  await hydrated(page);
  await tabTo(page, /3 jars/);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /6 jars/ })).toBeChecked();
  await tabTo(page, 'Continue to secure checkout');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/os221215[ab]_ap\?/);
  await hydrated(page);
  const typeInto = async (label: string, text: string) => {
    await tabTo(page, label);
    await page.keyboard.type(text);
  };
  await typeInto('Email', s.email);
  await typeInto('Phone', s.phone);
  await typeInto('First name', s.firstName);
  await typeInto('Last name', s.lastName);
  await typeInto('Street address', s.street);
  await typeInto('City', s.city);
  await typeInto('State', 'Illinois');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('IL');
  await typeInto('ZIP code', s.zip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Payment' })).toBeFocused();
  await tabTo(page, /Standard shipping/);
  await tabTo(page, /Beauty Tea sampler/);
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/Beauty Tea sampler/)).toBeChecked();
  await typeInto('Card number', CARDS.approve);
  await typeInto('Name on card', 'Ada Lovelace');
  await typeInto('Expiry month', '12');
  await typeInto('Expiry year', String(new Date().getFullYear() + 2));
  await typeInto('Security code', '123');
  await expect(page.getByRole('button', { name: /Complete my order · \$/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/upsell-elixir\?/);
  const [order] = await ordersOf(request, { email: s.email });
  expect(order!.orderItems).toMatchObject([{ productPrice: 294 }, { isBumpOffer: true }]);
});

/**
 * The order form has started (its store holds the funnel state and what was typed before; it marks
 * its form ready) and what it asked for has answered.
 */
async function startedForm(page: Page): Promise<void> {
  await expect(page.getByRole('form', { name: 'Checkout' })).not.toHaveAttribute('data-not-ready');
  await page.waitForLoadState('networkidle'); // what it asked for (a quote, the wallets' scripts) has answered
}

test('no layout shift when the order form hydrates, for a new and for a returning shopper', async ({ page }) => {
  // The wallets work (their doubles are served); they show under the form, out of sight here.
  await serveProviderDoubles(page);
  await trackLayoutShift(page);
  await toBalmOrderForm(page);
  await startedForm(page);
  let shift = await layoutShift(page);
  expect(shift.value, `layout shift: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
  await page.getByLabel('Email', { exact: true }).fill('returning@example.com');
  // Back to the packages for another one, and on to the order form again.
  await page.goBack();
  await page.waitForURL((u) => isOn(u, ['offer-selector']));
  await hydrated(page);
  await page.getByRole('radio', { name: /6 jars/ }).check();
  await page.getByRole('radio', { name: /Subscribe & save/ }).check();
  await continueToOrderForm(page);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('returning@example.com');
  await startedForm(page);
  shift = await layoutShift(page);
  expect(shift.value, `layout shift: ${shift.sources.join('; ')}`).toBeLessThan(0.01);
});
