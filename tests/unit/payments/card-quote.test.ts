import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import type { QuoteInput } from '../../../src/domain/checkout/quote.ts';
import { NOT_SHIPPING_TO_COUNTRY, SHIPPING_OPTIONS_FAILED, TAX_FAILED } from '../../../src/domain/messages.ts';
import { fetchQuote } from '../../../src/payments/card-quote.ts';
import { pagePort } from '../../../src/state/page-port.ts';

describe('fetchQuote (R-ORD-6): shipping methods and tax at once', () => {
  const input: QuoteInput = {
    country: 'US',
    state: 'IL',
    zip: '62701',
    items: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }],
    bumpOfferIds: ['BUMP-TEA-SAMPLER'],
    coupon: 'GLOW10',
  };
  const options = [{ id: 'standard', label: 'Standard shipping', price: 0 }];

  test('asks both with the cart and address; the tax in cents', async () => {
    const client = {
      getShippingOptions: vi.fn(async () => ({ options })),
      calculateTax: vi.fn(async () => ({ isValid: true, tax: 4.63, rate: 0.0625 })),
      logServer: vi.fn(async () => {}),
    };
    const quote = await fetchQuote(input, client);
    expect(quote).toEqual({
      shipping: { status: 'ok', options },
      tax: { status: 'ok', taxCents: 463, tax: 4.63, rate: 0.0625 },
    });
    expect(client.getShippingOptions).toHaveBeenCalledWith({ country: 'US', state: 'IL', items: input.items });
    expect(client.calculateTax).toHaveBeenCalledWith({
      address: { State: 'IL', Country: 'US', ZipPostal: '62701' },
      items: input.items,
      bumpOfferIds: ['BUMP-TEA-SAMPLER'],
      coupon: 'GLOW10',
    });
    expect(client.logServer).not.toHaveBeenCalled();
  });

  test('R-ERR-2, R-ERR-1: §8 messages on failure, each logged to the server by method and never toasted; an address the API refuses is "invalid"', async () => {
    const reportError = vi.spyOn(pagePort(), 'reportError');
    const unsupported = new ApiError({ kind: 'http', status: 400, error: NOT_SHIPPING_TO_COUNTRY, message: 'x' });
    const down = new Error('down');
    const client = {
      getShippingOptions: vi.fn().mockRejectedValueOnce(unsupported).mockRejectedValueOnce(down),
      calculateTax: vi.fn().mockResolvedValueOnce({ isValid: false, tax: 0, rate: 0 }).mockRejectedValueOnce(down),
      logServer: vi.fn(async () => {}),
    };
    expect(await fetchQuote(input, client)).toEqual({
      shipping: { status: 'error', message: NOT_SHIPPING_TO_COUNTRY },
      tax: { status: 'invalid' },
    });
    expect(await fetchQuote(input, client)).toEqual({
      shipping: { status: 'error', message: SHIPPING_OPTIONS_FAILED },
      tax: { status: 'error', message: TAX_FAILED },
    });
    expect(client.logServer.mock.calls).toEqual([
      ['error', 'getShippingOptions failed', { error: NOT_SHIPPING_TO_COUNTRY, cause: unsupported }],
      ['error', 'getShippingOptions failed', { error: SHIPPING_OPTIONS_FAILED, cause: down }],
      ['error', 'calculateTax failed', { error: TAX_FAILED, cause: down }],
    ]);
    expect(reportError).not.toHaveBeenCalled();
  });
});
