/**
 * The price shown is the price charged (docs/contract.md §7), in the sandbox over HTTP: a call
 * that charges with an X-Shown-Total other than the sandbox's price is refused with 409
 * PRICE_CHANGED and the current prices before anything is charged or kept as the request id's
 * answer; the shopper's confirmed total is then charged, under the same key. The sandbox reads a
 * copy of the manifest, so a test can change a price under it as an edit does under `npm start`.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRICE_CHANGED, PRICE_CHANGED_CODE, SHOWN_TOTAL_HEADER } from '../../../src/domain/checkout/price-change.ts';
import { PURCHASE_KEY_REQUIRED_CODE } from '../../../src/domain/upsell/add-on-refusal.ts';
import { toCents } from '../../../src/domain/money.ts';
import {
  childOrders,
  decidePayPal,
  guestOrder,
  pendingProviderOrder,
  providerUrls,
  startHarness,
  upsellOrder,
  type Harness,
  type TestClient,
} from '../api/harness.ts';

const campaigns = mkdtempSync(join(tmpdir(), 'shown-total-campaigns-'));
const productsFile = join(campaigns, 'products.yaml');
let h: Harness;
let api: TestClient;
beforeAll(async () => {
  cpSync(resolve(import.meta.dirname, '../../../campaigns'), campaigns, { recursive: true });
  h = await startHarness({ campaigns });
  api = await h.client();
});
afterAll(async () => {
  await h.stop();
  rmSync(campaigns, { recursive: true, force: true });
});

let n = 0;
const order = () =>
  guestOrder({ contact: { email: `shown${n++}@example.com`, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' } });
const purchase = () => {
  const key = randomUUID();
  return { requestId: key, purchaseId: key };
};
const dollars = (cents: number) => (cents / 100).toFixed(2);
/** The call's X-Shown-Total. */
const shown = (total: string) => ({ [SHOWN_TOTAL_HEADER]: total });

/** The sandbox's total for a call: the total its refusal of a shown total of one cent names. */
async function priceOf(request: ReturnType<typeof order>): Promise<number> {
  const refused = await api
    .createGuestOrder(request, { ...purchase(), headers: shown('0.01') })
    .catch((e: unknown) => e);
  return toCents((refused as { body: { total: number } }).body.total);
}

const priceChanged = (totalCents: number) => ({
  status: 409,
  error: PRICE_CHANGED,
  body: { code: PRICE_CHANGED_CODE, total: totalCents / 100 },
});

describe('the price shown is the price charged', () => {
  test('R-ORD-1: a first order shown at another total is refused with 409 PRICE_CHANGED and the current prices, nothing charged; the confirmed total is then charged under the same key', async () => {
    const request = order();
    const total = await priceOf(request);
    const key = purchase();
    const [orders, options] = [h.count('orders'), h.count('payment_options')];
    const refused = await api
      .createGuestOrder(request, { ...key, headers: shown(dollars(total - 100)) })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject(priceChanged(total));
    const body = (
      refused as { body: { shownTotal: number; prices: { lines: { productId: string; price: number }[] } } }
    ).body;
    expect(body.shownTotal).toBe((total - 100) / 100);
    expect(body.prices.lines).toEqual([expect.objectContaining({ productId: 'AgelessBeautyBalm', price: 177 })]);
    expect([h.count('orders'), h.count('payment_options')]).toEqual([orders, options]);
    // The refusal is not the request id's answer: the shopper's confirming tap repeats it and pays.
    const paid = await api.createGuestOrder(request, { ...key, headers: shown(dollars(total)) });
    expect(paid).toMatchObject({ status: 'Paid' });
    expect(toCents(paid.total)).toBe(total);
  });

  test('a price changed in the manifest under the running sandbox: the total the page showed is refused, the new one charged', async () => {
    const request = order();
    const before = await priceOf(request);
    const original = readFileSync(productsFile, 'utf8');
    try {
      writeFileSync(productsFile, original.replace('{ units: 3, price: 177.00,', '{ units: 3, price: 199.00,'));
      const key = purchase();
      const refused = await api.createGuestOrder(request, { ...key, headers: shown(dollars(before)) }).catch((e) => e);
      const now = toCents((refused as { body: { total: number } }).body.total);
      expect(now).toBeGreaterThanOrEqual(before + 2200); // 22 dollars more, and the tax on them
      expect(refused).toMatchObject(priceChanged(now));
      const paid = await api.createGuestOrder(request, { ...key, headers: shown(dollars(now)) });
      expect(toCents(paid.total)).toBe(now);
    } finally {
      writeFileSync(productsFile, original);
    }
  });

  test('a call that repeats an answered X-Request-Id gets its first answer whatever total it states; a call without the header is not checked', async () => {
    const request = order();
    const total = await priceOf(request);
    const key = purchase();
    const paid = await api.createGuestOrder(request, { ...key, headers: shown(dollars(total)) });
    const again = await api.createGuestOrder(request, { ...key, headers: shown('1.00') });
    expect(again.id).toBe(paid.id);
    const unchecked = await api.createGuestOrder(order(), purchase());
    expect(unchecked).toMatchObject({ status: 'Paid' });
  });

  test('an order saved for a provider (setorderguest) at another total is refused and nothing is saved', async () => {
    const request = { ...order(), paymentMethod: 'PayPal' as const, card: undefined };
    const total = await priceOf(order());
    const orders = h.count('orders');
    await expect(
      api.setOrderGuest(request, { ...purchase(), headers: shown(dollars(total + 1)) }),
    ).rejects.toMatchObject(priceChanged(total));
    expect(h.count('orders')).toBe(orders);
    const saved = await api.setOrderGuest(request, { ...purchase(), headers: shown(dollars(total)) });
    expect(saved).toMatchObject({ status: 'Pending' });
  });

  test('R-ORD-3: an add-on shown at another total is refused with its current price; a stranger is refused as a stranger, learning no price', async () => {
    const key = purchase();
    const request = order();
    const parent = await api.createGuestOrder(request, { ...key, headers: shown(dollars(await priceOf(request))) });
    const refused = await api
      .createUpsellOrder(upsellOrder(parent), { purchaseId: key.purchaseId, headers: shown('0.01') })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 409, body: { code: PRICE_CHANGED_CODE } });
    const total = toCents((refused as { body: { total: number } }).body.total);
    await expect(
      api.createUpsellOrder(upsellOrder(parent), { purchaseId: randomUUID(), headers: shown('0.01') }),
    ).rejects.toMatchObject({ status: 403, body: { code: PURCHASE_KEY_REQUIRED_CODE } });
    expect(await childOrders(h, parent.id)).toHaveLength(0);
    const added = await api.createUpsellOrder(upsellOrder(parent), {
      purchaseId: key.purchaseId,
      headers: shown(dollars(total)),
    });
    expect(toCents(added.total)).toBe(total);
  });

  test('R-ORD-3, R-PAY-2: an add-on saved unpaid for PayPal’s confirmation at another total is refused and nothing is saved; the total shown, with its tax or before it, is then saved', async () => {
    const first = await pendingProviderOrder(api, 'PayPal', `shown${n++}@example.com`);
    const created = await api.createPaypalPayment(providerUrls(first.id));
    const back = await decidePayPal(h, created.token, 'approve');
    const parent = await api.executePaypalPayment({
      orderId: first.id,
      paymentId: created.paymentId,
      PayerID: back.get('PayerID')!,
    });
    const unpaid = upsellOrder(parent, 'OFF-UP-ELIXIR', { awaitConfirmation: true });
    const key = { requestId: randomUUID() };
    const refused = await api.createUpsellOrder(unpaid, { ...key, headers: shown('29.00') }).catch((e: unknown) => e);
    const { total, prices } = (refused as { body: { total: number; prices: { tax: number } } }).body;
    const [totalCents, taxCents] = [toCents(total), toCents(prices.tax)];
    expect(refused).toMatchObject(priceChanged(totalCents));
    expect(taxCents).toBeGreaterThan(0);
    // The whole total stated as if before tax is another figure than the page showed: refused too.
    await expect(
      api.createUpsellOrder(unpaid, { ...key, headers: shown(`${dollars(totalCents)}; tax=excluded`) }),
    ).rejects.toMatchObject(priceChanged(totalCents));
    expect(await childOrders(h, parent.id)).toHaveLength(0);
    const before = await api.createUpsellOrder(unpaid, {
      requestId: randomUUID(),
      headers: shown(`${dollars(totalCents - taxCents)}; tax=excluded`),
    });
    expect(before).toMatchObject({ status: 'Pending', parrentUpsellOrderId: parent.id });
    // The confirming tap repeats the refused call's key at the figure the page then showed.
    const saved = await api.createUpsellOrder(unpaid, { ...key, headers: shown(dollars(totalCents)) });
    expect(saved).toMatchObject({ status: 'Pending', orderType: 'Upsell', parrentUpsellOrderId: parent.id });
    expect(toCents(saved.total)).toBe(totalCents);
  });

  test('a shown total that is not an amount is a 400', async () => {
    const raw = await h.raw();
    const answer = await raw.post('/proxy/api/orders/createguest', order(), { [SHOWN_TOTAL_HEADER]: 'about 177' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(SHOWN_TOTAL_HEADER);
    const marked = await raw.post('/proxy/api/orders/createguest', order(), {
      [SHOWN_TOTAL_HEADER]: '177.00; tax=maybe',
    });
    expect(marked.status).toBe(400);
  });
});

describe('a wallet shows its total before tax', () => {
  test('R-PAY-2, R-PAY-6: a wallet states its total before tax (; tax=excluded): the sandbox compares its total less its tax, and a refusal names both', async () => {
    const request = { ...order(), paymentMethod: 'PayPal' as const, card: undefined };
    const total = await priceOf(order());
    const refused = await api
      .setOrderGuest(request, { ...purchase(), headers: shown('0.01; tax=excluded') })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject(priceChanged(total));
    const tax = toCents((refused as { body: { prices: { tax: number } } }).body.prices.tax);
    expect(tax).toBeGreaterThan(0); // Austin, TX: the figure before tax is another amount
    const orders = h.count('orders');
    // The whole total stated as if before tax is refused too: the sheet would have shown less.
    await expect(
      api.setOrderGuest(request, { ...purchase(), headers: shown(`${dollars(total)}; tax=excluded`) }),
    ).rejects.toMatchObject(priceChanged(total));
    expect(h.count('orders')).toBe(orders);
    const saved = await api.setOrderGuest(request, {
      ...purchase(),
      headers: shown(`${dollars(total - tax)}; tax=excluded`),
    });
    expect(saved).toMatchObject({ status: 'Pending' });
    expect(toCents(saved.total)).toBe(total);
    const wallet = { ...order(), paymentMethod: 'Google Pay' as const, card: undefined, walletToken: 'tok_visa' };
    const paid = await api.createGuestOrder(wallet, {
      ...purchase(),
      headers: shown(`${dollars(total - tax)}; tax=excluded`),
    });
    expect(paid).toMatchObject({ status: 'Paid' });
  });
});
