import { describe, expect, test } from 'vitest';
import {
  accountLines,
  grandTotalCents,
  parseReceiptSnapshot,
  type ReceiptOrder,
} from '../../../../src/domain/upsell/receipt.ts';
import { receiptLines } from '../../../../src/domain/upsell/receipt-lines.ts';
import { PREVIEW_RECEIPT } from '../../../../src/domain/upsell/preview.ts';

describe('R-ORD-8: the receipt', () => {
  test('the grand total is the order plus every upsell, in cents', () => {
    expect(grandTotalCents({ order: { id: 'o', total: 198.63 }, upsells: [{ id: 'u', total: 30.81 }] })).toBe(22944);
    expect(grandTotalCents({ order: { id: 'o' }, upsells: [] })).toBe(0);
    // A kept receipt is read from storage: a total that is not a finite number counts as nothing.
    const notANumber = '30.81' as unknown as number;
    expect(grandTotalCents({ order: { id: 'o', total: 10 }, upsells: [{ id: 'u', total: notANumber }] })).toBe(1000);
    expect(grandTotalCents({ order: { id: 'o', total: Number.NaN }, upsells: [{ id: 'u', total: 5 }] })).toBe(500);
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
    expect(
      accountLines({
        firstName: 'Ann',
        lastName: ' ',
        street: '1 Main St',
        apartment: 'Apt 4',
        additionalAddressLine: '  ',
        city: 'Austin',
        state: 'TX',
        zipPostalCode: '78701',
        country: 'US',
      }),
    ).toEqual({ name: 'Ann', address: '1 Main St Apt 4, Austin, TX 78701, US' });
  });

  test('R-ORD-5: a stored snapshot parses back; anything else is null', () => {
    const text = JSON.stringify({ ...PREVIEW_RECEIPT, purchaseSent: true });
    expect(parseReceiptSnapshot(text)).toMatchObject({ order: { id: 'PREVIEW-ORDER' }, purchaseSent: true });
    expect(parseReceiptSnapshot(null)).toBeNull();
    expect(parseReceiptSnapshot('{oops')).toBeNull();
    expect(parseReceiptSnapshot('{"order":{"id":1},"upsells":[]}')).toBeNull();
    expect(parseReceiptSnapshot('{"order":{"id":"o"},"upsells":[{"id":"u"},7]}')?.upsells).toEqual([{ id: 'u' }]);
    expect(parseReceiptSnapshot('{"order":{"id":"o"},"upsells":[null,{"id":"u"}]}')?.upsells).toEqual([{ id: 'u' }]);
  });

  test('R-ORD-5: an account that is not an object is dropped from a stored snapshot', () => {
    const withAccount = (account: unknown) =>
      parseReceiptSnapshot(JSON.stringify({ order: { id: 'o' }, upsells: [], account }))?.account;
    expect(withAccount({ firstName: 'Ann' })).toEqual({ firstName: 'Ann' });
    expect(withAccount('Ann Lee')).toBeUndefined();
    expect(withAccount(['Ann'])).toBeUndefined();
    expect(withAccount(null)).toBeUndefined();
  });

  test('R-SES-7: a snapshot not marked as sent has its purchase events sent again', () => {
    const sent = (purchaseSent: unknown) =>
      parseReceiptSnapshot(JSON.stringify({ order: { id: 'o' }, upsells: [], purchaseSent }))?.purchaseSent;
    expect(sent(true)).toBe(true);
    expect(sent(false)).toBe(false);
    expect(sent('yes')).toBe(false);
    expect(sent(undefined)).toBe(false);
  });

  test('R-CON-4: the preview receipt uses the sample prices 49.99, 19.99 and 1.99', () => {
    expect(PREVIEW_RECEIPT.order.total).toBe(49.99);
    expect(PREVIEW_RECEIPT.upsells[0]).toMatchObject({ total: 21.98, orderShippingCost: 1.99 });
    expect(grandTotalCents(PREVIEW_RECEIPT)).toBe(7197);
  });

  test('R-CON-4: the preview receipt reads as a receipt, marked as a sample', () => {
    const { account, order, upsells } = PREVIEW_RECEIPT;
    const [upsell] = upsells;
    expect(accountLines(account).name).toBe('Sample Shopper');
    // Order numbers, ids and the way paid, as the receipt shows them: never a real order's.
    expect([order.name, upsell?.name]).toEqual(['PREVIEW-0001', 'PREVIEW-0002']);
    expect([order.id, upsell?.id]).toEqual(['PREVIEW-ORDER', 'PREVIEW-UPSELL']);
    expect([order.paymentMethod, upsell?.paymentMethod]).toEqual(['Credit Card', 'Credit Card']);
    expect(Number.isNaN(new Date(order.date ?? '').getTime())).toBe(false);
    // The upsell follows the first order as a real one does.
    expect([order.orderType, upsell?.orderType]).toEqual(['Standard', 'Upsell']);
    expect(upsell?.parrentUpsellOrderId).toBe(order.id);
    const lines = (o: ReceiptOrder | undefined) => (o ? receiptLines(o, {}) : []);
    expect(lines(order)).toEqual([
      { name: 'Sample product', pack: '', quantity: 1, priceCents: 4999, terms: undefined },
    ]);
    expect(lines(upsell)).toEqual([
      { name: 'Sample product', pack: '', quantity: 1, priceCents: 1999, terms: undefined },
    ]);
  });
});
