import { describe, expect, test } from 'vitest';
import { quoteProblem } from '../../../../src/domain/checkout/quote-problem.ts';
import { IDLE_QUOTE, LOADING_QUOTE, type Quote } from '../../../../src/domain/checkout/quote.ts';
import { NOT_SHIPPING_TO_COUNTRY, SHIPPING_OPTIONS_FAILED, TAX_FAILED } from '../../../../src/domain/messages.ts';

const shippingOk: Quote['shipping'] = { status: 'ok', options: [{ id: 'standard', label: 'Standard', price: 0 }] };
const taxOk: Quote['tax'] = { status: 'ok', taxCents: 463, tax: 4.63, rate: 0.0625 };
const shippingFailed: Quote['shipping'] = { status: 'error', message: SHIPPING_OPTIONS_FAILED };
const taxFailed: Quote['tax'] = { status: 'error', message: TAX_FAILED };

describe('quoteProblem: one message for a quote that failed (R-ORD-6, R-ERR-1)', () => {
  test('R-ORD-6: no problem while idle, loading, priced or with the address refused', () => {
    expect(quoteProblem(IDLE_QUOTE)).toBeNull();
    expect(quoteProblem(LOADING_QUOTE)).toBeNull();
    expect(quoteProblem({ shipping: shippingOk, tax: taxOk })).toBeNull();
    expect(quoteProblem({ shipping: shippingOk, tax: { status: 'invalid' } })).toBeNull();
  });

  test('R-ERR-1: shipping and tax both failed: one message, led by the §8 shipping text, with a retry', () => {
    expect(quoteProblem({ shipping: shippingFailed, tax: taxFailed })).toEqual({
      title: SHIPPING_OPTIONS_FAILED,
      detail:
        "We couldn't work out shipping and tax for your address just now. Your details are kept: check your connection, then try again.",
      retry: true,
    });
  });

  test('R-ERR-1: only the shipping failed', () => {
    expect(quoteProblem({ shipping: shippingFailed, tax: taxOk })).toMatchObject({
      title: SHIPPING_OPTIONS_FAILED,
      detail: expect.stringContaining("We couldn't work out shipping for your address") as unknown,
      retry: true,
    });
  });

  test('R-ERR-1: only the tax failed: the §8 tax text', () => {
    expect(quoteProblem({ shipping: shippingOk, tax: taxFailed })).toMatchObject({
      title: TAX_FAILED,
      detail: expect.stringContaining("We couldn't work out the tax for your address") as unknown,
      retry: true,
    });
  });

  test('R-ERR-1: the API does not ship to the country: its §8 text and no retry (asking again would not help)', () => {
    expect(quoteProblem({ shipping: { status: 'error', message: NOT_SHIPPING_TO_COUNTRY }, tax: taxFailed })).toEqual({
      title: NOT_SHIPPING_TO_COUNTRY,
      detail: '',
      retry: false,
    });
  });
});
