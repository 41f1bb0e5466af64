import { afterEach, beforeEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import type { AccountDetails, StoredOrder } from '../../../src/state/types.ts';
import { loadState, MapStorage, removeGlobals } from './fake-storage.ts';

const order: StoredOrder = { id: 'O-1', orderType: 'Standard', total: 39.98 };
let local: MapStorage;
const stored = (key = 'state'): unknown => JSON.parse(local.getItem(key) ?? 'null');

beforeEach(() => {
  local = new MapStorage();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  removeGlobals();
});

describe('saved funnel state (R-ORD-4)', () => {
  test('R-ORD-4: the state is one JSON value under the key "state", date-stamped on each save', async () => {
    const s = await loadState(local);
    s.setPageName('two-step-order-form-common');
    s.setSelectedShippingIndex(1);
    expect(stored()).toEqual({
      pageName: 'two-step-order-form-common',
      selectedShippingIndex: 1,
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    vi.setSystemTime(new Date('2026-11-22T08:00:00.000Z'));
    s.setCoupon({ code: 'SAVE10', discountPercent: 10 });
    expect(stored()).toMatchObject({ savedAt: '2026-11-22T08:00:00.000Z', coupon: { code: 'SAVE10' } });
  });

  test('R-GEN-4: the next page (a fresh load) reads what the last one saved', async () => {
    const session = new MapStorage();
    const first = await loadState(local, session);
    first.setOrderDetails({ order, upsells: ['OF-1', 'OF-2'], upsellIndex: 0, paymentMethod: 'Credit Card' });
    first.setAccountDetails({ firstName: 'Ada', email: 'ada@example.com' });
    const next = await loadState(local, session);
    expect(next.funnelState.get()).toMatchObject({
      orderDetails: { order, upsells: ['OF-1', 'OF-2'], upsellIndex: 0 },
      accountDetails: { firstName: 'Ada' },
    });
  });

  test('R-ORD-4, R-CON-2: the contact and address are kept for this visit (session storage), never on the device; another tab starts without them', async () => {
    const session = new MapStorage();
    const first = await loadState(local, session);
    first.setAccountDetails({ firstName: 'Ada', email: 'ada@example.com' });
    first.setShippingInfo({ street: '12 Harbor Way', isValid: true });
    first.setSelectedShippingIndex(1);
    expect(local.getItem('state')).not.toContain('ada@example.com');
    expect(local.getItem('state')).not.toContain('Harbor');
    expect(stored()).toMatchObject({ selectedShippingIndex: 1 });
    expect(JSON.parse(session.getItem('visitDetails')!)).toEqual({
      accountDetails: { firstName: 'Ada', email: 'ada@example.com' },
      shippingInfo: { street: '12 Harbor Way', isValid: true },
    });
    const otherTab = await loadState(local, new MapStorage());
    expect(otherTab.funnelState.get()).toEqual({ selectedShippingIndex: 1, savedAt: '2026-11-21T10:00:00.000Z' });
    // clean() (the order completed) removes them from the visit too.
    const again = await loadState(local, session);
    again.clean();
    expect(session.getItem('visitDetails')).toBeNull();
  });

  test('R-ORD-4: details or an order the device still holds (saved before these rules) are not believed, and the next save removes them', async () => {
    const session = new MapStorage();
    local.setItem(
      'state',
      JSON.stringify({ pageName: 'Upsell', accountDetails: { email: 'ada@example.com' }, orderDetails: { order } }),
    );
    const s = await loadState(local, session);
    expect(s.funnelState.get()).toEqual({ pageName: 'Upsell' });
    s.setPageName('Receipt');
    expect(local.getItem('state')).not.toContain('ada@example.com');
    expect(local.getItem('state')).not.toContain('O-1');
    expect(session.getItem('visitDetails')).toBeNull();
  });

  test('R-ORD-4: once the order is paid, it and its cart (coupon, bumps) live in the tab only; another tab starts with an empty cart and no order', async () => {
    const session = new MapStorage();
    const tab = await loadState(local, session);
    tab.setCoupon({ code: 'GLOW10', discount: 6.9 });
    tab.setSelectedBumpOffersIds(['BUMP-TEA-SAMPLER']);
    expect(stored()).toMatchObject({ coupon: { code: 'GLOW10' } }); // unpaid: the tabs of one checkout share it
    tab.setOrderDetails({ order: { ...order, customerEmail: 'ada@example.com', cardId: 'pm_1' } });
    expect(local.getItem('state')).not.toMatch(/GLOW10|BUMP-TEA|O-1|ada@|pm_1/);
    expect(tab.funnelState.get()).toMatchObject({ coupon: { code: 'GLOW10' }, orderDetails: { order: { id: 'O-1' } } });
    const later = await loadState(local, new MapStorage());
    expect(later.funnelState.get()).toEqual({ savedAt: '2026-11-21T10:00:00.000Z' });
    // That later visit's new cart is not the paid tab's to change.
    later.setCoupon({ code: 'TEA5' });
    const paidTab = await loadState(local, session);
    paidTab.setNavParams({ upsellIndex: 1 });
    paidTab.clean();
    expect(stored()).toMatchObject({ coupon: { code: 'TEA5' } });
  });

  test('R-ORD-4: corrupt JSON in storage starts empty and never throws', async () => {
    local.setItem('state', '{"pageName": "x"');
    local.setItem('stats', 'not json');
    local.setItem('checkBoxStatus', '"yes"');
    const s = await loadState(local);
    expect(s.funnelState.get()).toEqual({});
    expect(s.userStats.get()).toEqual({ funnels: {} });
    expect(s.checkBoxStatus.get()).toBe(false);
  });

  test('R-ORD-4: a field of the wrong shape is dropped on its own; the rest is kept', async () => {
    local.setItem('state', JSON.stringify({ pageName: 'Upsell', taxData: 'oops', selectedShippingIndex: -3, junk: 1 }));
    const s = await loadState(local);
    expect(s.funnelState.get()).toEqual({ pageName: 'Upsell' });
  });

  test('R-ORD-4: a stored value that is not an object starts empty', async () => {
    local.setItem('state', '[1,2]');
    expect((await loadState(local)).funnelState.get()).toEqual({});
  });
});

describe('state rules (R-ORD-5)', () => {
  test('R-ORD-5: setting upsells without orderDetails saves nothing', async () => {
    const s = await loadState(local);
    expect(s.setUpsells([order])).toBe(false);
    expect(s.addPurchasedUpsell(order)).toBe(false);
    expect(local.getItem('state')).toBeNull();
    expect(s.funnelState.get().upsells).toBeUndefined();
  });

  test('R-ORD-5: setting upsells with orderDetails saves the purchased list', async () => {
    const s = await loadState(local);
    s.setOrderDetails({ order });
    expect(s.setUpsells([{ id: 'U-1', orderType: 'Upsell', parrentUpsellOrderId: 'O-1' }])).toBe(true);
    expect(s.addPurchasedUpsell({ id: 'D-1', orderType: 'Downsell', parrentUpsellOrderId: 'O-1' })).toBe(true);
    expect(s.funnelState.get().upsells?.map((u) => u.id)).toEqual(['U-1', 'D-1']);
  });

  test('R-ORD-8: an order heard twice (two tabs, a replay) is kept once', async () => {
    const s = await loadState(local);
    s.setOrderDetails({ order });
    const a = { id: 'U-1', orderType: 'Upsell', parrentUpsellOrderId: 'O-1' } as const;
    expect(s.addPurchasedUpsell(a)).toBe(true);
    expect(s.addPurchasedUpsell({ ...a })).toBe(false);
    expect(s.funnelState.get().upsells).toEqual([a]);
    expect(s.addPurchasedUpsell({ id: 'U-2', orderType: 'Upsell', parrentUpsellOrderId: 'O-1' })).toBe(true);
    expect(s.funnelState.get().upsells?.map((u) => u.id)).toEqual(['U-1', 'U-2']);
  });

  test('R-ORD-5: tax data keeps its previous isValid when the new data has none', async () => {
    const s = await loadState(local);
    s.setTaxData({ isValid: true, tax: 2.5 });
    s.setTaxData({ tax: 3.1 });
    expect(s.funnelState.get().taxData).toEqual({ isValid: true, tax: 3.1 });
    s.setTaxData({ isValid: false, tax: 0 });
    expect(s.funnelState.get().taxData).toEqual({ isValid: false, tax: 0 });
  });

  test('R-ORD-5: bump-expire items are added only for sfids not yet listed', async () => {
    const s = await loadState(local);
    s.addBumpExpire([{ sfid: 'B1', viewDate: '2026-11-01T00:00:00.000Z' }]);
    s.addBumpExpire([{ sfid: 'B1', viewDate: '2026-11-20T00:00:00.000Z' }, { sfid: 'B2' }, { sfid: 'B2' }]);
    expect(s.funnelState.get().bumpExpireList).toEqual([
      { sfid: 'B1', viewDate: '2026-11-01T00:00:00.000Z' },
      { sfid: 'B2', viewDate: '2026-11-21T10:00:00.000Z' },
    ]);
  });

  test('R-ORD-5: clean clears every funnel state key and keeps savedAccount, checkBoxStatus and the session', async () => {
    const s = await loadState(local);
    s.setPageName('Receipt');
    s.setNavParams({ upsellIndex: 1 });
    s.setOrderDetails({ order });
    s.setFunnel({ mainFunnelId: 'MF1', step: 3 });
    s.setAccountDetails({ firstName: 'Ada' });
    s.setTaxData({ isValid: true });
    s.setUpsells([order]);
    s.setShippingInfo({ isValid: true, city: 'Austin' });
    s.setCoupon({ code: 'X' });
    s.addBumpExpire([{ sfid: 'B1' }]);
    s.setSelectedProduct({ id: 'AgelessBeautyBalm', units: 3 });
    s.setSelectedShippingIndex(0);
    s.setSelectedBumpOffersIds(['B1']);
    s.setSavedAccount({ firstName: 'Ada', email: 'ada@example.com' });
    s.setCheckBoxStatus(true);
    s.setSessionId('S123', true);
    s.clean();
    expect(s.funnelState.get()).toEqual({ savedAt: '2026-11-21T10:00:00.000Z' });
    expect(stored()).toEqual({ savedAt: '2026-11-21T10:00:00.000Z' });
    expect(stored('savedAccount')).toEqual({ firstName: 'Ada', email: 'ada@example.com' });
    expect(stored('checkBoxStatus')).toBe(true);
    expect(stored('session')).toEqual({ sessionId: 'S123', isCreated: true });
  });

  test('R-ORD-4, R-ORD-5: the state holds exactly the funnel keys of R-ORD-4 and its date stamp, so clean keeps nothing else', async () => {
    const session = new MapStorage();
    local.setItem(
      'state',
      JSON.stringify({
        savedAt: '2026-11-20T10:00:00.000Z',
        pageName: 'Upsell',
        funnel: {},
        coupon: { code: 'X' },
        bumpExpireList: [],
        selectedProduct: { id: 'AgelessBeautyBalm' },
        selectedShippingIndex: 0,
        selectedBumpOffersIds: [],
        unlisted: 'dropped',
      }),
    );
    session.setItem(
      'visitDetails',
      JSON.stringify({
        navParams: {},
        orderDetails: {},
        accountDetails: {},
        taxData: {},
        upsells: [],
        shippingInfo: {},
      }),
    );
    const s = await loadState(local, session);
    expect(Object.keys(s.funnelState.get()).sort()).toEqual(
      [
        'savedAt',
        'pageName',
        'navParams',
        'orderDetails',
        'funnel',
        'accountDetails',
        'taxData',
        'upsells',
        'shippingInfo',
        'coupon',
        'bumpExpireList',
        'selectedProduct',
        'selectedShippingIndex',
        'selectedBumpOffersIds',
      ].sort(),
    );
  });
});

describe('no card data in storage (PCI)', () => {
  const pan = '4111111111111111';

  test('PCI: the stored types have no place for a card number or CVV', () => {
    expectTypeOf<AccountDetails>().not.toHaveProperty('cardNumber');
    expectTypeOf<StoredOrder>().not.toHaveProperty('cvv');
    // @ts-expect-error a card number is not part of the account details
    const account: AccountDetails = { firstName: 'Ada', cardNumber: pan };
    expect(account.firstName).toBe('Ada');
  });

  test('PCI: a 16-digit number anywhere in the state is stripped on save', async () => {
    const s = await loadState(local);
    s.setAccountDetails({
      firstName: 'Ada',
      apartment: pan,
      street: '1 Main St, card 4111 1111 1111 1111',
      phone: '+1 (512) 555-0100',
    });
    s.setSelectedBumpOffersIds(['B1', pan]);
    s.patchFunnelState({ taxData: { isValid: true, dataForTax: { ref: 4111111111111111, zip: '78701' } } });
    const text = local.getItem('state') ?? '';
    expect(text).not.toMatch(/\d{13,}/);
    expect(text).not.toContain('4111 1111');
    expect(s.funnelState.get()).toMatchObject({
      accountDetails: { firstName: 'Ada', phone: '+1 (512) 555-0100' },
      selectedBumpOffersIds: ['B1'],
      taxData: { isValid: true, dataForTax: { zip: '78701' } },
    });
    expect(s.funnelState.get().accountDetails).not.toHaveProperty('apartment');
  });

  test('PCI: card-named fields smuggled past the types are stripped on save', async () => {
    const s = await loadState(local);
    const smuggled = { firstName: 'Ada', cardNumber: '4000 0566 5566 5556', cvv: '123', securityCode: '4321' };
    s.setAccountDetails(smuggled as AccountDetails); // a JavaScript caller or a cast can get here
    s.patchFunnelState({ taxData: { dataForTax: { cvc: '999', amount: 10 } } });
    const text = local.getItem('state') ?? '';
    expect(text).not.toMatch(/cardNumber|cvv|cvc|securityCode|5556|4321|999/);
    expect(s.funnelState.get().accountDetails).toEqual({ firstName: 'Ada' });
  });

  test('PCI: a card number already in storage is stripped when read', async () => {
    const session = new MapStorage();
    local.setItem('state', JSON.stringify({ pageName: 'x' }));
    session.setItem('visitDetails', JSON.stringify({ accountDetails: { firstName: 'Ada', street: pan } }));
    const s = await loadState(local, session);
    expect(s.funnelState.get()).toEqual({ accountDetails: { firstName: 'Ada' }, pageName: 'x' });
  });
});
