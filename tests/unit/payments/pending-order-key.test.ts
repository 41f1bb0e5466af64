/**
 * A pending order belongs to the purchase that created it (docs/security.md §2): the wallets send
 * the purchase's key (X-Purchase-Id, the tab's one parent-order key) on the call that creates the
 * pending order and on every later call that names it, the provider's start calls and the express
 * checkout's details among them, so the API can refuse anyone who has only the order's id. The
 * payments load as a page does, with a recorded API client.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Order } from '../../../src/api/client.ts';
import type { WalletCart } from '../../../src/domain/wallets/cart.ts';
import type { OffAmazonPayments } from '../../../src/payments/amazon-globals.ts';
import { MapStorage, removeGlobals } from '../state/fake-storage.ts';
import { sessionPage } from './session-page.ts';

const pending = { id: 'ord-pending', name: 'IB-000001', total: 89, paymentMethod: 'PayPal' } as Order;
const paid = { ...pending, status: 'Paid' } as Order;

/** Each call's name and the X-Purchase-Id it was sent with. */
const sent: [string, string | undefined][] = [];
const answer = (name: string, result: unknown) =>
  vi.fn(async (_request: unknown, options?: { purchaseId?: string }) => {
    sent.push([name, options?.purchaseId]);
    return result;
  });
/** The shopper Amazon's customer info names (any complete one). */
const amazonShopper = {
  email: 'gia.pay@example.com',
  phone: '2175550100',
  name: 'Gia Pay',
  address: { Address: '1 Main St', Apartment: '', City: 'Springfield', State: 'IL', ZipPostal: '62701', Country: 'US' },
};
const client = {
  config: { brand: 'IkariaBeauty' },
  setOrderGuest: answer('setorderguest', pending),
  createPaypalPayment: answer('createpaypalpayment', { paymentId: 'PAYID-1', token: 'EC-1', approvalUrl: '/a' }),
  createPaypalSubscription: answer('createpaypalsubscription', {
    subscriptionId: 'I-1',
    token: 'I-1',
    approvalUrl: '/a',
  }),
  setExpressCheckout: answer('setexpresscheckout', { token: 'EC-2', approvalUrl: '/approve' }),
  getExpressCheckoutDetail: answer('getexpresscheckoutdetail', { token: 'EC-2' }),
  doExpressCheckout: answer('doexpresscheckout', paid),
  createRecurringPayment: answer('createrecurringpayment', { status: 'Active' }),
  getInfoAmazon: answer('getInfoAmazon', amazonShopper),
  getInfoAmazonSub: answer('getInfoAmazonSub', amazonShopper),
  payWithAmazon: answer('payamazon', { orderReferenceId: 'S01-1', confirmUrl: '/c' }),
  payWithAmazonSub: answer('payamazonsub', paid),
};

const cart: WalletCart = {
  items: [{ productId: 'AgelessBeautyBalm', units: 1, quantity: 1 }] as WalletCart['items'],
  bumpOfferIds: [],
  subscription: true,
  estimatedTotal: 89,
};
const customer = {
  contact: { email: 'ann.lee@example.com', firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
  billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '78701', Country: 'US' },
};

/** A page of the session, on the order form. */
async function page() {
  vi.doMock('../../../src/api/env.ts', () => ({ browserApiClient: () => client }));
  const { state } = await sessionPage(new MapStorage());
  vi.stubGlobal('window', {
    location: { href: 'https://shop.example/SecureCart', origin: 'https://shop.example', assign: vi.fn() },
  });
  return { key: state.orderRequestId() };
}

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeGlobals();
});

/** Every call that creates or names the order carries the purchase's key (Amazon's customer info names neither). */
function allCarry(key: string) {
  const naming = sent.filter(([name]) => !name.startsWith('getInfo'));
  expect(naming.map(([, purchase]) => purchase)).toEqual(naming.map(() => key));
}

describe('PayPal: the pending order and its provider payment are made under the purchase’s key', () => {
  const handlers = {
    current: () => ({ cart, customer }),
    onMissingDetails() {},
    onPaid() {},
    onCancel() {},
    onError() {},
    onRedirect() {},
  };

  test('R-PAY-2: setorderguest, then createpaypalpayment or createpaypalsubscription, each with the key', async () => {
    const { key } = await page();
    const { paypalButtonOptions } = await import('../../../src/payments/paypal.ts');
    await paypalButtonOptions('payment', handlers).createOrder?.({} as never, {} as never);
    await paypalButtonOptions('subscription', handlers).createSubscription?.({} as never, {} as never);
    expect(sent.map(([name]) => name)).toEqual([
      'setorderguest',
      'createpaypalpayment',
      'setorderguest',
      'createpaypalsubscription',
    ]);
    allCarry(key);
  });

  test('R-PAY-2, R-QP-3: the express checkout: set, and on the return detail, do and the recurring profile, with the key', async () => {
    const { key } = await page();
    const { paypalButtonOptions } = await import('../../../src/payments/paypal.ts');
    const reject = vi.fn();
    await paypalButtonOptions('express', handlers).onClick?.({} as never, { reject, resolve: vi.fn() } as never);
    const { completePayPalReturn } = await import('../../../src/payments/paypal-return.ts');
    const outcome = await completePayPalReturn({ flow: 'express', action: 'success', token: 'EC-2', PayerID: 'P1' });
    expect(outcome).toMatchObject({ kind: 'paid' });
    expect(sent.map(([name]) => name)).toEqual([
      'setorderguest',
      'setexpresscheckout',
      'getexpresscheckoutdetail',
      'doexpresscheckout',
      'createrecurringpayment',
    ]);
    allCarry(key);
  });
});

describe('Amazon Pay: the pending order and its payment are made under the purchase’s key', () => {
  const pay = {
    Widgets: {},
    initConfirmationFlow: (_seller: string, _reference: string, run: (flow: unknown) => void) =>
      run({ success() {}, error() {} }),
  } as unknown as OffAmazonPayments;

  test('R-PAY-3: a billing agreement: setorderguest and payamazonsub with the key', async () => {
    const { key } = await page();
    const { placeAmazonOrder } = await import('../../../src/payments/amazon-order.ts');
    await placeAmazonOrder(pay, { cart, accessToken: 'Atza|1', reference: 'C01-1', subscription: true });
    expect(sent.map(([name]) => name)).toEqual(['getInfoAmazonSub', 'setorderguest', 'payamazonsub']);
    allCarry(key);
  });

  test('R-PAY-3: an order reference: setorderguest and payamazon with the key', async () => {
    const { key } = await page();
    const { placeAmazonOrder } = await import('../../../src/payments/amazon-order.ts');
    const single = { ...cart, subscription: false };
    expect(
      await placeAmazonOrder(pay, { cart: single, accessToken: 'Atza|1', reference: 'S01-1', subscription: false }),
    ).toBe('confirming');
    expect(sent.map(([name]) => name)).toEqual(['getInfoAmazon', 'setorderguest', 'payamazon']);
    allCarry(key);
  });
});
