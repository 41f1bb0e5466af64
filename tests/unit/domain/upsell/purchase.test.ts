import { describe, expect, test } from 'vitest';
import { customerKind, purchaseOrder } from '../../../../src/domain/upsell/purchase.ts';

describe('R-SES-7: the purchase analytics event', () => {
  test('§3 Order for purchase analytics: the listed fields only, with newOrExisting', () => {
    const event = purchaseOrder(
      {
        id: 'o1',
        accountId: 'a1',
        total: 30.81,
        tax: 1.81,
        orderShippingCost: 0,
        name: 'ORD-1',
        customerEmail: 'ann@example.com',
        brand: 'IkariaBeauty',
        parrentUpsellOrderId: null,
        orderItems: [{ productId: 'p', productName: 'P', productPrice: 29, productImage: '/p.svg', quantity: 1 }],
      },
      'new',
    );
    expect(event).toEqual({
      id: 'o1',
      accountId: 'a1',
      total: 30.81,
      tax: 1.81,
      orderShippingCost: 0,
      name: 'ORD-1',
      customerEmail: 'ann@example.com',
      brand: 'IkariaBeauty',
      orderItems: [{ productId: 'p', productName: 'P', productPrice: 29, productImage: '/p.svg', quantity: 1 }],
      newOrExisting: 'new',
    });
  });

  test('missing fields become empty values, never undefined', () => {
    expect(purchaseOrder({ id: 'o2', orderItems: [{}] }, 'unKnown')).toEqual({
      id: 'o2',
      accountId: '',
      total: 0,
      tax: 0,
      orderShippingCost: 0,
      name: '',
      customerEmail: '',
      brand: '',
      orderItems: [{ productId: '', productName: '', productPrice: 0, productImage: '', quantity: 0 }],
      newOrExisting: 'unKnown',
    });
    expect(purchaseOrder({ id: 'o3' }, 'new').orderItems).toEqual([]);
  });

  test('a shipping cost is carried as the order gives it', () => {
    expect(purchaseOrder({ id: 'o4', orderShippingCost: 5.99 }, 'new').orderShippingCost).toBe(5.99);
  });

  test('this funnel’s own upsells do not make a first-time buyer existing', () => {
    expect(customerKind(0, 0)).toBe('new');
    expect(customerKind(2, 2)).toBe('new');
    expect(customerKind(3, 2)).toBe('existing');
  });

  test('a failed or non-numeric count is unKnown', () => {
    expect(customerKind(new Error('boom'), 1)).toBe('unKnown');
    expect(customerKind('x', 0)).toBe('unKnown');
    expect(customerKind(-1, 0)).toBe('unKnown');
    expect(customerKind(1.5, 0)).toBe('unKnown');
    expect(customerKind(null, 1)).toBe('unKnown');
  });
});
