/**
 * The price shown is the price charged, for an add-on confirmed through PayPal or Amazon Pay
 * (payments/upsell-confirm.ts, domain/upsell/shown-total.ts): the unpaid add-on is saved stating
 * the total the offer page shows (with its tax when the page shows it, else before tax, marked);
 * the API's 409 PRICE_CHANGED leaves nothing saved and nothing sent to the provider, and gives the
 * page its new figure and sentence; the confirming tap states that figure and goes on to PayPal.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { PRICE_CHANGED, PRICE_CHANGED_CODE } from '../../../src/domain/checkout/price-change.ts';
import { offerPriceChange, offerShownHeaders } from '../../../src/domain/upsell/shown-total.ts';

const saved = { id: 'up-1', orderType: 'Upsell' };
const client = {
  config: { apiDeduplicates: true },
  createUpsellOrder: vi.fn(async (_request: unknown, _options?: { headers?: Record<string, string> }) => saved),
  createPaypalPayment: vi.fn(async () => ({ approvalUrl: 'https://paypal.test/approve' })),
};
vi.mock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));
const { confirmWithPayPal, priceChangeIn } = await import('../../../src/payments/upsell-confirm.ts');
const { waitingUpsell } = await import('../../../src/payments/upsell-waiting.ts');

/** The API's refusal of the stated total: its whole total now, and its tax. */
const refusal = (total: number, tax: number) =>
  new ApiError({
    kind: 'http',
    status: 409,
    error: PRICE_CHANGED,
    message: PRICE_CHANGED,
    body: { code: PRICE_CHANGED_CODE, total, prices: { tax } },
  });
const taxed = { taxKnown: true as const, taxCents: 181, totalCents: 3081 };
const beforeTax = { taxKnown: false as const, totalCents: 2900 };
const assign = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('window', {
    location: { href: 'http://shop.test/upsell-elixir?uid=RENEW01', origin: 'http://shop.test', search: '', assign },
    history: { state: null, replaceState: vi.fn() },
  });
});

describe('the total an add-on states', () => {
  test('R-ORD-3: the taxed total the page shows, or the figure it shows "+ tax" marked as before tax', () => {
    expect(offerShownHeaders(taxed)).toEqual({ 'X-Shown-Total': '30.81' });
    expect(offerShownHeaders(beforeTax)).toEqual({ 'X-Shown-Total': '29.00; tax=excluded' });
  });

  test('R-ORD-3: a refusal gives the new figure on the page’s own basis, and the sentence names the button', () => {
    const withTax = offerPriceChange(refusal(41.43, 2.43), taxed, 'Yes, confirm with PayPal');
    expect(withTax?.nowCents).toBe(4143);
    expect(withTax?.message).toContain('your total is now $41.43 (it was $30.81). Nothing has been charged.');
    expect(withTax?.message).toContain('Tap “Yes, confirm with PayPal” again to pay $41.43.');
    const before = offerPriceChange(refusal(41.43, 2.43), beforeTax, 'Yes, confirm with Amazon Pay');
    expect(before?.nowCents).toBe(3900);
    expect(before?.message).toContain('your total before tax is now $39.00 (it was $29.00)');
    expect(offerPriceChange(new Error('offline'), taxed, 'x')).toBeUndefined();
  });
});

describe('an add-on confirmed through PayPal after a price change', () => {
  const input = (shown: typeof taxed) => ({
    parent: { id: 'ord-1', paymentMethod: 'PayPal', shippingAddress: { Country: 'US', State: 'TX' } },
    offer: { sfid: 'OFF-UP-ELIXIR', offerPrice: 29, shippingCost: 0 },
    kind: 'Upsell' as const,
    totalTax: 1.81,
    shown,
    requestId: 'req-1',
    purchaseId: 'key-1',
  });

  test('R-ORD-3, R-PAY-2: refused, nothing goes to PayPal and nothing waits; the confirming tap states the new figure and goes on', async () => {
    client.createUpsellOrder.mockRejectedValueOnce(refusal(41.43, 2.43));
    const error = await confirmWithPayPal(input(taxed)).catch((e: unknown) => e);
    const change = priceChangeIn(error);
    expect(change?.nowCents).toBe(4143);
    expect(client.createUpsellOrder.mock.calls[0]![1]).toMatchObject({
      requestId: 'req-1',
      purchaseId: 'key-1',
      headers: { 'X-Shown-Total': '30.81' },
    });
    expect(client.createPaypalPayment).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(waitingUpsell('ord-1', 'OFF-UP-ELIXIR')).toBeNull();

    await confirmWithPayPal(input({ ...taxed, totalCents: change!.nowCents }));
    expect(client.createUpsellOrder.mock.calls[1]![1]).toMatchObject({
      requestId: 'req-1',
      headers: { 'X-Shown-Total': '41.43' },
    });
    expect(client.createPaypalPayment).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://paypal.test/approve');
  });

  test('any other refusal is thrown as it came', async () => {
    const declined = new ApiError({ kind: 'http', status: 402, error: 'declined', message: 'declined' });
    client.createUpsellOrder.mockRejectedValueOnce(declined);
    const error = await confirmWithPayPal(input(taxed)).catch((e: unknown) => e);
    expect(error).toBe(declined);
    expect(priceChangeIn(error)).toBeUndefined();
  });
});
