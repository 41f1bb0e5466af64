/**
 * Contract tests: every client function against the real sandbox over HTTP, asserting what the
 * sandbox database holds afterwards. The client's fetch keeps a cookie jar (see harness.ts).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError, type CallOptions } from '../../../src/api/client.ts';
import {
  COUPON_NOT_FOR_PRODUCT,
  COUPON_NOT_FOR_SUBSCRIPTION,
  NOT_SHIPPING_TO_COUNTRY,
  OFFER_NOT_FOUND,
} from '../../../src/domain/messages.ts';
import { guestOrder, startHarness, type Harness, type TestClient } from './harness.ts';
import { campaignPageData, stubPageDocument } from './page-config.ts';

let h: Harness;
let api: TestClient;

beforeAll(async () => {
  h = await startHarness();
  api = await h.client();
});
afterAll(() => h.stop());

/** Follows a sandbox provider page: POSTs the decision form and returns the redirect target. */
async function decide(path: string, fields: Record<string, string>): Promise<URL> {
  const res = await fetch(`${h.url}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '', 'http://shop.test');
}

const orderRow = (id: string) =>
  h.sandbox.db
    .prepare('SELECT status, order_type, parent_id, payment_method, total_cents FROM orders WHERE id = ?')
    .get(id) as
    | { status: string; order_type: string; parent_id: string | null; payment_method: string; total_cents: number }
    | undefined;

describe('orders', () => {
  test('R-ORD-1: createGuestOrder posts orders/createguest; the server prices, taxes and pays it', async () => {
    const order = await api.createGuestOrder(guestOrder({ bumpOfferIds: ['BUMP-TEA-SAMPLER'] }));
    expect(order).toMatchObject({
      status: 'Paid',
      orderType: 'Standard',
      orderSource: 'Funnel',
      subtotal: 186.95,
      orderShippingCost: 0,
      cardBrand: 'Visa',
      cardLast4: '1111',
    });
    expect(order.tax).toBe(11.68); // TX 6.25 % of 186.95
    expect(order.total).toBe(198.63);
    expect(order.affParameters).toMatchObject({
      affId: 'AFF1',
      offId: 'OFF9',
      subId1: 's1',
      salesFunnel: 'OFF9',
      referralUrl: 'https://ads.example/click',
    });
    expect(orderRow(order.id)).toMatchObject({ status: 'Paid', order_type: 'Standard', total_cents: 19863 });
    expect(
      h.sandbox.db
        .prepare('SELECT product_id, is_bump FROM order_items WHERE order_id = ? ORDER BY line')
        .all(order.id),
    ).toEqual([
      { product_id: 'AgelessBeautyBalm', is_bump: 0 },
      { product_id: 'BeautyTea', is_bump: 1 },
    ]);
  });

  test('R-ORD-1: with V2_PAYMENTS the guest payment goes to v2/orders/createTransaction one level above the base', async () => {
    const v2 = await h.client({ v2Payments: true });
    const order = await v2.createGuestOrder(
      guestOrder({ contact: { email: 'v2@example.com', firstName: 'Vee', lastName: 'Two', phone: '2065550101' } }),
    );
    expect(orderRow(order.id)?.status).toBe('Paid');
  });

  test('R-ORD-2, R-ORD-3: upsell and downsell orders pay one-click with the card on file and link to the parent', async () => {
    const parent = await api.createGuestOrder(guestOrder());
    const upsell = await api.createUpsellOrder({
      upsells: ['OFF-UP-ELIXIR'],
      parent: parent.id,
      orderType: 'Upsell',
      totalTax: 1.81,
      paymentMethod: 'Credit Card',
      paymentOptionId: parent.paymentOptionId ?? '',
      orderTransactionFee: 0,
      transactionFeeDocumentId: 'TF-1',
      orderSource: 'Funnel',
    });
    expect(upsell).toMatchObject({
      orderType: 'Upsell',
      parrentUpsellOrderId: parent.id,
      total: 30.81,
      cardId: parent.cardId,
      transactionFeeDocumentId: 'TF-1',
    });
    const gpay = await api.createGuestOrder(
      guestOrder({ paymentMethod: 'Google Pay', card: undefined, walletToken: 'gpay-token-ok' }),
    );
    const downsell = await api.createUpsellOrder({
      upsells: ['OFF-DOWN-ELIXIR'],
      parent: gpay.id,
      orderType: 'Downsell',
      paymentMethod: 'Google Pay',
      namedAgent: 'Google Pay',
      cardDetails: { cardId: gpay.cardId ?? '' },
    });
    expect(orderRow(downsell.id)).toMatchObject({ order_type: 'Downsell', parent_id: gpay.id, status: 'Paid' });
  });

  test('R-ORD-2: setOrderGuest saves a pending order (orderSource defaults to Cart); createTransaction pays it', async () => {
    const { orderSource: _drop, ...withoutSource } = guestOrder({ card: undefined });
    const pending = await api.setOrderGuest(withoutSource);
    expect(pending).toMatchObject({ status: 'Pending', orderSource: 'Cart' });
    const paid = await api.createTransaction({
      orderId: pending.id,
      paymentMethod: 'Credit Card',
      card: guestOrder().card,
    });
    expect(paid.status).toBe('Paid');
    expect(orderRow(pending.id)?.status).toBe('Paid');
  });

  test('setOrder posts orders/createorder for a logged-in account', async () => {
    const order = await api.setOrder(guestOrder({ accId: 'acc_loggedin', card: undefined }));
    expect(order).toMatchObject({ status: 'Pending', accountId: 'acc_loggedin' });
  });

  test('getAllOrders lists the orders', async () => {
    const all = await api.getAllOrders();
    expect(all.length).toBe(h.count('orders'));
  });
});

describe('PayPal (R-PAY-2)', () => {
  const pendingPaypal = (options?: CallOptions) =>
    api.setOrderGuest(guestOrder({ paymentMethod: 'PayPal', card: undefined }), options);

  test('payment: create → approval page → return with R-QP-3 parameters → execute', async () => {
    const order = await pendingPaypal();
    const created = await api.createPaypalPayment({
      orderId: order.id,
      returnUrl: '/order-success-common',
      cancelUrl: '/SecureCart',
    });
    const back = await decide('/__sandbox/paypal/approve', { token: created.token, decision: 'approve' });
    expect(back.pathname).toBe('/order-success-common');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      paypal: 'true',
      action: 'success',
      paymentId: created.paymentId,
      token: created.token,
    });
    const paid = await api.executePaypalPayment({
      orderId: order.id,
      paymentId: created.paymentId,
      PayerID: back.searchParams.get('PayerID') ?? '',
      statsInfo: {},
    });
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'PayPal' });
  });

  test('payment: a cancelled approval returns with action=cancel and cannot be executed', async () => {
    const order = await pendingPaypal();
    const created = await api.createPaypalPayment({ orderId: order.id, returnUrl: '/ok', cancelUrl: '/SecureCart' });
    const back = await decide('/__sandbox/paypal/approve', { token: created.token, decision: 'cancel' });
    expect(back.searchParams.get('action')).toBe('cancel');
    await expect(
      api.executePaypalPayment({ orderId: order.id, paymentId: created.paymentId, PayerID: 'X' }),
    ).rejects.toMatchObject({ status: 402, error: 'Sorry, but your payment failed' });
  });

  test('subscription: create → approve → execute → cancel', async () => {
    // A paid subscription is cancelled by the purchase that paid it (X-Purchase-Id), as one-click is.
    const key = { purchaseId: 'contract-subscription' };
    const order = await api.setOrderGuest(
      guestOrder({
        paymentMethod: 'PayPal',
        card: undefined,
        orderItems: [
          { productId: 'BeautyTea', units: 1, subscription: { frequency: 'Month', frequencyMultiplier: 1 } },
        ],
      }),
      key,
    );
    const created = await api.createPaypalSubscription({ orderId: order.id, returnUrl: '/ok', cancelUrl: '/no' });
    const back = await decide('/__sandbox/paypal/approve', { token: created.token, decision: 'approve' });
    expect(back.searchParams.get('paypalsubscription')).toBe('true');
    const paid = await api.executePaypalSubscription(
      { orderId: order.id, subscriptionId: created.subscriptionId },
      key,
    );
    expect(paid).toMatchObject({ status: 'Paid', subscribed: true });
    expect(await api.cancelPaypalSubscription({ subscriptionId: created.subscriptionId }, key)).toEqual({
      subscriptionId: created.subscriptionId,
      status: 'Cancelled',
    });
  });

  test('express checkout: set → approve → detail → do → recurring payment', async () => {
    // The payer's details are told to the purchase that created the order (X-Purchase-Id) only.
    const key = { purchaseId: 'contract-express' };
    const order = await pendingPaypal(key);
    const set = await api.setExpressCheckout({
      orderId: order.id,
      returnUrl: '/ok',
      cancelUrl: '/no',
      recurring: true,
    });
    const back = await decide('/__sandbox/paypal/approve', { token: set.token, decision: 'approve' });
    expect(back.searchParams.get('paypalnvp')).toBe('true');
    const PayerID = back.searchParams.get('PayerID') ?? '';
    const detail = await api.getExpressCheckoutDetail({ token: set.token }, key);
    expect(detail).toMatchObject({ token: set.token, PayerID, email: 'ann.lee@example.com', amount: order.total });
    expect((await api.doExpressCheckout({ orderId: order.id, token: set.token, PayerID })).status).toBe('Paid');
    expect(await api.createRecurringPayment({ orderId: order.id, token: set.token, PayerID })).toMatchObject({
      status: 'Active',
      orderId: order.id,
    });
  });

  test('R-API-3: express-checkout errors pass the whole error body on', async () => {
    const error = await api.getExpressCheckoutDetail({ token: 'EC-UNKNOWN' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error).toEqual({ error: 'Sorry, but your payment failed', code: 'INVALID_TOKEN' });
  });
});

describe('Amazon Pay (R-PAY-3)', () => {
  test('customer info for an order reference and a billing agreement', async () => {
    const info = await api.getInfoAmazon({
      brand: 'IkariaBeauty',
      accessToken: 'Atza|abc',
      orderReferenceId: 'S01-1',
      statsInfo: {},
    });
    expect(info).toMatchObject({ email: 'amazon.shopper@example.com', formattedPhoneNumber: '2065550147' });
    expect(
      (await api.getInfoAmazonSub({ brand: 'IkariaBeauty', accessToken: 'Atza|abc', billingAgreementId: 'C01-1' }))
        .address.State,
    ).toBe('WA');
    await expect(
      api.getInfoAmazon({ brand: 'IkariaBeauty', accessToken: 'Atza|invalid', orderReferenceId: 'S01-1' }),
    ).rejects.toMatchObject({ error: 'AmazonPay User Authorization Failed' });
  });

  test('payamazon → confirmation returns with R-QP-4 parameters → captureamazon pays', async () => {
    const order = await api.setOrderGuest(guestOrder({ paymentMethod: 'Amazon Pay', card: undefined }));
    const { confirmUrl } = await api.payWithAmazon({
      orderId: order.id,
      orderReferenceId: 'S01-0000001-0000001',
      returnUrl: '/order-success-common',
      cancelUrl: '/SecureCart',
    });
    expect(confirmUrl).toContain('/__sandbox/amazon/confirm');
    const back = await decide('/__sandbox/amazon/confirm', {
      orderReferenceId: 'S01-0000001-0000001',
      decision: 'Success',
    });
    expect(Object.fromEntries(back.searchParams)).toEqual({
      orderId: order.id,
      orderReferenceId: 'S01-0000001-0000001',
      amount: String(order.total),
      currencyCode: 'USD',
      sellerOrderId: order.name,
      resultCode: 'Success',
    });
    expect(await api.captureAmazon({ orderId: order.id, orderReferenceId: 'S01-0000001-0000001' })).toMatchObject({
      status: 'Paid',
      paymentMethod: 'Amazon Pay',
    });
  });

  test('payamazonsub pays by billing agreement and subscribes', async () => {
    const order = await api.setOrderGuest(guestOrder({ paymentMethod: 'Amazon Pay', card: undefined }));
    expect(await api.payWithAmazonSub({ orderId: order.id, billingAgreementId: 'C01-0000001' })).toMatchObject({
      status: 'Paid',
      subscribed: true,
    });
  });
});

describe('checkout helpers (R-ORD-6)', () => {
  const items = [{ productId: 'BeautyTea', units: 1 }];

  test('shipping options, tax and coupons are priced by the server', async () => {
    expect((await api.getShippingOptions({ country: 'US', state: 'TX', items })).options).toEqual([
      { id: 'standard', label: expect.any(String), price: 4.95 },
      { id: 'express', label: expect.any(String), price: 19.9 },
    ]);
    expect(await api.calculateTax({ address: { State: 'CA', Country: 'US' }, items })).toEqual({
      tax: 2.1,
      rate: 0.0725,
      isValid: true,
    });
    expect(await api.calculateTax({ address: { State: 'ZZ', Country: 'US' }, items })).toMatchObject({
      isValid: false,
    });
    expect(await api.applyCoupon({ code: 'TEA5', items })).toMatchObject({ code: 'TEA5', discount: 5 });
  });

  test('R-ERR-1: coupon and shipping errors carry the §8 texts', async () => {
    await expect(
      api.applyCoupon({ code: 'TEA5', items: [{ productId: 'RetinolSerum', units: 1 }] }),
    ).rejects.toMatchObject({ status: 400, error: COUPON_NOT_FOR_PRODUCT, message: COUPON_NOT_FOR_PRODUCT });
    await expect(
      api.applyCoupon({
        code: 'GLOW10',
        items: [{ productId: 'BeautyTea', units: 1, subscription: { frequency: 'Month', frequencyMultiplier: 1 } }],
      }),
    ).rejects.toMatchObject({ error: COUPON_NOT_FOR_SUBSCRIPTION });
    await expect(api.getShippingOptions({ country: 'DE', items })).rejects.toMatchObject({
      error: NOT_SHIPPING_TO_COUNTRY,
    });
  });
});

describe('stats, affiliate, offers, content, order count', () => {
  test('R-SES-4: saveStats splits customPayLoad in two halves; the stored body is what was sent', async () => {
    expect(
      await api.saveStats({
        funnelSTPId: 'STP1',
        url: 'http://shop.test/vsl',
        mainFunnelId: 'MF1',
        sessionId: 'S1',
        splitTestingFunnelId: 'F1',
        splitTestingPageId: 'P1',
        videoPercentage: 50,
        customPayLoad: 'abcdefg',
        eventType: 'Video',
        destinationId: 'D1',
      }),
    ).toBe(true);
    expect(
      await api.saveDestinationStats({
        funnelSTFId: 'STF1',
        sessionId: 'S1',
        destinationId: 'D1',
        splitTestingId: 'ST1',
        eventType: 'Destination',
      }),
    ).toBe(true);
    const [dest, page] = await h.readBack<{ variant: string; body: Record<string, unknown> }[]>('stats');
    expect(page?.variant).toBe('page');
    expect(page?.body).toMatchObject({
      customPayLoad1: 'abcd',
      customPayLoad2: 'efg',
      eventType: 'Video',
      affParameters: { affId: 'AFF1' },
    });
    expect(dest?.body).toMatchObject({ funnelSTFId: 'STF1', splitTestingId: 'ST1', eventType: 'Destination' });
  });

  test('R-SES-4: a failed stats save is only logged to the server', async () => {
    const bad = await api.saveStats({ eventType: '' });
    expect(bad).toBe(false);
    const logs = await h.readBack<{ kind: string; body: { level: string; message: string } }[]>('logs');
    expect(logs[0]).toMatchObject({ kind: 'server', body: { level: 'error', message: 'saveStats failed' } });
  });

  test('R-AFF-2: setAffParameters posts affiliate/setaffparameters and the record is stored as sent', async () => {
    await api.setAffParameters({
      affId: 'AFF1',
      offId: 'OFF9',
      subId1: 's1',
      salesFunnel: 'OFF9',
      referralUrl: 'r',
      landingUrl: 'l',
    });
    const [record] = await h.readBack<{ body: Record<string, unknown> }[]>('affiliate');
    expect(record?.body).toMatchObject({ affId: 'AFF1', offId: 'OFF9', subId1: 's1', salesFunnel: 'OFF9' });
  });

  test('R-ORD-7: getOfferBySfid copies product.image[0].imageUrl to imageUrl; unknown offers pass the error on', async () => {
    const offer = await api.getOfferBySfid('OFF-UP-TEA');
    expect(offer).toMatchObject({ sfid: 'OFF-UP-TEA', offerPrice: 39, imageUrl: '/images/products/beauty-tea.svg' });
    await expect(api.getOfferBySfid('NOPE')).rejects.toMatchObject({ status: 404, error: OFFER_NOT_FOUND });
  });

  test('R-API-4: content reaches pages at build time (docs/content.md): the client has no content calls, the sandbox serves none', async () => {
    expect(api).not.toHaveProperty('getContentByName');
    expect(api).not.toHaveProperty('getContentBySfid');
    for (const path of ['content/byname/faq', 'content/sfid/PC-SAMPLE-1'])
      expect((await fetch(`${h.url}/proxy/api/${path}`)).status).toBe(404);
  });

  test('R-SES-7: order count by account: 0 for a first order, 1 after another; an error answer rejects', async () => {
    const email = 'count.me@example.com';
    const first = await api.createGuestOrder(
      guestOrder({ contact: { email, firstName: 'C', lastName: 'M', phone: '2065550102' } }),
    );
    expect(await api.getOrderCount(first.accountId, first.id)).toBe(0);
    const second = await api.createGuestOrder(
      guestOrder({ contact: { email, firstName: 'C', lastName: 'M', phone: '2065550102' } }),
    );
    expect(await api.getOrderCount(second.accountId, second.id)).toBe(1);
    h.sandbox.faults.add({ path: 'getOrderCount', status: 400, times: 1 }); // an answer: a 5xx is retried (retry.ts)
    await expect(api.getOrderCount(second.accountId, second.id)).rejects.toThrow();
  });
});

describe('loggers (R-API-5)', () => {
  test("R-API-5: the base logger posts only non-empty payloads; the GET logger sends msg, url and the page's funnel counts; server logging keeps level", async () => {
    const page = await campaignPageData('vsl', { extraDestination: true });
    stubPageDocument(page.json);
    const before = h.count('logs');
    await api.log({});
    await api.log(null);
    expect(h.count('logs')).toBe(before);
    await api.log({ event: 'checkout-opened' });
    await api.logGet('page view');
    await api.logText({ step: 4 });
    await api.logServer('warn', 'slow', { ms: 900 });
    api.logPaymentEvent('ignored');
    vi.unstubAllGlobals();
    const url = 'http://shop.test/SecureCart?affid=AFF1&offid=OFF9&subid1=s1';
    const counts = { funnel_conf_destinations: String(page.destinations), funnel_conf_funnels: String(page.funnels) };
    const logs = await h.readBack<{ kind: string; body: Record<string, unknown> }[]>('logs');
    expect(logs.slice(0, 4).map((l) => [l.kind, l.body])).toEqual([
      ['server', expect.objectContaining({ level: 'warn', message: 'slow', logObject: { ms: 900 } })],
      ['get', { msg: '{"step":4}', url, ...counts }],
      ['get', { msg: 'page view', url, ...counts }],
      ['client', expect.objectContaining({ event: 'checkout-opened' })],
    ]);
  });

  test('R-API-5: the sandbox refuses a GET log without the funnel counts', async () => {
    const res = await fetch(`${h.url}/log?msg=x&url=http%3A%2F%2Fshop.test%2F`);
    expect(res.status).toBe(400);
  });

  test("R-API-5: a failed post writes 'something went wrong' to the console", async () => {
    h.sandbox.faults.add({ path: 'log/client', status: 400, times: 1 }); // an answer: a 5xx is retried (retry.ts)
    await api.log({ event: 'x' });
    expect(api.logged.at(-1)).toEqual(['something went wrong']);
  });
});
