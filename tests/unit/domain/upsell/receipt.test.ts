import { describe, expect, test } from 'vitest';
import { accountLines, grandTotalCents, parseReceiptSnapshot } from '../../../../src/domain/upsell/receipt.ts';
import { PREVIEW_RECEIPT } from '../../../../src/domain/upsell/preview.ts';

describe('R-ORD-8: the receipt', () => {
  test('the grand total is the order plus every upsell, in cents', () => {
    expect(grandTotalCents({ order: { id: 'o', total: 198.63 }, upsells: [{ id: 'u', total: 30.81 }] })).toBe(22944);
    expect(grandTotalCents({ order: { id: 'o' }, upsells: [] })).toBe(0);
  });

  test('account lines skip empty parts', () => {
    expect(
      accountLines({
        firstName: 'Ann',
        lastName: 'Lee',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipPostalCode: '78701',
        country: 'US',
        apartment: '',
      }),
    ).toEqual({ name: 'Ann Lee', address: '1 Main St, Austin, TX 78701, US' });
    expect(accountLines(undefined)).toEqual({ name: '', address: '' });
  });

  test('R-ORD-5: a stored snapshot parses back; anything else is null', () => {
    const text = JSON.stringify({ ...PREVIEW_RECEIPT, purchaseSent: true });
    expect(parseReceiptSnapshot(text)).toMatchObject({ order: { id: 'PREVIEW-ORDER' }, purchaseSent: true });
    expect(parseReceiptSnapshot(null)).toBeNull();
    expect(parseReceiptSnapshot('{oops')).toBeNull();
    expect(parseReceiptSnapshot('{"order":{"id":1},"upsells":[]}')).toBeNull();
    expect(parseReceiptSnapshot('{"order":{"id":"o"},"upsells":[{"id":"u"},7]}')?.upsells).toEqual([{ id: 'u' }]);
  });

  test('R-CON-4: the preview receipt uses the sample prices 49.99, 19.99 and 1.99', () => {
    expect(PREVIEW_RECEIPT.order.total).toBe(49.99);
    expect(PREVIEW_RECEIPT.upsells[0]).toMatchObject({ total: 21.98, orderShippingCost: 1.99 });
    expect(grandTotalCents(PREVIEW_RECEIPT)).toBe(7197);
  });
});
