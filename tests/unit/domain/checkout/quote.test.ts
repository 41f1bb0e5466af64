import { describe, expect, test } from 'vitest';
import {
  chosenIndex,
  isSettled,
  LOADING_QUOTE,
  quotedTotals,
  type Quote,
} from '../../../../src/domain/checkout/quote.ts';
import { cartLine } from '../../../../src/domain/checkout/cart.ts';
import { shippingMessage, taxNote } from '../../../../src/islands/checkout/texts.ts';
import { balm } from './fixtures.ts';

const options = [
  { id: 'standard', label: 'Standard', price: 0 },
  { id: 'express', label: 'Express', price: 14.95 },
];
const shippingOk: Quote['shipping'] = { status: 'ok', options };
const taxOk: Quote['tax'] = { status: 'ok', taxCents: 1106, tax: 11.06, rate: 0.0625 };

describe('R-ORD-6: a checkout quote', () => {
  test('R-ORD-6: settled once the shipping methods and the tax are known, or the API refused the address', () => {
    expect(isSettled({ shipping: shippingOk, tax: taxOk })).toBe(true);
    expect(isSettled({ shipping: shippingOk, tax: { status: 'invalid' } })).toBe(true);
    for (const tax of [{ status: 'loading' }, { status: 'idle' }, { status: 'error', message: 'x' }] as const)
      expect(isSettled({ shipping: shippingOk, tax }), tax.status).toBe(false);
    for (const shipping of [{ status: 'loading' }, { status: 'error', message: 'x' }] as const)
      expect(isSettled({ shipping, tax: taxOk }), shipping.status).toBe(false);
  });

  test('R-ORD-6: while the quote is asked, the summary says it is calculating shipping and tax', () => {
    expect(isSettled(LOADING_QUOTE)).toBe(false);
    expect(taxNote(LOADING_QUOTE)).toBe('Calculating…');
    expect(shippingMessage(LOADING_QUOTE)).toBe('Calculating shipping…');
  });

  test('R-ORD-6: the method charged is the shopper’s choice while the quote offers it, else the first', () => {
    const q = { shipping: shippingOk, tax: taxOk };
    expect(chosenIndex(q, 1)).toBe(1);
    expect(chosenIndex(q, 0)).toBe(0);
    expect(chosenIndex(q, 2), 'a choice the new quote no longer offers').toBe(0);
    expect(chosenIndex(q, 5)).toBe(0);
    expect(chosenIndex(LOADING_QUOTE, 1), 'no methods yet').toBe(0);
  });

  test('R-ORD-6: the summary is priced with the chosen method and the tax; a choice no longer offered is priced as the first', () => {
    const cart = { line: cartLine(balm, 3), bumps: [] };
    const q = { shipping: shippingOk, tax: taxOk };
    expect(quotedTotals(cart, q, 1)).toMatchObject({ shippingCents: 1495, taxCents: 1106, totalCents: 20301 });
    expect(quotedTotals(cart, q, 2)).toMatchObject({ shippingCents: 0, totalCents: 18806, complete: true });
    expect(quotedTotals(cart, LOADING_QUOTE, 1)).toMatchObject({ taxCents: null, complete: false });
  });
});
