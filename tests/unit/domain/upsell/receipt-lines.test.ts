import { describe, expect, test } from 'vitest';
import {
  frequencyText,
  packageText,
  receiptCatalogue,
  receiptLines,
  subscriptionTerms,
} from '../../../../src/domain/upsell/receipt-lines.ts';

const catalogue = receiptCatalogue([
  { id: 'AgelessBeautyBalm', name: 'Ageless Beauty Balm', subscription: { discountPercent: 15 } },
  { id: 'BeautyTea', name: 'Ikarian Beauty Tea', subscription: { discountPercent: 20 } },
  { id: 'multiacid', name: 'Multi-Acid Renewal Peel' },
]);

describe('R-ORD-8: what each receipt line says', () => {
  test('a bundle: its label is the package', () => {
    expect(packageText({ productVariantName: '6 jars · 180-day supply' }, 'Ageless Beauty Balm')).toBe(
      '6 jars · 180-day supply',
    );
  });

  test('an offer: its description without the product’s name', () => {
    expect(packageText({ productVariantName: '3 tins of Ikarian Beauty Tea, 90 servings' }, 'Ikarian Beauty Tea')).toBe(
      '3 tins · 90 servings',
    );
    expect(
      packageText({ productVariantName: '1 travel bottle of Skin Renew Elixir, 15-day supply' }, 'Skin Renew Elixir'),
    ).toBe('1 travel bottle · 15-day supply');
    expect(
      packageText({ productVariantName: '3 tins of Ikarian Beauty Tea,  90 servings' }, 'Ikarian Beauty Tea'),
    ).toBe('3 tins · 90 servings');
    // Only the comma right after the name joins the rest with a dot; one further on is the offer's own.
    expect(
      packageText(
        { productVariantName: '3 tins of Ikarian Beauty Tea (loose leaf, 90 servings)' },
        'Ikarian Beauty Tea',
      ),
    ).toBe('3 tins (loose leaf, 90 servings)');
    expect(packageText({ productVariantName: ' 6 jars · 180-day supply ' }, 'Ageless Beauty Balm')).toBe(
      '6 jars · 180-day supply',
    );
  });

  test('a bump offer: what its sales line adds', () => {
    const bump = (title: string) => packageText({ isBumpOffer: true, productVariantName: title }, 'x');
    expect(bump('Yes! Add a Beauty Tea sampler (5 sachets) for just $9.95')).toBe('Beauty Tea sampler (5 sachets)');
    expect(bump('Add a travel-size Ageless Balm (5 ml) for $12.00')).toBe('travel-size Ageless Balm (5 ml)');
  });

  test('a bump offer: only the lead-in and a closing price go, wherever else such words appear', () => {
    const bump = (title: string) => packageText({ isBumpOffer: true, productVariantName: title }, 'x');
    expect(bump('Yes add a Beauty Tea sampler for $5')).toBe('Beauty Tea sampler');
    expect(bump('Add two Beauty Tea samplers for only $9')).toBe('two Beauty Tea samplers');
    expect(bump('Eyes Revive serum (5 ml) for $9.95')).toBe('Eyes Revive serum (5 ml)');
    expect(bump('Add a Bright Eyes serum for $9.95')).toBe('Bright Eyes serum');
    expect(bump('Yes! Double up: add a second jar for $19')).toBe('Double up: add a second jar');
    expect(bump('Add a Beauty Tea sampler for $5 (save 50%)')).toBe('Beauty Tea sampler for $5 (save 50%)');
    expect(bump('Add a travel-size Balm for $12/jar')).toBe('travel-size Balm for $12/jar');
    // Typed with double spaces, as titles sometimes are.
    expect(bump('Yes!  Add a  travel-size Balm  for $12.00')).toBe('travel-size Balm');
  });

  test('no variant, or one that is only the name: no package', () => {
    expect(packageText({}, 'Ageless Beauty Balm')).toBe('');
    expect(packageText({ productVariantName: 'Ageless Beauty Balm' }, 'Ageless Beauty Balm')).toBe('');
  });

  test('frequencies and terms', () => {
    expect(frequencyText('Month')).toBe('every month');
    expect(frequencyText('Month', 2)).toBe('every 2 months');
    expect(frequencyText('Week', 2)).toBe('every 2 weeks');
    expect(subscriptionTerms({ frequency: 'Month', frequencyMultiplier: 1 }, 15)).toBe('Every month, 15% off');
    expect(subscriptionTerms({ frequency: 'Week', frequencyMultiplier: 2 }, undefined)).toBe('Every 2 weeks');
    expect(subscriptionTerms({}, 15)).toBe('Every month, 15% off');
  });

  test('the catalogue names the product, not the headline the order carries; terms on the subscribed line only', () => {
    const lines = receiptLines(
      {
        id: 'o',
        subscription: { frequency: 'Month', frequencyMultiplier: 1, subtotal: 249.9, tax: 15.62, shipping: 0 },
        orderItems: [
          {
            productId: 'AgelessBeautyBalm',
            productName: 'Ageless Beauty Balm',
            productVariantName: '6 jars · 180-day supply',
            quantity: 1,
            totalPrice: 249.9,
          },
          {
            productId: 'BeautyTea',
            productName: 'Yes! Add a Beauty Tea sampler (5 sachets) for just $9.95',
            productVariantName: 'Yes! Add a Beauty Tea sampler (5 sachets) for just $9.95',
            isBumpOffer: true,
            quantity: 1,
            totalPrice: 9.95,
          },
        ],
      },
      catalogue,
    );
    expect(lines).toEqual([
      {
        name: 'Ageless Beauty Balm',
        pack: '6 jars · 180-day supply',
        quantity: 1,
        priceCents: 24990,
        terms: 'Every month, 15% off',
      },
      {
        name: 'Ikarian Beauty Tea',
        pack: 'Beauty Tea sampler (5 sachets)',
        quantity: 1,
        priceCents: 995,
        terms: undefined,
      },
    ]);
  });

  test('an unknown product keeps the order’s name; no subscription, no terms', () => {
    const [line] = receiptLines(
      { id: 'o', orderItems: [{ productId: 'gone', productName: 'Old Balm', productPrice: 10, quantity: 2 }] },
      catalogue,
    );
    expect(line).toEqual({ name: 'Old Balm', pack: '', quantity: 2, priceCents: 1000, terms: undefined });
  });

  const balm = { productId: 'AgelessBeautyBalm', productName: 'Ageless Beauty Balm', quantity: 1, totalPrice: 249.9 };
  const tea = { productId: 'BeautyTea', productName: 'Ikarian Beauty Tea', quantity: 1, totalPrice: 30 };
  const sampler = {
    productId: 'BeautyTea',
    productName: 'Tea sampler',
    isBumpOffer: true,
    quantity: 1,
    totalPrice: 9.95,
  };
  const termsOf = (order: Parameters<typeof receiptLines>[0]) => receiptLines(order, catalogue).map((l) => l.terms);

  test('the terms go on the line priced at the subscription’s subtotal, wherever it is listed', () => {
    const subscription = { frequency: 'Month', frequencyMultiplier: 1, subtotal: 249.9 };
    expect(termsOf({ id: 'o', subscription, orderItems: [sampler, tea, balm] })).toEqual([
      undefined,
      undefined,
      'Every month, 15% off',
    ]);
  });

  test('no line priced at the subtotal (a coupon took some off): the terms go on the first line that is not a bump', () => {
    const subscription = { frequency: 'Month', frequencyMultiplier: 1, subtotal: 212.42 };
    expect(termsOf({ id: 'o', subscription, orderItems: [sampler, balm] })).toEqual([
      undefined,
      'Every month, 15% off',
    ]);
  });

  test('a subscription that names no frequency puts terms on no line', () => {
    expect(termsOf({ id: 'o', subscription: { subtotal: 30 }, orderItems: [balm, tea] })).toEqual([
      undefined,
      undefined,
    ]);
  });

  test('a subscribed product the catalogue no longer has: the terms without a discount', () => {
    const subscription = { frequency: 'Week', frequencyMultiplier: 2, subtotal: 12 };
    const gone = { productId: 'gone', productName: 'Old Balm', totalPrice: 12 };
    expect(termsOf({ id: 'o', subscription, orderItems: [gone] })).toEqual(['Every 2 weeks']);
  });

  test('an order without items has no lines; an item naming nothing has no name', () => {
    expect(receiptLines({ id: 'o' }, catalogue)).toEqual([]);
    expect(receiptLines({ id: 'o', orderItems: [{ productPrice: 5 }] }, catalogue)[0]).toMatchObject({
      name: '',
      priceCents: 500,
    });
  });
});
