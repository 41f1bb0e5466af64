/**
 * The shopper's account on the order form, walked by labels against the sandbox: a billing
 * address of its own (§3 billing address parts, R-ORD-1), "Remember me on this device"
 * (savedAccount, checkBoxStatus, R-ORD-4) and lead capture after a typed email (R-SES-8, R-CON-1).
 * Shoppers start on a standalone order page, as from an ad.
 */
import { expect, test, type Page } from '@playwright/test';
import { LEAD_CREATION_DELAY_MS } from '../../src/domain/session.ts';
import { loadManifest } from '../../src/manifest/load.ts';
import { CARDS, fillAddress, fillCard, waitForQuote } from './checkout-form.ts';
import { axe } from './page-checks.ts';
import { hydrated } from './runtime.ts';
import { ordersOf, records } from './sandbox.ts';
import { shopper } from './shoppers.ts';
import { walkToReceipt } from './walk.ts';

const manifest = await loadManifest();
const ORDER_PAGE = '/CTUS_3-Unit-SkinRenewElixir';
const LEAD_NOTICE = "We saved your place: we may email you if you don't finish.";

// Whole funnels with real round trips; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Leaves the order form by paying, and waits for the next page. */
async function completeOrder(page: Page): Promise<void> {
  await waitForQuote(page);
  const from = page.url();
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await page.waitForURL((u) => u.href !== from, { timeout: 20_000 });
}

test('§3 billing address, R-ORD-1, R-VAL-3: unticked "same as shipping", billing fields of their own are checked and sent with the order beside the shipping address', async ({
  page,
  request,
}) => {
  const s = shopper('billing');
  await page.goto(ORDER_PAGE);
  await hydrated(page);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, CARDS.approve);

  const same = page.getByRole('checkbox', { name: 'Billing address is the same as shipping' });
  await expect(same).toBeChecked();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing).toHaveCount(0);
  await same.uncheck();
  await expect(billing).toBeVisible();
  for (const [label, token] of [
    ['Country', 'billing country'],
    ['Street address', 'billing address-line1'],
    ['City', 'billing address-level2'],
    ['State', 'billing address-level1'],
    ['ZIP code', 'billing postal-code'],
  ] as const)
    await expect(billing.getByLabel(label, { exact: true })).toHaveAttribute('autocomplete', token);

  // Left empty, the billing fields stop the order like the shipping fields do.
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Billing street address: Enter your street address' }),
  ).toBeFocused();
  await expect(billing.getByLabel('Street address')).toHaveAttribute('aria-invalid', 'true');
  await expect(billing.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter your ZIP code');

  // The same country and state lists: Canada asks for a province and a postal code.
  await billing.getByLabel('Country').selectOption({ label: 'Canada' });
  await billing.getByLabel('Street address').fill('9 Elm St');
  await billing.getByLabel('City').fill('Ottawa');
  await billing.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
  await billing.getByLabel('Postal code').fill('1234');
  await billing.getByLabel('Postal code').blur();
  await expect(billing.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  await billing.getByLabel('Postal code').fill('k1a0b1');
  await completeOrder(page);

  const [order, ...more] = await ordersOf(request, { email: s.email });
  expect(more).toHaveLength(0);
  expect(order!.billingAddress).toEqual({
    Address: '9 Elm St',
    City: 'Ottawa',
    State: 'ON',
    ZipPostal: 'K1A 0B1',
    Country: 'CA',
  });
  expect(order!.shippingAddress).toEqual({
    Address: s.street,
    City: s.city,
    State: 'IL',
    ZipPostal: s.zip,
    Country: 'US',
  });
});

test('§3 billing address, R-ORD-4: a reload keeps the billing address typed apart, as it keeps the shipping address; the order carries it', async ({
  page,
  request,
}) => {
  const s = shopper('billing-reload');
  await page.goto(ORDER_PAGE);
  await hydrated(page);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const same = page.getByRole('checkbox', { name: 'Billing address is the same as shipping' });
  await same.uncheck();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Street address').fill('9 Elm St');
  await billing.getByLabel(/^Apartment, suite/).fill('Unit 4');
  await billing.getByLabel('City').fill('Madison');
  await billing.getByLabel('State').selectOption({ label: 'Wisconsin' });
  await billing.getByLabel('ZIP code').fill('53703');

  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(same, 'still unticked').not.toBeChecked();
  await expect(billing.getByLabel('Street address')).toHaveValue('9 Elm St');
  await expect(billing.getByLabel(/^Apartment, suite/)).toHaveValue('Unit 4');
  await expect(billing.getByLabel('City')).toHaveValue('Madison');
  await expect(billing.getByLabel('State')).toHaveValue('WI');
  await expect(billing.getByLabel('ZIP code')).toHaveValue('53703');
  await expect(page.getByLabel('Card number'), 'the card is never kept').toHaveValue('');
  await fillCard(page, CARDS.approve);
  await completeOrder(page);

  const [order] = await ordersOf(request, { email: s.email });
  expect(order!.billingAddress).toEqual({
    Address: '9 Elm St',
    Apartment: 'Unit 4',
    City: 'Madison',
    State: 'WI',
    ZipPostal: '53703',
    Country: 'US',
  });
  // Nothing of it outlives the tab: the device holds no billing street.
  const device = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
  expect(device).not.toContain('9 Elm St');
});

test("§3 billing address, R-ORD-1: ticked by default, the order's billing address is the shipping address", async ({
  page,
  request,
}) => {
  const s = shopper('billing-same');
  await page.goto(ORDER_PAGE);
  await hydrated(page);
  await fillAddress(page, s);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, CARDS.approve);
  // Typed, then ticked again: the typed billing place is not sent.
  await page.getByRole('checkbox', { name: 'Billing address is the same as shipping' }).uncheck();
  await page.getByRole('group', { name: 'Billing address' }).getByLabel('Street address').fill('9 Elm St');
  await page.getByRole('checkbox', { name: 'Billing address is the same as shipping' }).check();
  await completeOrder(page);
  const [order] = await ordersOf(request, { email: s.email });
  expect(order!.billingAddress).toEqual(order!.shippingAddress);
  expect(order!.billingAddress).toMatchObject({ Address: s.street, State: 'IL' });
});

test('R-ORD-4: "Remember me on this device" keeps the account (never the card) through clean() and fills the next visit; unticked, it is removed', async ({
  page,
  context,
}) => {
  const s = shopper('remember');
  await page.goto(ORDER_PAGE);
  await hydrated(page);
  const remember = page.getByRole('checkbox', { name: 'Remember me on this device' });
  await expect(remember).not.toBeChecked();
  await fillAddress(page, s);
  await remember.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await fillCard(page, CARDS.approve);
  await completeOrder(page);
  await walkToReceipt(page, manifest, s);

  const stored = await page.evaluate(() => ({
    state: JSON.parse(localStorage.getItem('state') ?? '{}') as Record<string, unknown>,
    savedAccount: localStorage.getItem('savedAccount'),
    checkBoxStatus: localStorage.getItem('checkBoxStatus'),
    all: JSON.stringify({ ...localStorage }),
  }));
  expect(stored.state.accountDetails, 'R-ORD-5: the receipt cleaned the funnel state').toBeUndefined();
  expect(JSON.parse(stored.savedAccount ?? 'null')).toMatchObject({
    email: s.email,
    firstName: s.firstName,
    street: s.street,
    state: 'IL',
    zipPostalCode: s.zip,
  });
  expect(stored.checkBoxStatus).toBe('true');
  expect(stored.all).not.toContain('4111');
  expect(stored.all).not.toContain('"cvv"');

  // The next visit (a new session: the GAID cookie is gone, storage stays): the contact and
  // address are filled, the card is not.
  await context.clearCookies();
  const next = await context.newPage();
  await next.goto(ORDER_PAGE);
  await hydrated(next);
  for (const [label, value] of [
    ['Email', s.email],
    ['Phone', s.phone],
    ['First name', s.firstName],
    ['Last name', s.lastName],
    ['Street address', s.street],
    ['City', s.city],
    ['ZIP code', s.zip],
  ])
    await expect(next.getByLabel(label!, { exact: true })).toHaveValue(value!);
  await expect(next.getByLabel('State', { exact: true })).toHaveValue('IL');
  const rememberNext = next.getByRole('checkbox', { name: 'Remember me on this device' });
  await expect(rememberNext).toBeChecked();
  await next.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(next.getByLabel('Card number')).toHaveValue('');

  // Unticked: the remembered account is removed from the device.
  await rememberNext.uncheck();
  expect(await next.evaluate(() => localStorage.getItem('savedAccount'))).toBeNull();
  expect(await next.evaluate(() => localStorage.getItem('checkBoxStatus'))).toBe('false');
});

test('R-SES-8, R-CON-1: a typed email left for 3 s records one lead per session and email with name, phone, funnel, session and affiliate; a polite notice says so', async ({
  page,
  context,
  request,
}) => {
  const s = shopper('lead');
  const leadsOf = async (email: string) =>
    (await records(request, 'leads')).filter((r) => String(r.body.email).toLowerCase() === email);
  await page.goto(`${ORDER_PAGE}?affid=AFF7&subid1=spring`);
  await hydrated(page);
  await page.getByLabel('First name', { exact: true }).fill(s.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(s.lastName);
  await page.getByLabel('Phone', { exact: true }).fill(s.phone);
  await page.getByLabel('Email', { exact: true }).fill(s.email);
  const typedAt = Date.now();

  const notice = page.getByRole('group', { name: 'Contact information' }).getByRole('status');
  await expect(notice).toHaveText(LEAD_NOTICE, { timeout: 10_000 });
  const [lead, ...more] = await leadsOf(s.email);
  expect(more).toHaveLength(0);
  expect(Date.parse(String(lead!.createdAt)) - typedAt, 'R-CON-1: after a 3000 ms pause').toBeGreaterThanOrEqual(2900);
  const gaid = (await context.cookies()).find((c) => c.name === 'GAID')?.value;
  expect(lead!.body).toMatchObject({
    email: s.email,
    firstName: s.firstName,
    lastName: s.lastName,
    phone: '15550102030',
    statsInfo: { sessionId: gaid, url: expect.stringContaining(ORDER_PAGE) },
    affParameters: { affId: 'AFF7', subId1: 'spring' },
  });

  // Once per session and email: typed again, or after a reload, no second lead. From here the page
  // runs on Playwright's clock, moved past the pause after each typing, so each pause ends before
  // the next step. The page's lead calls are counted: another email's lead, asked for after a
  // pause that must ask for none, shows that pause asked for none (the page's calls come in order).
  const leadCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/leads/create'))
      leadCalls.push(String((r.postDataJSON() as { email?: unknown }).email));
  });
  const typeAndPause = async (email: string) => {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.clock.runFor(LEAD_CREATION_DELAY_MS + 500);
  };
  const leadRecorded = (email: string) =>
    expect.poll(async () => (await leadsOf(email)).length, { timeout: 10_000 }).toBe(1);
  await page.clock.install();
  await page.getByLabel('Email', { exact: true }).fill('ada@');
  await typeAndPause(s.email);
  // Another email in the same session is another lead.
  const other = shopper('lead-other').email;
  await typeAndPause(other);
  await leadRecorded(other);
  expect(leadCalls, 'typed again: no call for the first email').toEqual([other]);
  await page.reload();
  await hydrated(page);
  await typeAndPause(s.email.toUpperCase());
  const third = shopper('lead-third').email;
  await typeAndPause(third);
  await leadRecorded(third);
  expect(leadCalls, 'after a reload: no call for the first email').toEqual([other, third]);
  expect(await leadsOf(s.email)).toHaveLength(1);

  const overview = await (await request.get('/__sandbox/')).text();
  expect(overview).toContain('Leads');
  expect(overview).toContain(other);
});

test('axe finds nothing with the lead notice, "Remember me" and the billing address with its errors shown', async ({
  page,
}) => {
  const s = shopper('account-axe');
  await page.goto(ORDER_PAGE);
  await hydrated(page);
  await fillAddress(page, s);
  await page.getByRole('checkbox', { name: 'Remember me on this device' }).check();
  await expect(page.getByRole('group', { name: 'Contact information' }).getByRole('status')).toHaveText(LEAD_NOTICE, {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('checkbox', { name: 'Billing address is the same as shipping' }).uncheck();
  await page.getByRole('button', { name: /Complete my order/ }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
