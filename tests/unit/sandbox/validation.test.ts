/**
 * Malformed payloads get 400 with a message naming the field and leave no row (orders, items,
 * payment options); declined and failed payments leave no row either.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestOrder, startHarness, type Harness, type RawClient } from '../api/harness.ts';
import { NOT_SHIPPING_TO_COUNTRY, PAYMENT_FAILED, PAYMENT_SERVICE_UNAVAILABLE } from '../../../src/domain/messages.ts';

let h: Harness;
let raw: RawClient;
beforeAll(async () => {
  h = await startHarness();
  raw = await h.raw();
});
afterAll(() => h.stop());

const base = guestOrder();
const cases: [name: string, body: unknown, message: RegExp][] = [
  ['missing contact', { ...base, contact: undefined }, /^contact: /],
  ['missing email', { ...base, contact: { ...base.contact, email: undefined } }, /^contact\.email: /],
  [
    'malformed email',
    { ...base, contact: { ...base.contact, email: 'not-an-email' } },
    /^contact\.email: a valid email address/,
  ],
  ['units as a string', { ...base, orderItems: [{ productId: 'BeautyTea', units: '3' }] }, /^orderItems\.0\.units: /],
  [
    'negative quantity',
    { ...base, orderItems: [{ productId: 'BeautyTea', units: 1, quantity: -2 }] },
    /^orderItems\.0\.quantity: /,
  ],
  [
    'fractional quantity',
    { ...base, orderItems: [{ productId: 'BeautyTea', units: 1, quantity: 1.5 }] },
    /^orderItems\.0\.quantity: /,
  ],
  ['no items', { ...base, orderItems: [] }, /^orderItems: at least one item/],
  [
    'oversized first name',
    { ...base, contact: { ...base.contact, firstName: 'x'.repeat(5000) } },
    /^contact\.firstName: at most 100 characters/,
  ],
  [
    'oversized address',
    { ...base, billingAddress: { ...base.billingAddress, Address: 'y'.repeat(201) } },
    /^billingAddress\.Address: at most 200/,
  ],
  [
    'unknown product',
    { ...base, orderItems: [{ productId: 'SnakeOil', units: 1 }] },
    /^orderItems\.0\.productId: unknown product 'SnakeOil'/,
  ],
  [
    'bundle size not sold',
    { ...base, orderItems: [{ productId: 'BeautyTea', units: 2 }] },
    /^orderItems\.0\.units: BeautyTea comes in 1, 3, 6 units/,
  ],
  ['unknown bump offer', { ...base, bumpOfferIds: ['BUMP-NOPE'] }, /^bumpOfferIds\.0: unknown bump offer/],
  [
    'subscription on a product without one',
    {
      ...base,
      orderItems: [{ productId: 'multiacid', units: 1, subscription: { frequency: 'Month', frequencyMultiplier: 1 } }],
    },
    /^orderItems\.0\.subscription: /,
  ],
  ['unknown payment method', { ...base, paymentMethod: 'Bitcoin' }, /^paymentMethod: /],
  ['card missing for Credit Card', { ...base, card: undefined }, /^card: required for Credit Card/],
  [
    'non-Luhn card number',
    { ...base, card: { ...base.card, number: '4111 1111 1111 1112' } },
    /^card\.number: not a valid card number/,
  ],
  ['expired card', { ...base, card: { ...base.card, expYear: 2020 } }, /^card\.expYear: the card has expired/],
  [
    'unknown state',
    { ...base, billingAddress: { ...base.billingAddress, State: 'ZZ' } },
    /^billingAddress\.State: 'ZZ' is not a state of US/,
  ],
  [
    'country not shipped to',
    { ...base, billingAddress: { ...base.billingAddress, Country: 'DE' } },
    new RegExp(`^${NOT_SHIPPING_TO_COUNTRY}$`),
  ],
  ['unknown shipping option', { ...base, shippingOptionId: 'teleport' }, /^shippingOptionId: unknown shipping option/],
  ['unknown coupon', { ...base, coupon: 'FREE100' }, /^Coupon can not be applied to this product$/],
  ['body not JSON', '{"contact":', /^body: not valid JSON$/],
  ['body an array', '[1,2]', /^body: must be a JSON object$/],
  [
    'upsell of an unknown offer',
    { upsells: [], parent: 'x', orderType: 'Upsell', paymentMethod: 'Credit Card' },
    /^upsells: at least one offer/,
  ],
];

const rows = () => ({ orders: h.count('orders'), items: h.count('order_items'), options: h.count('payment_options') });

describe('orders/createguest refuses malformed payloads', () => {
  test.each(cases)('R-ORD-1: %s → 400 with a message, no row', async (_name, body, message) => {
    const before = rows();
    const res = await raw.post('/proxy/api/orders/createguest', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
    expect(rows()).toEqual(before);
  });
});

test('R-PAY-1: a declined card gets 402 with the §8 text and leaves no row', async () => {
  const before = rows();
  const res = await raw.post('/proxy/api/orders/createguest', {
    ...base,
    card: { ...base.card, number: '4000000000000002' },
  });
  expect(res).toEqual({ status: 402, body: { error: PAYMENT_FAILED } });
  expect(rows()).toEqual(before);
});

test('R-PAY-1: a gateway failure gets 502 with the §8 text and leaves no row', async () => {
  const before = rows();
  const res = await raw.post('/proxy/api/orders/createguest', {
    ...base,
    card: { ...base.card, number: '4000 0000 0000 0119' },
  });
  expect(res).toEqual({ status: 502, body: { error: PAYMENT_SERVICE_UNAVAILABLE } });
  expect(rows()).toEqual(before);
});

test('every call validates: stats, affiliate, logs and provider calls refuse bad payloads', async () => {
  const bad: [string, unknown][] = [
    ['/proxy/api/funnel/stats/save', { eventType: 5 }],
    ['/proxy/api/funnel/stats/save', { funnelSTFId: '', eventType: 'x' }],
    ['/proxy/api/affiliate/setaffparameters', { affId: 'a'.repeat(201) }],
    ['/proxy/api/log/server', { level: 'loud', message: 'x' }],
    ['/proxy/api/orders/getInfoAmazon', { brand: 'IkariaBeauty', accessToken: 'nope', orderReferenceId: 'S01' }],
    ['/proxy/api/orders/createpaypalpayment', { orderId: 'x', returnUrl: 'javascript:alert(1)', cancelUrl: '/' }],
    ['/proxy/api/orders/shippingoptions', { country: 'usa', items: [] }],
  ];
  const before = {
    stats: h.count('stats'),
    affiliate: h.count('affiliate'),
    logs: h.count('logs'),
    sessions: h.count('provider_sessions'),
  };
  for (const [path, body] of bad) {
    const res = await raw.post(path, body);
    expect(res.status, path).toBe(400);
    expect(res.body.error, path).toMatch(/^[\w.]+: /);
  }
  expect({
    stats: h.count('stats'),
    affiliate: h.count('affiliate'),
    logs: h.count('logs'),
    sessions: h.count('provider_sessions'),
  }).toEqual(before);
});

test('a body over 128 KB is refused with 413', async () => {
  const res = await raw.post('/proxy/api/log/client', { blob: 'z'.repeat(140 * 1024) });
  expect(res.status).toBe(413);
});
