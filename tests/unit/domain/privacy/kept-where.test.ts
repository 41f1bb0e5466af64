import { describe, expect, test } from 'vitest';
import { holdsPaidOrder, joinVisit, splitByVisit } from '../../../../src/domain/privacy/kept-where.ts';

const account = { email: 'ada@example.com', phone: '5550102030', street: '12 Harbor Way' };
const order = { id: 'ord_1', customerEmail: 'ada@example.com', cardId: 'pm_1' };
const cart = { coupon: { code: 'GLOW10' }, selectedBumpOffersIds: ['BUMP-TEA-SAMPLER'], selectedShippingIndex: 1 };

describe('R-ORD-4, R-CON-2: what names or charges the shopper is kept in the tab, the rest on the device', () => {
  test('the contact, address, order, offers and tax go to the tab; the cart and the rest stay on the device while unpaid', () => {
    const { device, visit } = splitByVisit({
      savedAt: '2026-11-25T10:00:00.000Z',
      accountDetails: account,
      shippingInfo: { ...account, isValid: true },
      navParams: { upsellIndex: 0 },
      taxData: { isValid: true, rate: 0.0625 },
      ...cart,
    });
    expect(device).toEqual({ savedAt: '2026-11-25T10:00:00.000Z', ...cart });
    expect(visit).toEqual({
      accountDetails: account,
      shippingInfo: { ...account, isValid: true },
      navParams: { upsellIndex: 0 },
      taxData: { isValid: true, rate: 0.0625 },
    });
    expect(JSON.stringify(device)).not.toContain('ada@example.com');
  });

  test('once the order is paid its cart moves to the tab and the device forgets it: a later visit starts with an empty cart', () => {
    const paid = { pageName: 'Upsell', orderDetails: { order }, upsells: [], ...cart };
    expect(holdsPaidOrder(paid)).toBe(true);
    expect(holdsPaidOrder({ orderDetails: null, navParams: 'Upsell' })).toBe(false); // JSON may hold null
    const { device, visit } = splitByVisit(paid, { accountDetails: account }, { pageName: 'Order', ...cart });
    expect(device).toEqual({ pageName: 'Upsell' });
    expect(visit).toEqual({ orderDetails: { order }, upsells: [], ...cart });
    expect(JSON.stringify(device)).not.toContain('ord_1');
  });

  test("after that, a paid tab leaves the device's cart (another purchase's) as it is, also when it cleans", () => {
    const before = { orderDetails: { order }, ...cart };
    const another = { coupon: { code: 'TEA5' }, selectedProduct: { id: 'BeautyTea' } };
    expect(splitByVisit({ pageName: 'Upsell', orderDetails: { order }, ...cart }, before, another).device).toEqual({
      pageName: 'Upsell',
      ...another,
    });
    expect(splitByVisit({ savedAt: 'now' }, before, { pageName: 'x', ...another })).toEqual({
      device: { savedAt: 'now', ...another },
      visit: undefined,
    });
  });

  test('without details (after clean()) the tab keeps nothing', () => {
    expect(splitByVisit({ pageName: 'home', accountDetails: undefined })).toEqual({
      device: { pageName: 'home' },
      visit: undefined,
    });
  });

  test('joined, what names the shopper comes from the tab only; a paid tab reads its own cart', () => {
    expect(
      joinVisit({ pageName: 'home', accountDetails: { email: 'old@example.com' }, orderDetails: { order } }, undefined),
    ).toEqual({ pageName: 'home' });
    expect(
      joinVisit({ pageName: 'home', accountDetails: { email: 'old@example.com' } }, { accountDetails: account }),
    ).toEqual({ pageName: 'home', accountDetails: account });
    expect(joinVisit({ pageName: 'x', coupon: { code: 'TEA5' } }, { orderDetails: { order } })).toEqual({
      pageName: 'x',
      orderDetails: { order },
    });
  });

  test('split then joined is the state again, paid or not', () => {
    for (const state of [
      { funnel: { step: 5 }, accountDetails: account, upsells: [], ...cart },
      { funnel: { step: 6 }, orderDetails: { order }, navParams: { order }, ...cart },
    ]) {
      const { device, visit } = splitByVisit(state);
      expect(joinVisit(device, visit)).toEqual(state);
    }
  });
});
