import { describe, expect, test } from 'vitest';
import { joinVisit, splitByVisit } from '../../../../src/domain/privacy/kept-where.ts';

const account = { email: 'ada@example.com', phone: '5550102030', street: '12 Harbor Way' };

describe('R-ORD-4, R-CON-2: the contact and address are kept for the visit, the rest on the device', () => {
  test('accountDetails and shippingInfo go to the visit; the rest stays on the device', () => {
    const { device, visit } = splitByVisit({
      savedAt: '2026-11-25T10:00:00.000Z',
      accountDetails: account,
      shippingInfo: { ...account, isValid: true },
      selectedShippingIndex: 1,
      coupon: { code: 'GLOW10' },
    });
    expect(device).toEqual({
      savedAt: '2026-11-25T10:00:00.000Z',
      selectedShippingIndex: 1,
      coupon: { code: 'GLOW10' },
    });
    expect(visit).toEqual({ accountDetails: account, shippingInfo: { ...account, isValid: true } });
    expect(JSON.stringify(device)).not.toContain('ada@example.com');
  });

  test('without details (after clean()) the visit keeps nothing', () => {
    expect(splitByVisit({ pageName: 'home', accountDetails: undefined })).toEqual({
      device: { pageName: 'home' },
      visit: undefined,
    });
  });

  test('joined, the visit’s details win over details a state saved before still holds', () => {
    expect(
      joinVisit({ pageName: 'home', accountDetails: { email: 'old@example.com' } }, { accountDetails: account }),
    ).toEqual({ pageName: 'home', accountDetails: account });
    expect(joinVisit({ pageName: 'home' }, undefined)).toEqual({ pageName: 'home' });
  });

  test('split then joined is the state again', () => {
    const state = { funnel: { step: 5 }, accountDetails: account, upsells: [] };
    const { device, visit } = splitByVisit(state);
    expect(joinVisit(device, visit)).toEqual(state);
  });
});
