import { describe, expect, test } from 'vitest';
import {
  parseShownHeader,
  parseShownTotal,
  priceChangedMessage,
  PAY_ACTION,
  PRICE_CHANGED,
  priceChangeOf,
  PRICE_CHANGED_CODE,
  shownTotalHeaders,
  shownTotalValue,
  toldFiguresOf,
} from '../../../../src/domain/checkout/price-change.ts';
import { toldTotals, totalToCharge } from '../../../../src/domain/checkout/told-price.ts';

describe('the price shown is the price charged', () => {
  test('the shown total travels as dollars with two decimals and reads back as the same cents', () => {
    for (const cents of [0, 5, 17700, 19999, 123456]) expect(parseShownTotal(shownTotalValue(cents))).toBe(cents);
    expect(shownTotalValue(17700)).toBe('177.00');
    expect(parseShownTotal(' 177 ')).toBe(17700);
  });

  test('a header that is not an amount reads as none', () => {
    for (const text of [undefined, null, '', 'about 177', '-1.00', '1e3', '177.001', '$177.00', '1,177.00'])
      expect(parseShownTotal(text)).toBeUndefined();
  });

  test('only a 409 PRICE_CHANGED with a total is a price change: from what was shown to the API’s total', () => {
    const answer = { status: 409, body: { code: PRICE_CHANGED_CODE, total: 199, prices: {} } };
    expect(priceChangeOf(answer, 17700)).toEqual({ wasCents: 17700, nowCents: 19900 });
    expect(priceChangeOf({ ...answer, status: 400 }, 17700)).toBeUndefined();
    expect(priceChangeOf({ status: 409, body: { code: 'PURCHASE_CART_CHANGED', total: 199 } }, 17700)).toBeUndefined();
    expect(priceChangeOf({ status: 409, body: { code: PRICE_CHANGED_CODE } }, 17700)).toBeUndefined();
    expect(priceChangeOf({ status: 409, body: { code: PRICE_CHANGED_CODE, total: -1 } }, 17700)).toBeUndefined();
    expect(priceChangeOf(undefined, 17700)).toBeUndefined();
  });

  test('R-PAY-6: a total shown before tax (a wallet sheet) is marked so, and reads back with its marker; any other marker is no total', () => {
    expect(shownTotalHeaders(17700, { taxExcluded: true })).toEqual({ 'X-Shown-Total': '177.00; tax=excluded' });
    expect(parseShownHeader('177.00; tax=excluded')).toEqual({ cents: 17700, taxExcluded: true });
    expect(parseShownHeader(' 177.00 ')).toEqual({ cents: 17700, taxExcluded: false });
    for (const text of ['177.00; tax=included', '177.00; tax=excluded; x', 'tax=excluded', '; tax=excluded', undefined])
      expect(parseShownHeader(text)).toBeUndefined();
  });

  test('R-PAY-6: a change to a total shown before tax is the API total less its tax; without the tax it is no change the page can show', () => {
    const answer = { status: 409, body: { code: PRICE_CHANGED_CODE, total: 215.41, prices: { tax: 16.41 } } };
    expect(priceChangeOf(answer, 17700, { taxExcluded: true })).toEqual({ wasCents: 17700, nowCents: 19900 });
    expect(priceChangeOf(answer, 17700)).toEqual({ wasCents: 17700, nowCents: 21541 });
    expect(
      priceChangeOf({ ...answer, body: { ...answer.body, prices: {} } }, 17700, { taxExcluded: true }),
    ).toBeUndefined();
    expect(priceChangedMessage({ wasCents: 17700, nowCents: 19900 }, 'Google Pay', { taxExcluded: true })).toBe(
      'The price has gone up since this page was shown: your total before tax is now $199.00 (it was $177.00). Nothing has been charged. Tap “Google Pay” again to pay $199.00 plus tax.',
    );
  });

  test('the told total stands for the same cart at the same page price; another cart or price is the page’s own again', () => {
    const told = { cartKey: 'cart-a', pageCents: 17700, nowCents: 19900 };
    expect(totalToCharge(17700, 'cart-a', told)).toBe(19900);
    expect(totalToCharge(17700, 'cart-b', told)).toBe(17700);
    expect(totalToCharge(18500, 'cart-a', told)).toBe(18500); // another address, another tax
    expect(totalToCharge(17700, 'cart-a', null)).toBe(17700);
  });

  test('the message says which way the price went, both totals, that nothing was charged, and what the next tap pays', () => {
    expect(priceChangedMessage({ wasCents: 17700, nowCents: 19900 }, 'Complete my order')).toBe(
      'The price has gone up since this page was shown: your total is now $199.00 (it was $177.00). Nothing has been charged. Tap “Complete my order” again to pay $199.00.',
    );
    expect(priceChangedMessage({ wasCents: 19900, nowCents: 17700 }, 'Pay')).toMatch(
      /^The price has gone down .*\$177\.00/,
    );
  });

  test('R-ORD-1, R-ORD-6: the API figures of a new price, line by line, in cents: the product lines summed, each bump by its product', () => {
    const refusal = {
      status: 409,
      body: {
        code: PRICE_CHANGED_CODE,
        total: 226.53,
        prices: {
          lines: [
            { productId: 'SkinRenewElixir', price: 189, isBump: false },
            { productId: 'BeautyTea', price: 9.95, isBump: true },
          ],
          subtotal: 198.95,
          discount: 0,
          shipping: 14.95,
          tax: 12.63,
          total: 226.53,
        },
      },
    };
    const figures = toldFiguresOf(refusal);
    expect(figures).toEqual({
      lineCents: 18900,
      bumpCents: { BeautyTea: 995 },
      subtotalCents: 19895,
      discountCents: 0,
      shippingCents: 1495,
      taxCents: 1263,
    });
    const broken = { ...refusal, body: { ...refusal.body, prices: { ...refusal.body.prices, tax: 'n/a' } } };
    expect(toldFiguresOf(broken)).toBeUndefined();
    expect(toldFiguresOf({ status: 409, body: { code: PRICE_CHANGED_CODE, total: 1 } })).toBeUndefined();
  });

  test('R-ORD-1: the summary shows the API figures for the cart it was told of; another cart, or no figures, only the page’s own (or the total)', () => {
    const page = {
      subtotalCents: 18695,
      discountCents: 0,
      shippingCents: 1495,
      taxCents: 1168,
      totalCents: 21358,
      complete: true,
    };
    const figures = toldFiguresOf({
      body: {
        prices: {
          lines: [{ productId: 'SkinRenewElixir', price: 189 }],
          subtotal: 189,
          discount: 0,
          shipping: 14.95,
          tax: 12.75,
          total: 216.7,
        },
      },
    });
    const told = { cartKey: 'a', pageCents: 21358, nowCents: 21670, figures };
    expect(toldTotals(page, 'a', told)).toEqual({
      subtotalCents: 18900,
      discountCents: 0,
      shippingCents: 1495,
      taxCents: 1275,
      totalCents: 21670,
      complete: true,
      lineCents: 18900,
      bumpCents: {},
    });
    expect(toldTotals(page, 'b', told)).toEqual(page);
    expect(toldTotals(page, 'a', { ...told, figures: undefined })).toEqual({ ...page, totalCents: 21670 });
  });

  test('the refusal is the contract’s (docs/contract.md): 409, its words and its code', () => {
    expect(PRICE_CHANGED).toBe('The price has changed since this page was shown');
    const refusal = { status: 409, body: { error: PRICE_CHANGED, code: 'PRICE_CHANGED', shownTotal: 177, total: 199 } };
    expect(priceChangeOf(refusal, 17700)).toEqual({ wasCents: 17700, nowCents: 19900 });
  });

  test('a 409 without a body, or a total that is no amount, is no price change the page can show', () => {
    expect(priceChangeOf({ status: 409 }, 17700)).toBeUndefined();
    expect(priceChangeOf({ status: 409, body: null }, 17700)).toBeUndefined();
    const refusal = (total: unknown) => ({ status: 409, body: { code: PRICE_CHANGED_CODE, total } });
    // JSON.parse reads a number too large for a double as Infinity.
    const huge = (JSON.parse('{"total":1e999}') as { total: number }).total;
    for (const total of ['199.00', '199', -199, huge, null, true])
      expect(priceChangeOf(refusal(total), 17700), String(total)).toBeUndefined();
  });

  test('R-PAY-6: before tax, a refusal without prices, or with a tax above its total, is no change; a tax equal to it leaves 0', () => {
    const refusal = (body: object) => ({ status: 409, body: { code: PRICE_CHANGED_CODE, total: 10, ...body } });
    const beforeTax = { taxExcluded: true };
    expect(priceChangeOf(refusal({}), 900, beforeTax)).toBeUndefined();
    expect(priceChangeOf(refusal({ prices: { tax: 10.01 } }), 900, beforeTax)).toBeUndefined();
    expect(priceChangeOf(refusal({ prices: { tax: 10 } }), 900, beforeTax)).toEqual({ wasCents: 900, nowCents: 0 });
  });

  test('R-ORD-1: figures are read only from a body with prices, and only when every line has a product and an amount', () => {
    for (const error of [null, undefined, {}, { status: 409 }, { body: null }, { body: {} }])
      expect(toldFiguresOf(error), JSON.stringify(error)).toBeUndefined();
    const prices = (line: object) => ({
      body: { prices: { lines: [line], subtotal: 189, discount: 0, shipping: 0, tax: 0 } },
    });
    expect(toldFiguresOf(prices({ productId: 'SkinRenewElixir', price: 189 }))).toMatchObject({ lineCents: 18900 });
    for (const line of [{ productId: 'SkinRenewElixir' }, { productId: 'SkinRenewElixir', price: -1 }, { price: 189 }])
      expect(toldFiguresOf(prices(line)), JSON.stringify(line)).toBeUndefined();
  });

  test('after a price change, the order form asks for a tap on its pay button by the name it shows', () => {
    expect(priceChangedMessage({ wasCents: 17700, nowCents: 19900 }, PAY_ACTION)).toContain(
      'Tap “Complete my order” again to pay $199.00.',
    );
  });
});
