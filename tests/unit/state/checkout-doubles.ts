/**
 * Doubles for the checkout store tests: a page (the balm, one jar, one bump), a form a shopper
 * filled in, the quote and order the fake services answer with, and the store loaded afresh over
 * Map-backed storages as a new page would load it.
 */
import { vi } from 'vitest';
import { ApiError, type Order } from '../../../src/api/client.ts';
import type { CardOrderPayload } from '../../../src/domain/checkout/order-payload.ts';
import type { Quote, QuoteInput } from '../../../src/domain/checkout/quote.ts';
import type { CheckoutPage, CheckoutServices, PlaceResult } from '../../../src/state/checkout.ts';
import { balm, peel, teaBump } from '../domain/checkout/fixtures.ts';
import { installGlobal, MapStorage, removeGlobals } from './fake-storage.ts';

/** The order form of the balm, one jar ($69, standard shipping $6.95), with the tea sampler bump ($9.95). */
export const orderForm: CheckoutPage = {
  layout: 'two-step',
  product: balm,
  units: 1,
  bumps: [teaBump],
  defaultCountry: 'US',
};

/** The secure cart: one page, and any product of the catalogue. */
export const secureCart: CheckoutPage = { ...orderForm, layout: 'single', catalogue: [balm, peel] };

/** What a shopper types into the whole form (a Visa test card). */
export const typed = {
  email: 'ada@example.com',
  phone: '(217) 555-0123',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Harbor Way',
  city: 'Springfield',
  state: 'IL',
  zipPostalCode: '62701',
  number: '4111 1111 1111 1111',
  nameOnCard: 'Ada Lovelace',
  expMonth: '12',
  expYear: String(new Date().getFullYear() + 2),
  cvv: '123',
} as const;

/** Standard (free) and express ($14.95) shipping; 6.25 % tax of $74.10. */
export const quoted: Quote = {
  shipping: {
    status: 'ok',
    options: [
      { id: 'standard', label: 'Standard shipping', price: 0 },
      { id: 'express', label: 'Express shipping', price: 14.95 },
    ],
  },
  tax: { status: 'ok', taxCents: 463, tax: 4.63, rate: 0.0625 },
};

/** The order the API answers with. */
export const paidOrder = { id: 'ord-1', name: 'IB-000001', total: 91.63, paymentMethod: 'Credit Card' } as Order;

/** A coupon refusal as the API gives it. */
export const refusal = (error: string) => new ApiError({ kind: 'http', status: 400, error, message: error });

/** Services that answer at once, recording what the store asked. GLOW10 is granted ($6.90 off). */
export function fakeServices(over: Partial<CheckoutServices> = {}) {
  const calls = { quote: [] as QuoteInput[], pay: [] as [CardOrderPayload, number][], paid: [] as Order[] };
  const services: CheckoutServices = {
    coupon: async ({ code }) => {
      if (code === 'GLOW10') return { code, discount: 6.9 };
      throw refusal('Coupon can not be applied to this product');
    },
    quote: async (input) => {
      calls.quote.push(input);
      return quoted;
    },
    pay: async (payload, total): Promise<PlaceResult> => {
      calls.pay.push([payload, total]);
      return { ok: true, order: paidOrder };
    },
    paid: (order) => calls.paid.push(order) > 0,
    leaveAfterDecline: () => true,
    retryNotice: () => null,
    ...over,
  };
  return { services, calls };
}

/** The state layer and the checkout store as a new page loads them over `local` (shared by the tabs). */
export async function loadStore(local: MapStorage) {
  removeGlobals();
  installGlobal('localStorage', local);
  installGlobal('sessionStorage', new MapStorage());
  vi.resetModules();
  const state = await import('../../../src/state/index.ts');
  const store = await import('../../../src/state/checkout.ts');
  state.setSessionId('sess-1', true);
  return { state, store };
}

/** A store started on `page` over `local` with the fake services, the whole form typed. */
export async function startStore(local: MapStorage, page = orderForm, over: Partial<CheckoutServices> = {}) {
  const loaded = await loadStore(local);
  const fake = fakeServices(over);
  loaded.store.startFromFunnel(page, fake.services);
  fill(loaded.store);
  return { ...loaded, ...fake };
}

/** Types the whole form, field by field. */
export function fill(
  store: Awaited<ReturnType<typeof loadStore>>['store'],
  fields: Partial<Record<keyof typeof typed, string>> = typed,
) {
  for (const [name, value] of Object.entries(fields)) store.setField(name as keyof typeof typed, value);
}
