/**
 * After the API refuses an add-on's stated total (409 PRICE_CHANGED, docs/contract.md §7), the
 * offer card shows the API's figures, not only its total: the offer's price, its shipping and the
 * tax, so the lines the shopper reads add up to what the next tap pays (domain/upsell/shown-total.ts).
 */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../../src/api/errors.ts';
import { PRICE_CHANGED, PRICE_CHANGED_CODE } from '../../../../src/domain/checkout/price-change.ts';
import { offerPriceChange } from '../../../../src/domain/upsell/shown-total.ts';
import { toldOffer } from '../../../../src/domain/upsell/told-offer.ts';

/** The sandbox's refusal of an add-on: the offer's one line at `price`, shipping, tax and total. */
const refusal = (price: number, shipping: number, tax: number) =>
  new ApiError({
    kind: 'http',
    status: 409,
    error: PRICE_CHANGED,
    message: PRICE_CHANGED,
    body: {
      code: PRICE_CHANGED_CODE,
      total: price + shipping + tax,
      prices: {
        lines: [{ productId: 'SkinRenewElixir', price }],
        subtotal: price,
        discount: 0,
        shipping,
        tax,
        total: price + shipping + tax,
      },
    },
  });

const offer = { sfid: 'OFF-UP-ELIXIR', offerPrice: 29, shippingCost: 0, standardPrice: 59 };
const taxed = { taxKnown: true as const, taxCents: 181, totalCents: 3081 };
const beforeTax = { taxKnown: false as const, totalCents: 2900 };

describe('the offer card after a price change', () => {
  test('R-ORD-3: the card shows the API’s price, shipping and tax, and they add up to the total the next tap pays', () => {
    const change = offerPriceChange(refusal(39, 4.95, 2.74), taxed, 'Yes, add to my order');
    expect(change?.figures).toEqual({ offerCents: 3900, shippingCents: 495, taxCents: 274 });
    const shown = toldOffer(offer, taxed, change ?? null);
    expect(shown.offer).toEqual({ ...offer, offerPrice: 39, shippingCost: 4.95 });
    expect(shown.total).toEqual({ taxKnown: true, taxCents: 274, totalCents: 4669 });
  });

  test('R-ORD-3: a page that shows "+ tax" shows the new price and shipping, its total before tax', () => {
    const change = offerPriceChange(refusal(39, 0, 2.74), beforeTax, 'Yes, confirm with PayPal');
    const shown = toldOffer(offer, beforeTax, change ?? null);
    expect(shown.offer.offerPrice).toBe(39);
    expect(shown.total).toEqual({ taxKnown: false, totalCents: 3900 });
  });

  test('R-ORD-3: an answer without line figures changes the total only; no change leaves the page as it is', () => {
    const bare = new ApiError({
      kind: 'http',
      status: 409,
      error: PRICE_CHANGED,
      message: PRICE_CHANGED,
      body: { code: PRICE_CHANGED_CODE, total: 41.43, prices: { tax: 2.43 } },
    });
    const change = offerPriceChange(bare, taxed, 'Yes, add to my order');
    expect(change?.figures).toBeUndefined();
    expect(toldOffer(offer, taxed, change ?? null)).toEqual({ offer, total: { ...taxed, totalCents: 4143 } });
    expect(toldOffer(offer, taxed, null)).toEqual({ offer, total: taxed });
  });
});
