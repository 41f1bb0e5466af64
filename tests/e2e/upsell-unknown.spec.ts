/**
 * One offer slot, one add-on (R-ORD-3, R-FLOW-2): a one-click charge the sandbox carried out but
 * whose answer the page never heard (a reload while it was on its way, or re-checks that all lost
 * their answers) is found out with its own key before the page lets the shopper on. The page then
 * says the truth: the add-on is bought, so it goes on as after yes, and "No thanks" cannot lead to
 * the downsell of an offer already charged. The charge's answer is held with `page.route` after
 * the sandbox acted, as a phone losing signal.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADD_ON_UNCONFIRMED } from '../../src/domain/messages/upsell.ts';
import { buyToFirstOffer, declineToReceipt } from './purchase.ts';
import { hydrated } from './runtime.ts';
import { ordersOf } from './sandbox.ts';
import { ANN, shopper } from './shoppers.ts';
import { agree, noThanks } from './upsell.ts';
import { freshAffId } from './wallets.ts';

test.describe.configure({ timeout: 120_000 }); // the walk to the order form and its payment, on a loaded runner

const UPSELL = /\/upsell-elixir\?/;
const YES_PAGE = /\/upsell-tea\?/;
const RECEIPT_NAME = 'Skin Renew Elixir';

/**
 * The page's add-on charges (`orders/createguest`), by `held.mode`: 'lose', the sandbox acts and
 * the answer never comes; 'hang', the sandbox acts and the answer is held until `release()` (the
 * page has gone by then); 'hold', the call waits for `release()` before it reaches the sandbox.
 */
async function holdCharges(page: Page, mode: 'lose' | 'hang') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { mode: mode as 'lose' | 'hang' | 'hold', sent: 0, acted: 0, keys: [] as string[], release };
  await page.route(
    (url) => url.pathname.endsWith('/api/orders/createguest'),
    async (route) => {
      held.keys.push((await route.request().headerValue('X-Request-Id')) ?? '');
      held.sent += 1;
      if (held.mode === 'hold') {
        await released;
        return route.fallback();
      }
      const hang = held.mode === 'hang';
      await route.fetch(); // the sandbox charges …
      held.acted += 1;
      if (hang) await released;
      await route.abort('internetdisconnected').catch(() => undefined); // … and the page never hears it
    },
  );
  return held;
}

/** A shopper pays by card on the order form and taps yes on the first offer, its charges held by `mode`. */
async function agreeHeld(page: Page, tag: string, mode: 'lose' | 'hang') {
  const affId = freshAffId(tag);
  await buyToFirstOffer(page, shopper(affId, ANN), { affId });
  await expect(agree(page)).toBeEnabled();
  const held = await holdCharges(page, mode);
  await agree(page).click();
  return { affId, held };
}

/** The shopper's add-ons in the sandbox, by type: the upsell charged once, no downsell. */
async function expectOneAddOn(page: Page, affId: string): Promise<void> {
  const all = await ordersOf(page.request, { affId });
  const addOns = all.filter((o) => o.orderType !== 'Standard').map((o) => `${o.orderType}:${o.status}`);
  expect(addOns).toEqual(['Upsell:Paid']);
}

/** The upsell the page found out was bought is on the receipt, once. */
async function expectOnReceipt(page: Page): Promise<void> {
  await declineToReceipt(page);
  const addOns = page.getByRole('region', { name: 'Added after checkout' });
  await expect(addOns.getByText(RECEIPT_NAME, { exact: true })).toHaveCount(1);
}

/** Taps No thanks and waits until the page asks what became of its charge (else: the page it went to). */
async function noThanksFindsOut(page: Page, held: { sent: number }, before: number): Promise<void> {
  await noThanks(page).click();
  await expect
    .poll(() => (held.sent > before ? 'asked again' : page.url()), {
      message: 'No thanks first asks what became of the charge sent',
    })
    .toBe('asked again');
  await expect(page).toHaveURL(UPSELL);
}

test('R-ORD-3, R-FLOW-2: a reload while the upsell charge is on its way finds out it was bought; No thanks cannot lead to the downsell', async ({
  page,
}) => {
  const { affId, held } = await agreeHeld(page, 'unk-reload', 'hang');
  await expect.poll(() => held.acted).toBe(1);
  await expectOneAddOn(page, affId); // charged, and the page has not heard
  held.mode = 'hold';

  await page.reload();
  await hydrated(page);
  await noThanksFindsOut(page, held, 1);
  held.release();
  await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
  expect(new Set(held.keys).size).toBe(1);
  await expectOneAddOn(page, affId);
  await expectOnReceipt(page);
  await expectOneAddOn(page, affId);
});

test('R-ORD-3, R-FLOW-2: No thanks after re-checks that all lost their answers finds out the upsell was bought and goes on as after yes', async ({
  page,
}) => {
  const { affId, held } = await agreeHeld(page, 'unk-nothx', 'lose');
  // The tap and its three re-checks (1, 2, 4 s), each with the client's own repeats, all unanswered.
  await expect(page.getByText(ADD_ON_UNCONFIRMED)).toBeVisible({ timeout: 30_000 });
  expect(held.acted).toBeGreaterThanOrEqual(4);
  held.mode = 'hold';

  await noThanksFindsOut(page, held, held.sent);
  held.release();
  await expect(page).toHaveURL(YES_PAGE, { timeout: 15_000 });
  expect(new Set(held.keys).size).toBe(1);
  await expectOneAddOn(page, affId);
  await expectOnReceipt(page);
});
