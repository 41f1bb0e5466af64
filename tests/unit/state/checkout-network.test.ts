/**
 * The checkout store on a bad network: a quote that got no answer is one message with
 * a way to try again, the entries kept; a kept coupon whose re-check got no answer stays applied.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';
import type { Quote } from '../../../src/domain/checkout/quote.ts';
import { COUPON_CHECK_FAILED } from '../../../src/domain/checkout/coupon-notice.ts';
import {
  ADDRESS_INVALID,
  SHIPPING_OPTIONS_FAILED,
  SOMETHING_WENT_WRONG,
  TAX_FAILED,
} from '../../../src/domain/messages.ts';
import { fakeServices, loadStore, orderForm, quoted, secureCart, startStore, typed } from './checkout-doubles.ts';
import { MapStorage, removeGlobals } from './fake-storage.ts';

let local: MapStorage;
beforeEach(() => {
  local = new MapStorage();
});
afterEach(() => removeGlobals());

const lost: Quote = {
  shipping: { status: 'error', message: SHIPPING_OPTIONS_FAILED },
  tax: { status: 'error', message: TAX_FAILED },
};
const noAnswer = () => new ApiError({ kind: 'network', status: 0, error: SOMETHING_WENT_WRONG, message: 'offline' });

/** Quotes that fail `failures` times, then price. */
function flaky(failures: number) {
  let left = failures;
  return vi.fn(async (): Promise<Quote> => (left-- > 0 ? lost : quoted));
}

describe('a quote that got no answer (R-ORD-6)', () => {
  test('R-ORD-6: "Continue to payment" stays on step 1 and points to the quote’s message; the entries stay', async () => {
    const { store } = await startStore(local, orderForm, { quote: flaky(1) });
    expect(await store.continueToPayment()).toBe('quote-problem');
    const view = store.checkout.get()!;
    expect(view.step).toBe(1);
    expect(view.quote).toEqual(lost);
    expect(view.values).toMatchObject({ email: typed.email, street: typed.street, zipPostalCode: typed.zipPostalCode });
    expect(view.failure).toBeNull();
  });

  test('R-ORD-6: "Try again" asks once more; priced, focus goes on to payment and the message goes', async () => {
    const quote = flaky(1);
    const { store } = await startStore(local, orderForm, { quote });
    await store.continueToPayment();
    const retried = store.retryQuote();
    expect(store.checkout.get()?.quoteAsking).toBe(true);
    // The message stays while asking: the button the shopper pressed does not vanish under them.
    expect(store.checkout.get()?.quote).toEqual(lost);
    expect(await retried).toBe('quote-priced');
    expect(quote).toHaveBeenCalledTimes(2);
    expect(store.checkout.get()).toMatchObject({ quoteAsking: false, quote: quoted, totals: { complete: true } });
    expect(await store.continueToPayment()).toBe('payment');
  });

  test('R-ORD-6: a tax that got no answer is not kept as the tax the next pages charge', async () => {
    const taxLost: Quote = { shipping: quoted.shipping, tax: { status: 'error', message: TAX_FAILED } };
    const { state, store } = await startStore(local, orderForm, { quote: async () => taxLost });
    expect(await store.continueToPayment()).toBe('quote-problem');
    expect(state.funnelState.get().taxData).toBeUndefined();
    expect(state.funnelState.get().shippingInfo).toMatchObject({ isValid: true });
  });

  test('R-ORD-6: tried again and still no answer: focus back on the message', async () => {
    const { store } = await startStore(local, orderForm, { quote: flaky(2) });
    await store.continueToPayment();
    expect(await store.retryQuote()).toBe('quote-problem');
  });

  test('R-VAL-2: tried again and the API refuses the address: the address message, as on "Continue"', async () => {
    const quote = vi
      .fn<() => Promise<Quote>>()
      .mockResolvedValueOnce(lost)
      .mockResolvedValueOnce({ shipping: quoted.shipping, tax: { status: 'invalid' } });
    const { store } = await startStore(local, orderForm, { quote });
    await store.continueToPayment();
    expect(await store.retryQuote()).toBe('error-summary');
    expect(store.checkout.get()).toMatchObject({ step: 1, errors: { state: ADDRESS_INVALID } });
  });

  test('R-ORD-1: submit with the quote lost asks it again first, and pays once it is priced', async () => {
    const quote = flaky(1);
    const { store, calls } = await startStore(local, secureCart, { quote });
    expect(await store.submit()).toBe('quote-problem');
    expect(calls.pay).toHaveLength(0);
    await store.submit();
    expect(calls.pay).toHaveLength(1);
    expect(calls.paid).toHaveLength(1);
  });
});

describe('a kept coupon whose re-check gets no answer (R-ORD-6)', () => {
  test('R-ORD-6: stays applied with the discount granted before; no notice', async () => {
    const { state, store } = await loadStore(local);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    store.startFromFunnel(
      orderForm,
      fakeServices({
        coupon: async () => {
          throw noAnswer();
        },
      }).services,
    );
    await vi.waitFor(() => expect(store.appliedCoupon.get()).toEqual({ code: 'GLOW10', discount: 6.9 }));
    expect(state.funnelState.get().coupon).toEqual({ code: 'GLOW10', discount: 6.9 });
    expect(store.checkout.get()?.couponNotice).toBeNull();
  });

  test('R-ORD-6: a server failure (5xx) is not a refusal either', async () => {
    const { state, store } = await loadStore(local);
    state.setCoupon({ code: 'GLOW10', discount: 6.9 });
    const unavailable = new ApiError({ kind: 'http', status: 503, error: SOMETHING_WENT_WRONG, message: 'x' });
    store.startFromFunnel(
      orderForm,
      fakeServices({
        coupon: async () => {
          throw unavailable;
        },
      }).services,
    );
    await vi.waitFor(() => expect(store.appliedCoupon.get()).toEqual({ code: 'GLOW10', discount: 6.9 }));
  });

  test('R-ORD-6: a code typed in whose check gets no answer is not applied, and the field says to try again', async () => {
    const { store } = await startStore(local, orderForm, {
      coupon: async () => {
        throw noAnswer();
      },
    });
    expect(await store.applyCoupon('GLOW10')).toBe(COUPON_CHECK_FAILED);
    expect(store.appliedCoupon.get()).toBeUndefined();
  });
});
