import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADDRESS_INVALID } from '../../../src/domain/messages.ts';
import type { PlaceResult } from '../../../src/state/checkout.ts';
import { balm, peel } from '../domain/checkout/fixtures.ts';
import {
  fakeServices,
  fill,
  loadStore,
  orderForm,
  paidOrder,
  quoted,
  secureCart,
  startStore,
  typed,
} from './checkout-doubles.ts';
import { MapStorage, removeGlobals } from './fake-storage.ts';

let local: MapStorage;
beforeEach(() => {
  local = new MapStorage();
});
afterEach(() => {
  vi.useRealTimers();
  removeGlobals();
});

const placed = {
  orderId: 'ord-1',
  name: 'IB-000001',
  total: 91.63,
  paymentMethod: 'Credit Card',
  onward: '/upsell-elixir?uid=AGELESS01&step=6',
  placedAt: '2026-11-23T10:00:00.000Z',
};

/** A store started on `page` with the fake services, the whole form typed. */
const started = (page = orderForm, over: Parameters<typeof fakeServices>[0] = {}) => startStore(local, page, over);

describe('before the start: what the server renders', () => {
  test('the page’s product, an empty form in the default country, step 1 of the order form, step 2 of the cart', async () => {
    const { store } = await loadStore(local);
    expect(store.checkout.get()).toBeNull();
    const view = store.initialView(orderForm);
    expect(view).toMatchObject({
      line: { productId: 'AgelessBeautyBalm', units: 1, priceCents: 6900 },
      bumpIds: [],
      values: { email: '', country: 'US', billingSame: true, number: '' },
      step: 1,
      busy: false,
      failure: null,
      quoteAsking: false,
      quote: { shipping: { status: 'idle' }, tax: { status: 'idle' } },
      totals: { subtotalCents: 6900, shippingCents: 695, taxCents: null, totalCents: 7595, complete: false },
    });
    expect(store.initialView(secureCart).step).toBe(2);
  });
});

describe('a new purchase starts clean (a paid purchase ends where another begins)', () => {
  /** A tab whose order of `productId` is paid with GLOW10 and the tea sampler, then an order page of `page` in it. */
  async function afterPaidOrder(productId: string, page = orderForm) {
    const { state, store } = await loadStore(local);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    state.setSelectedBumpOffersIds(['BUMP-TEA-SAMPLER']);
    const item = { productId, productName: productId, quantity: 1 };
    state.setOrderDetails({ order: { id: 'ord-1', orderItems: [item] }, purchaseId: 'key-1' });
    const key = state.orderRequestId();
    state.recordPlacedOrder(placed);
    store.startFromFunnel(page, fakeServices().services);
    return { state, store, key };
  }

  test("another product's order page shows no placed order and an empty cart: no coupon, no bump, no order", async () => {
    const { state, store, key } = await afterPaidOrder('SkinRenewElixir');
    expect(state.placedOrder.get()).toBeUndefined();
    expect(store.bumpIds.get()).toEqual([]);
    expect(store.appliedCoupon.get()).toBeUndefined();
    expect(state.funnelState.get().orderDetails).toBeUndefined();
    expect(state.orderRequestId()).not.toBe(key); // a new purchase, a new key
  });

  test('the order page of the product it holds still shows the order placed', async () => {
    const { state } = await afterPaidOrder(balm.id);
    expect(state.placedOrder.get()).toEqual(placed);
    expect(state.funnelState.get().orderDetails?.purchaseId).toBe('key-1');
  });
});

describe('startFromFunnel: the checkout starts from what the shopper chose and typed before (R-ORD-4)', () => {
  test('the selection, the bumps this page offers, the shipping choice and the account details', async () => {
    const { state, store } = await loadStore(local);
    state.setSelectedProduct({ id: balm.id, units: 3 });
    state.setSelectedBumpOffersIds(['BUMP-TEA-SAMPLER', 'BUMP-OF-ANOTHER-FUNNEL']);
    state.setSelectedShippingIndex(1);
    state.setAccountDetails({ email: 'kept@example.com', firstName: 'Kept' });
    state.setSavedAccount({ email: 'saved@example.com', lastName: 'Saved', city: 'Athens' });
    store.startFromFunnel(orderForm, fakeServices({ retryNotice: () => 'Sorry, but your payment failed' }).services);
    expect(store.checkout.get()).toMatchObject({
      line: { units: 3, priceCents: 17700 },
      bumpIds: ['BUMP-TEA-SAMPLER'],
      values: { email: 'kept@example.com', firstName: 'Kept', lastName: 'Saved', city: 'Athens', country: 'US' },
      step: 1,
      retryNotice: 'Sorry, but your payment failed',
    });
    expect(store.shippingIndex.get()).toBe(1);
    // What the form starts with is kept at once for a reload and the wallets.
    expect(state.funnelState.get().accountDetails).toEqual({
      email: 'kept@example.com',
      firstName: 'Kept',
      lastName: 'Saved',
      city: 'Athens',
      country: 'US',
    });
  });

  test('the secure cart completes a cart of another product; the order form keeps to its own', async () => {
    const { state, store } = await loadStore(local);
    state.setSelectedProduct({ id: peel.id, units: 3 });
    store.startFromFunnel(secureCart, fakeServices().services);
    expect(store.cartLine.get()).toMatchObject({ productId: 'multiacid', units: 3, priceCents: 12600 });
    expect(store.checkoutStep.get()).toBe(2);
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(store.cartLine.get()).toMatchObject({ productId: 'AgelessBeautyBalm', units: 1 });
  });

  test('R-ORD-6: a kept coupon counts once the API grants it again; refused, it is forgotten', async () => {
    const { state, store } = await loadStore(local);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(store.appliedCoupon.get()).toBeUndefined();
    await vi.waitFor(() => expect(store.appliedCoupon.get()).toEqual({ code: 'GLOW10', discount: 6.9 }));

    const next = await loadStore(local);
    next.state.setCoupon({ code: 'TEA5', discount: 5 });
    next.store.startFromFunnel(orderForm, fakeServices().services);
    await vi.waitFor(() => expect(next.state.funnelState.get().coupon).toBeUndefined());
    expect(next.store.appliedCoupon.get()).toBeUndefined();
    // Never without a word: the coupon field says why it went.
    expect(next.store.checkout.get()?.couponNotice).toBe(
      "Your coupon TEA5 no longer applies: it can't be used on this product, so it was removed.",
    );
  });
});

describe('the money path: line + bumps + coupon + shipping → totals', () => {
  test('the actions keep the choices in funnel state, the one place the form and the wallets read them', async () => {
    const { state, store } = await started();
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    expect(await store.applyCoupon('GLOW10')).toBeNull();
    store.selectShipping(1);
    expect(state.funnelState.get()).toMatchObject({
      selectedBumpOffersIds: ['BUMP-TEA-SAMPLER'],
      coupon: { code: 'GLOW10', discount: 6.9 },
      selectedShippingIndex: 1,
    });
    expect(await store.applyCoupon('TEA5')).toBe('Coupon can not be applied to this product');
    store.toggleBump('BUMP-TEA-SAMPLER', false);
    store.removeCoupon();
    expect(state.funnelState.get()).toMatchObject({ selectedBumpOffersIds: [] });
    expect(state.funnelState.get().coupon).toBeUndefined();
    expect(store.totals.get()).toMatchObject({ subtotalCents: 6900, discountCents: 0 });
  });

  test('before the quote the standard shipping and no tax; with it, the chosen method and the tax', async () => {
    const { store, calls } = await started();
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    await store.applyCoupon('GLOW10');
    store.selectShipping(1);
    expect(store.totals.get()).toEqual({
      subtotalCents: 7895,
      discountCents: 690,
      shippingCents: 695,
      taxCents: null,
      totalCents: 7900,
      complete: false,
    });
    expect(await store.continueToPayment()).toBe('payment');
    expect(calls.quote).toEqual([
      {
        country: 'US',
        state: 'IL',
        zip: '62701',
        items: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }],
        bumpOfferIds: ['BUMP-TEA-SAMPLER'],
        coupon: 'GLOW10',
      },
    ]);
    // $69 + $9.95 bump − $6.90 coupon + $14.95 express + $4.63 tax.
    const totals = { subtotalCents: 7895, discountCents: 690, shippingCents: 1495, taxCents: 463, totalCents: 9163 };
    expect(store.totals.get()).toEqual({ ...totals, complete: true });
    expect(store.checkout.get()).toMatchObject({
      totals,
      shippingChoice: 1,
      options: quoted.shipping.status === 'ok' ? quoted.shipping.options : [],
    });
  });

  test('a choice the quote does not offer shows and charges its first method', async () => {
    const { store } = await started();
    store.selectShipping(5);
    await store.continueToPayment();
    expect(store.checkout.get()).toMatchObject({ shippingChoice: 0, totals: { shippingCents: 0, totalCents: 7363 } });
  });
});

describe('the quote (R-ORD-6)', () => {
  test('asked on either step once the address can be priced and its inputs settle', async () => {
    vi.useFakeTimers();
    const { store, calls } = await loadStore(local).then(async (loaded) => {
      const fake = fakeServices();
      loaded.store.startFromFunnel(orderForm, fake.services);
      return { ...loaded, ...fake };
    });
    fill(store, { ...typed, state: '' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.quote.get().tax.status).toBe('idle'); // no state yet
    store.setField('state', 'IL');
    expect(store.quote.get().tax.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(299);
    expect(calls.quote).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.quote).toHaveLength(1);
    expect(store.quote.get()).toEqual(quoted);
    store.setField('cvv', '456'); // not a quote input: nothing asked again
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.quote).toHaveLength(1);
  });

  test('a settled quote is reused; a pending one is shared', async () => {
    let answer: (q: typeof quoted) => void = () => {};
    const { store, calls } = await started(orderForm, {
      quote: (input) => {
        calls.quote.push(input);
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const first = store.continueToPayment();
    const second = store.continueToPayment();
    answer(quoted);
    expect(await first).toBe('payment');
    expect(await second).toBe('payment');
    await store.continueToPayment();
    expect(calls.quote).toHaveLength(1);
  });

  test('R-ORD-6, R-ORD-4: after a reload onto step 1 the kept express shipping, coupon and tax are shown: the total charged', async () => {
    const { state, store } = await loadStore(local);
    state.setAccountDetails({ email: 'ada@example.com', country: 'US', state: 'IL', zipPostalCode: '62701' });
    state.setSelectedShippingIndex(1);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(store.checkoutStep.get()).toBe(1);
    // $69 − $6.90 coupon + $14.95 express + $4.63 tax (the fake quote's).
    await vi.waitFor(() =>
      expect(store.totals.get()).toMatchObject({
        discountCents: 690,
        shippingCents: 1495,
        taxCents: 463,
        complete: true,
      }),
    );
    expect(store.totals.get()!.totalCents).toBe(6900 - 690 + 1495 + 463);
  });

  test('no quote is asked while the session’s order is paid', async () => {
    const { state, store } = await started(secureCart);
    state.recordPlacedOrder(placed);
    expect(store.quote.get().tax.status).toBe('idle');
  });
});

describe('continueToPayment (the two-step order form)', () => {
  test('problems of step 1 show in the summary and nothing is asked; the card is not checked yet', async () => {
    const { store, calls } = await loadStore(local).then(async (loaded) => {
      const fake = fakeServices();
      loaded.store.startFromFunnel(orderForm, fake.services);
      return { ...loaded, ...fake };
    });
    fill(store, { email: 'ada@example', city: 'Springfield' });
    expect(await store.continueToPayment()).toBe('error-summary');
    const view = store.checkout.get()!;
    expect(view.errorsShown).toBe(true);
    expect(Object.keys(view.errors)).toEqual(expect.arrayContaining(['email', 'phone', 'street', 'state']));
    expect(view.errors).not.toHaveProperty('number');
    expect(view.step).toBe(1);
    expect(calls.quote).toHaveLength(0);
  });

  test('priced, the choices are saved for the next pages and the payment step shows (R-ORD-5 bumps seen)', async () => {
    const { state, store } = await started();
    expect(await store.continueToPayment()).toBe('payment');
    expect(store.checkoutStep.get()).toBe(2);
    expect(state.funnelState.get()).toMatchObject({
      selectedProduct: { id: 'AgelessBeautyBalm', units: 1 },
      selectedShippingIndex: 0,
      shippingInfo: {
        email: typed.email,
        state: 'IL',
        isValid: true,
        options: [{ id: 'standard' }, { id: 'express' }],
      },
      taxData: { isValid: true, tax: 4.63, rate: 0.0625 },
      bumpExpireList: [{ sfid: 'BUMP-TEA-SAMPLER' }],
    });
  });

  test('R-VAL-2: an address the API refuses stays on step 1 with the address message', async () => {
    const { state, store } = await started(orderForm, {
      quote: async () => ({ shipping: quoted.shipping, tax: { status: 'invalid' } }),
    });
    expect(await store.continueToPayment()).toBe('error-summary');
    expect(store.checkout.get()).toMatchObject({ step: 1, errors: { state: ADDRESS_INVALID } });
    expect(state.funnelState.get()).toMatchObject({ shippingInfo: { isValid: false }, taxData: { isValid: false } });
  });
});

describe('submit: one purchase, one order (R-ORD-1)', () => {
  test('places the card order for the cart shown, with the total shown, then moves on', async () => {
    const { store, calls } = await started();
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    await store.applyCoupon('GLOW10');
    store.selectShipping(1);
    await store.continueToPayment();
    expect(await store.submit()).toBeUndefined();
    expect(calls.pay).toHaveLength(1);
    const [payload, summaryTotal] = calls.pay[0]!;
    expect(summaryTotal).toBe(9163);
    expect(payload).toMatchObject({
      contact: { email: typed.email, firstName: 'Ada', lastName: 'Lovelace', phone: '217 5550123' },
      orderItems: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }],
      bumpOfferIds: ['BUMP-TEA-SAMPLER'],
      coupon: 'GLOW10',
      shippingOptionId: 'express',
      paymentMethod: 'Credit Card',
      card: { number: '4111111111111111', expMonth: 12, cvv: '123', nameOnCard: 'Ada Lovelace' },
    });
    expect(calls.paid).toEqual([paidOrder]);
    expect(store.busy.get()).toBe(true); // until the next page opens
  });

  test('a second submit while one is placed creates nothing, nor one after the order is paid', async () => {
    let settle: (r: PlaceResult) => void = () => {};
    const { store, calls } = await started(secureCart, {
      pay: (payload, total) => {
        calls.pay.push([payload, total]);
        return new Promise((resolve) => (settle = resolve));
      },
    });
    const first = store.submit();
    const again = store.submit();
    expect(await again).toBeUndefined();
    await vi.waitFor(() => expect(calls.pay).toHaveLength(1));
    expect(await store.submit()).toBeUndefined();
    settle({ ok: true, order: paidOrder });
    await first;
    expect(calls.pay).toHaveLength(1);

    const reloaded = await loadStore(local);
    const fake = fakeServices();
    reloaded.state.recordPlacedOrder(placed);
    reloaded.store.startFromFunnel(secureCart, fake.services);
    fill(reloaded.store);
    expect(await reloaded.store.submit()).toBeUndefined();
    expect(fake.calls.pay).toHaveLength(0);
  });

  test('problems in the form: nothing is sent, and the two-step form goes back to step 1 for an address problem', async () => {
    const { store, calls } = await started();
    await store.continueToPayment();
    store.setField('cvv', '');
    expect(await store.submit()).toBe('error-summary');
    expect(store.checkout.get()).toMatchObject({ step: 2, errors: { cvv: expect.any(String) } });
    store.setField('cvv', '123');
    store.setField('city', '');
    expect(await store.submit()).toBe('error-summary');
    expect(store.checkoutStep.get()).toBe(1);
    expect(calls.pay).toHaveLength(0);
  });

  test('R-ORD-1: the API prices the cart otherwise (409 PRICE_CHANGED): nothing placed, the button and summary show its total with the message, and the next tap sends that total', async () => {
    const changed: PlaceResult = {
      ok: false,
      failure: { kind: 'price', wasCents: 7595, nowCents: 8195, message: 'The price has gone up' },
    };
    const pay = vi.fn<(...args: unknown[]) => Promise<PlaceResult>>().mockResolvedValueOnce(changed);
    pay.mockResolvedValue({ ok: true, order: paidOrder });
    const { store, calls } = await started(secureCart, { pay });
    await store.submit();
    const shown = pay.mock.calls[0]![1] as number;
    expect(calls.paid).toEqual([]);
    expect(store.checkout.get()).toMatchObject({
      busy: false,
      failure: { kind: 'price', message: 'The price has gone up' },
      totals: { totalCents: 8195 },
    });
    await store.submit();
    expect(pay.mock.calls[1]![1]).toBe(8195);
    expect(shown).not.toBe(8195);
    expect(calls.paid).toEqual([paidOrder]);
  });

  test('a told price is for its cart: another package is priced by the page again', async () => {
    const pay = vi.fn<(...args: unknown[]) => Promise<PlaceResult>>().mockResolvedValueOnce({
      ok: false,
      failure: { kind: 'price', wasCents: 7595, nowCents: 8195, message: 'The price has gone up' },
    });
    const { store } = await started(secureCart, { pay });
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    const withBump = store.totals.get()!.totalCents;
    store.toggleBump('BUMP-TEA-SAMPLER', false);
    await store.submit();
    expect(store.totals.get()!.totalCents).toBe(8195);
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    expect(store.totals.get()!.totalCents).toBe(withBump);
    store.toggleBump('BUMP-TEA-SAMPLER', false);
    expect(store.totals.get()!.totalCents).toBe(8195);
  });

  test('R-FLOW-4: a declined card where the failure page is this page shows the message, and the next try may pay', async () => {
    const declined: PlaceResult = {
      ok: false,
      failure: { kind: 'declined', message: 'Sorry, but your payment failed' },
    };
    const pay = vi.fn<(...args: unknown[]) => Promise<PlaceResult>>().mockResolvedValueOnce(declined);
    pay.mockResolvedValue({ ok: true, order: paidOrder });
    const leaveAfterDecline = vi.fn(() => false);
    const { store, calls } = await started(secureCart, { pay, leaveAfterDecline });
    await store.retryQuote();
    const priced = store.totals.get();
    expect(await store.submit()).toBeUndefined();
    expect(leaveAfterDecline).toHaveBeenCalledWith('Sorry, but your payment failed');
    expect(store.checkout.get()).toMatchObject({
      busy: false,
      failure: { kind: 'declined', message: 'Sorry, but your payment failed', retryElsewhere: false },
    });
    // A refusal of the card is no new price, nor a message by a field.
    expect(store.totals.get()).toEqual(priced);
    expect(store.checkout.get()!.errors).toEqual({});
    await store.submit();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(calls.paid).toEqual([paidOrder]);
    expect(store.failure.get()).toBeNull();
  });

  test('R-FLOW-4: a declined card where the failure page is another page shows the message while the shopper is taken there, and takes no second try', async () => {
    const pay = vi
      .fn<(...args: unknown[]) => Promise<PlaceResult>>()
      .mockResolvedValue({ ok: false, failure: { kind: 'declined', message: 'Sorry, but your payment failed' } });
    const { store } = await started(secureCart, { pay, leaveAfterDecline: () => true });
    await store.submit();
    expect(store.checkout.get()).toMatchObject({
      busy: false,
      failure: { kind: 'declined', message: 'Sorry, but your payment failed', retryElsewhere: true },
    });
    await store.submit();
    expect(pay).toHaveBeenCalledTimes(1);
  });

  test('R-FLOW-4: back from the failure page (the page shown again from the back-forward cache), the message stays, the form is no longer busy leaving, and the next tap pays', async () => {
    const pay = vi
      .fn<(...args: unknown[]) => Promise<PlaceResult>>()
      .mockResolvedValueOnce({ ok: false, failure: { kind: 'declined', message: 'Sorry, but your payment failed' } })
      .mockResolvedValue({ ok: true, order: paidOrder });
    const { store, calls } = await started(secureCart, { pay, leaveAfterDecline: () => true });
    await store.submit();
    store.shownAgain();
    expect(store.checkout.get()).toMatchObject({
      busy: false,
      failure: { kind: 'declined', message: 'Sorry, but your payment failed', retryElsewhere: false },
      values: { email: typed.email },
    });
    await store.submit();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(calls.paid).toEqual([paidOrder]);
  });

  test('R-ORD-1: back on a form whose order was paid (shown again from the back-forward cache), a tap places no second order', async () => {
    const { store, state, calls } = await started(secureCart);
    await store.submit();
    state.recordPlacedOrder(placed); // what the paid order's move on records before the page is left
    store.shownAgain();
    expect(store.busy.get()).toBe(false);
    expect(await store.submit()).toBeUndefined();
    expect(calls.pay).toHaveLength(1);
  });

  test('R-FLOW-4: a payment service that did not answer is not a refusal: the shopper stays to try again', async () => {
    const pay = vi.fn<(...args: unknown[]) => Promise<PlaceResult>>().mockResolvedValue({
      ok: false,
      failure: { kind: 'unavailable', message: 'Sorry, but Payment Service is not available!' },
    });
    const leaveAfterDecline = vi.fn(() => true);
    const { store } = await started(secureCart, { pay, leaveAfterDecline });
    await store.submit();
    expect(leaveAfterDecline).not.toHaveBeenCalled();
    expect(store.failure.get()).toMatchObject({ kind: 'unavailable', retryElsewhere: false });
  });

  test('a field the API refuses shows by the field and takes focus; a step-1 field brings step 1 back', async () => {
    const refused = (field: 'number' | 'state', message: string): PlaceResult => ({
      ok: false,
      failure: { kind: 'field', field, message },
    });
    const pay = vi
      .fn<(...args: unknown[]) => Promise<PlaceResult>>()
      .mockResolvedValueOnce(refused('number', 'Enter a valid card number'))
      .mockResolvedValueOnce(refused('state', ADDRESS_INVALID));
    const { store } = await started(orderForm, { pay });
    await store.continueToPayment();
    expect(await store.submit()).toBe('number');
    expect(store.checkout.get()).toMatchObject({ step: 2, errors: { number: 'Enter a valid card number' } });
    expect(await store.submit()).toBe('state');
    expect(store.checkout.get()).toMatchObject({ step: 1, errors: { state: ADDRESS_INVALID } });
  });

  test('§8: a quote that failed is its one message (focused), not a submit failure; nothing is sent', async () => {
    const { store, calls } = await started(secureCart, {
      quote: async () => ({
        shipping: { status: 'error', message: "Couldn't calculate shipping options" },
        tax: quoted.tax,
      }),
    });
    expect(await store.submit()).toBe('quote-problem');
    expect(store.failure.get()).toBeNull();
    expect(store.busy.get()).toBe(false);
    expect(calls.pay).toHaveLength(0);
  });
});

describe('the form as the shopper fills it (R-VAL-3)', () => {
  test('before the checkout has started, typing, leaving a field or the billing box change nothing', async () => {
    const { state, store } = await loadStore(local);
    store.setField('email', 'ada@example.com');
    store.blurField('email');
    store.setBillingSame(false);
    expect(store.checkout.get()).toBeNull();
    expect(state.funnelState.get().accountDetails).toBeUndefined();
  });

  test('before the checkout has started, the buttons do nothing, and a kept cart counts for nothing yet', async () => {
    const { state, store } = await loadStore(local);
    state.setSelectedBumpOffersIds(['BUMP-TEA-SAMPLER']);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    await expect(store.retryQuote()).resolves.toBeUndefined();
    await expect(store.continueToPayment()).resolves.toBeUndefined();
    await expect(store.submit()).resolves.toBeUndefined();
    // No bump is ticked before the page says which it offers; the coupon counts once granted again.
    expect(store.bumpIds.get()).toEqual([]);
    expect(store.appliedCoupon.get()).toBeUndefined();
    expect(state.funnelState.get().shippingInfo).toBeUndefined();
  });

  test('a typed field is checked when it loses focus, not at each key; an empty one left is not flagged', async () => {
    const { store } = await loadStore(local);
    store.startFromFunnel(orderForm, fakeServices().services);
    store.setField('email', 'ada@example');
    expect(store.checkout.get()!.errors).not.toHaveProperty('email');
    store.blurField('email');
    expect(store.checkout.get()!.errors).toHaveProperty('email');
    store.blurField('phone');
    expect(store.checkout.get()!.errors).not.toHaveProperty('phone');
  });

  test('a billing address of its own is checked; ticking "same as shipping" again takes its messages away', async () => {
    const { store, calls } = await started();
    store.setBillingSame(false);
    expect(store.checkout.get()!.values.billingSame).toBe(false);
    expect(await store.submit()).toBe('error-summary');
    expect(store.checkout.get()!.errors).toHaveProperty('billingStreet');
    store.setBillingSame(true);
    expect(store.checkout.get()!.values.billingSame).toBe(true);
    expect(store.checkout.get()!.errors).toEqual({});
    expect(calls.pay).toHaveLength(0);
  });
});

describe('the messages next to the fields as they change (R-VAL-3)', () => {
  test('no summary of problems before an attempt; a flagged field is checked again as it is typed, its message gone once right', async () => {
    const { store } = await loadStore(local);
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(store.checkout.get()!.errorsShown).toBe(false);
    store.setField('email', 'ada@example');
    store.blurField('email');
    expect(store.checkout.get()!.errors).toHaveProperty('email');
    store.setField('email', 'ada@example.com');
    expect(store.checkout.get()!.errors).not.toHaveProperty('email');
  });

  test('the billing box left unticked keeps the billing messages', async () => {
    const { store } = await started();
    store.setBillingSame(false);
    expect(await store.submit()).toBe('error-summary');
    store.setBillingSame(false);
    expect(store.checkout.get()!.errors).toHaveProperty('billingStreet');
  });
});

describe('the quote’s inputs and its asking (R-ORD-6)', () => {
  test('an address whose ZIP cannot be priced asks no quote', async () => {
    const { store } = await started();
    expect(store.quote.get().shipping.status).not.toBe('idle');
    store.setField('zipPostalCode', '1');
    expect(store.quote.get()).toMatchObject({ shipping: { status: 'idle' }, tax: { status: 'idle' } });
  });

  test('one quote once typing settles, not one per key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, calls } = await started();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.quote.map((input) => input.zip)).toEqual(['62701']);
    store.setField('zipPostalCode', '62702');
    await vi.advanceTimersByTimeAsync(100);
    store.setField('zipPostalCode', '62703');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.quote.map((input) => input.zip)).toEqual(['62701', '62703']);
  });

  /** Two quotes asked, of the ZIPs 'first' and 'latest', each answered when the test says. */
  async function twoQuotesAsked() {
    const answers = new Map<string, (q: typeof quoted) => void>();
    await started(orderForm, { quote: (input) => new Promise((resolve) => answers.set(input.zip, resolve)) });
    const quoting = await import('../../../src/state/checkout-quote.ts');
    const input = { country: 'US', state: 'IL', zip: 'first', items: [], bumpOfferIds: [], coupon: undefined };
    const first = quoting.refreshQuote(input);
    const latest = quoting.refreshQuote({ ...input, zip: 'latest' });
    return { answer: (zip: string) => answers.get(zip)!(quoted), quoting, first, latest };
  }

  test('“asking” lasts until the latest quote asked has answered, not the first', async () => {
    const { answer, quoting, first, latest } = await twoQuotesAsked();
    answer('first');
    await first;
    expect(quoting.quoteAsking.get()).toBe(true);
    answer('latest');
    await latest;
    expect(quoting.quoteAsking.get()).toBe(false);
  });

  test('an earlier quote answering after the latest still gives its answer, and nothing is being asked', async () => {
    const { answer, quoting, first, latest } = await twoQuotesAsked();
    answer('latest');
    await latest;
    answer('first');
    await expect(first).resolves.toEqual(quoted);
    expect(quoting.quoteAsking.get()).toBe(false);
  });

  test('a told price names its cart’s coupon: the same cart with another coupon, or none, is another cart', async () => {
    await started();
    const { cart } = await import('../../../src/state/checkout-cart.ts');
    const { cartKeyOf } = await import('../../../src/state/checkout-quote.ts');
    const c = cart.get()!;
    const keys = [undefined, 'GLOW10', 'OTHER'].map((code) =>
      cartKeyOf({ ...c, coupon: code ? { code, discount: 1 } : undefined }),
    );
    expect(new Set(keys).size).toBe(3);
  });
});

/** The order form with a second bump offer, a $12 eye cream. */
const twoBumps = {
  ...orderForm,
  bumps: [...orderForm.bumps, { sfid: 'BUMP-EYE-CREAM', product: 'EyeCream', title: 'Eye cream', price: 12 }],
};

describe('the island renders the view from before the start (R-ORD-4)', () => {
  test('watched from the server’s markup on, the start shows the kept address priced, with no half-started cart', async () => {
    const { state, store } = await loadStore(local);
    state.setAccountDetails({ email: 'ada@example.com', country: 'US', state: 'IL', zipPostalCode: '62701' });
    const views: unknown[] = [];
    const stop = store.checkout.subscribe((view) => views.push(view));
    try {
      store.startFromFunnel(orderForm, fakeServices().services);
      expect(store.checkout.get()).toMatchObject({ line: { productId: 'AgelessBeautyBalm' }, step: 1 });
      await vi.waitFor(() => expect(store.checkout.get()?.totals).toMatchObject({ taxCents: 463, complete: true }));
      expect(views[0]).toBeNull();
    } finally {
      stop();
    }
  });
});

describe('the cart’s choices (R-ORD-5, R-ORD-6)', () => {
  test('R-ORD-6: unticking one bump leaves the others ticked', async () => {
    const { state, store } = await started(twoBumps);
    store.toggleBump('BUMP-TEA-SAMPLER', true);
    store.toggleBump('BUMP-EYE-CREAM', true);
    expect(store.bumpIds.get()).toEqual(['BUMP-TEA-SAMPLER', 'BUMP-EYE-CREAM']);
    store.toggleBump('BUMP-TEA-SAMPLER', false);
    expect(store.bumpIds.get()).toEqual(['BUMP-EYE-CREAM']);
    expect(state.funnelState.get().selectedBumpOffersIds).toEqual(['BUMP-EYE-CREAM']);
    expect(store.totals.get()).toMatchObject({ subtotalCents: 6900 + 1200 });
  });

  test('R-ORD-5: the bump offers join the bump-expire list once the payment step shows them, not on step 1', async () => {
    const { state, store } = await started(twoBumps);
    expect(state.funnelState.get().bumpExpireList ?? []).toEqual([]);
    await store.continueToPayment();
    expect(state.funnelState.get().bumpExpireList?.map((b) => b.sfid)).toEqual(['BUMP-TEA-SAMPLER', 'BUMP-EYE-CREAM']);
  });

  test('R-ORD-4: the order form keeps to its own product even when it is given the catalogue', async () => {
    const { state, store } = await loadStore(local);
    state.setSelectedProduct({ id: peel.id, units: 3 });
    store.startFromFunnel({ ...orderForm, catalogue: [balm, peel] }, fakeServices().services);
    expect(store.cartLine.get()).toMatchObject({ productId: 'AgelessBeautyBalm', units: 1 });
  });

  test('R-ORD-6: without a kept coupon no coupon is checked and nothing is said by the coupon field', async () => {
    const { state, store } = await loadStore(local);
    const coupon = vi.fn(fakeServices().services.coupon);
    store.startFromFunnel(orderForm, fakeServices({ coupon }).services);
    await store.retryQuote();
    expect(coupon).not.toHaveBeenCalled();
    expect(store.checkout.get()!.couponNotice).toBeNull();
    expect(state.funnelState.get().coupon).toBeUndefined();
  });

  test('R-ORD-6: the notice of a dropped coupon goes once a coupon is granted, and when the checkout starts again', async () => {
    const { state, store } = await loadStore(local);
    const dropped = async () => {
      state.setCoupon({ code: 'TEA5', discount: 5 });
      store.startFromFunnel(orderForm, fakeServices().services);
      await vi.waitFor(() => expect(store.checkout.get()!.couponNotice).toContain('TEA5'));
    };
    await dropped();
    expect(await store.applyCoupon('GLOW10')).toBeNull();
    expect(store.checkout.get()!.couponNotice).toBeNull();
    await dropped();
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(store.checkout.get()!.couponNotice).toBeNull();
  });
});

describe('one purchase, one key, as the page opens (R-ORD-1)', () => {
  test('two tabs opened before either taps pay under one key', async () => {
    const first = await startStore(local);
    const second = await startStore(local);
    // Each tab taps before it has seen the other's tap.
    expect(second.state.orderRequestId()).toBe(first.state.orderRequestId());
  });

  test('an unpaid attempt of this tab keeps its key when the funnel state names another product’s paid order', async () => {
    const { state, store } = await loadStore(local);
    const item = { productId: 'SkinRenewElixir', productName: 'SkinRenewElixir', quantity: 1 };
    state.setOrderDetails({ order: { id: 'ord-9', orderItems: [item] }, purchaseId: 'key-9' });
    const key = state.orderRequestId(); // an attempt whose answer got lost: it may have been paid
    store.startFromFunnel(orderForm, fakeServices().services);
    expect(state.funnelState.get().orderDetails).toBeUndefined();
    expect(state.orderRequestId()).toBe(key);
  });
});

describe('the steps and the address the API refuses (R-VAL-2)', () => {
  /** Quotes that refuse the address at ZIP 62701 and price any other. */
  const refusingFirstZip = {
    quote: async (input: { zip: string }) =>
      input.zip === '62701' ? { shipping: quoted.shipping, tax: { status: 'invalid' as const } } : quoted,
  };

  test('R-VAL-2: refused at the tap, the order form goes back to step 1 with the message; the one-page cart stays', async () => {
    const { store, calls } = await started(orderForm, refusingFirstZip);
    store.setField('zipPostalCode', '62702');
    expect(await store.continueToPayment()).toBe('payment');
    store.setField('zipPostalCode', '62701');
    expect(await store.submit()).toBe('error-summary');
    expect(store.checkout.get()).toMatchObject({ step: 1, errors: { state: ADDRESS_INVALID } });
    expect(calls.pay).toHaveLength(0);

    const cart = await started(secureCart, refusingFirstZip);
    expect(await cart.store.submit()).toBe('error-summary');
    expect(cart.store.checkout.get()).toMatchObject({ step: 2, errors: { state: ADDRESS_INVALID } });
  });

  test('R-VAL-2: once the corrected address is priced, the message of the refused one goes (continue, then pay)', async () => {
    const { store, calls } = await started(orderForm, refusingFirstZip);
    expect(await store.continueToPayment()).toBe('error-summary');
    store.setField('zipPostalCode', '62702');
    expect(await store.continueToPayment()).toBe('payment');
    expect(store.checkout.get()!.errors).toEqual({});

    const cart = await started(secureCart, refusingFirstZip);
    expect(await cart.store.submit()).toBe('error-summary');
    cart.store.setField('zipPostalCode', '62702');
    await cart.store.submit();
    expect(cart.calls.pay).toHaveLength(1);
    expect(cart.store.checkout.get()!.errors).toEqual({});
    expect(calls.pay).toHaveLength(0);
  });

  test('a cart the API offers no shipping method for is sent naming none, for the API to choose', async () => {
    const { store, calls } = await started(secureCart, {
      quote: async () => ({ shipping: { status: 'ok', options: [] }, tax: quoted.tax }),
    });
    await store.submit();
    expect(calls.pay).toHaveLength(1);
    expect(calls.pay[0]![0].shippingOptionId).toBeUndefined();
  });

  test('problems on both steps at the tap bring step 1 back', async () => {
    const { store } = await started();
    await store.continueToPayment();
    store.setField('cvv', '');
    store.setField('city', '');
    expect(await store.submit()).toBe('error-summary');
    expect(store.checkout.get()).toMatchObject({
      step: 1,
      errors: { cvv: expect.any(String), city: expect.any(String) },
    });
  });

  test('"Continue to payment" is busy while the address is priced, and not after', async () => {
    let answer: (q: typeof quoted) => void = () => {};
    const { store } = await started(orderForm, { quote: () => new Promise((resolve) => (answer = resolve)) });
    const going = store.continueToPayment();
    expect(store.busy.get()).toBe(true);
    answer(quoted);
    expect(await going).toBe('payment');
    expect(store.busy.get()).toBe(false);
  });
});
