/**
 * R-ORD-3, R-PAY-2, R-PAY-3: the route of an upsell after a PayPal or Amazon Pay order (pure), the
 * reference charge's request, the API's PAYER_ACTION_REQUIRED turned into a confirmation, and the
 * unpaid upsell the provider's confirmation pays.
 */
import { describe, expect, test, vi } from 'vitest';
import { ApiError, type Order, type UpsellOrderRequest } from '../../../src/api/client.ts';
import {
  CONFIRMATION_REQUIRED_ERROR,
  CONFIRMATION_REQUIRED_STATUS,
  needsConfirmation,
  upsellRoute,
} from '../../../src/domain/wallets/upsell-route.ts';
import { chargeUpsell, unpaidUpsellRequest, upsellRequest } from '../../../src/payments/upsell.ts';

const offer = { sfid: 'OFF-UP-ELIXIR' };
const refusal = () =>
  new ApiError({
    kind: 'http',
    status: CONFIRMATION_REQUIRED_STATUS,
    error: CONFIRMATION_REQUIRED_ERROR,
    message: CONFIRMATION_REQUIRED_ERROR,
  });
const client = (result: Order | Error) => ({
  createUpsellOrder: vi.fn(async (_r: UpsellOrderRequest, _o?: { requestId?: string }) => {
    if (result instanceof Error) throw result;
    return result;
  }),
});

describe('upsellRoute', () => {
  test.each([
    [{ paymentMethod: 'Credit Card' }, { kind: 'one-click' }],
    [{ paymentMethod: 'Google Pay' }, { kind: 'one-click' }],
    [{ paymentMethod: 'Apple Pay', subscribed: true }, { kind: 'one-click' }],
    [
      { paymentMethod: 'PayPal', subscribed: true },
      { kind: 'reference', method: 'PayPal' },
    ],
    [
      { paymentMethod: 'PayPal', subscribed: false },
      { kind: 'confirm', method: 'PayPal' },
    ],
    [
      { paymentMethod: 'Amazon Pay', subscribed: true },
      { kind: 'reference', method: 'Amazon Pay' },
    ],
    [{ paymentMethod: 'Amazon Pay' }, { kind: 'confirm', method: 'Amazon Pay' }],
  ])('%o → %o', (parent, route) => expect(upsellRoute(parent)).toEqual(route));

  test('only the 422 PAYER_ACTION_REQUIRED refusal asks for confirmation', () => {
    expect(needsConfirmation(refusal())).toBe(true);
    expect(needsConfirmation({ status: 422, error: 'something else' })).toBe(false);
    expect(needsConfirmation({ status: 422, error: '' })).toBe(false);
    expect(needsConfirmation({ status: 402, error: CONFIRMATION_REQUIRED_ERROR })).toBe(false);
    expect(needsConfirmation(null)).toBe(false);
  });
});

describe('R-ORD-3: upsells after PayPal and Amazon Pay', () => {
  test.each(['PayPal', 'Amazon Pay'] as const)(
    'a subscribed %s parent is charged by reference with its payment option',
    async (method) => {
      const parent = { id: 'ord-1', paymentMethod: method, subscribed: true, paymentOptionId: 'pm-1' };
      expect(upsellRequest(parent, offer, 'Upsell', 1.5)).toMatchObject({
        paymentMethod: method,
        paymentOptionId: 'pm-1',
        parent: 'ord-1',
        orderType: 'Upsell',
        totalTax: 1.5,
      });
      const c = client({ id: 'ord-2' } as Order);
      expect(await chargeUpsell(parent, offer, 'Upsell', 1.5, { client: c, requestId: 'rq' })).toEqual({
        kind: 'charged',
        order: { id: 'ord-2' },
      });
      expect(c.createUpsellOrder.mock.calls[0]?.[1]).toEqual({ requestId: 'rq' });
    },
  );

  test('a reference charge the API refuses with PAYER_ACTION_REQUIRED becomes a confirmation', async () => {
    const parent = { id: 'ord-1', paymentMethod: 'PayPal', subscribed: true, paymentOptionId: 'pm-1' };
    const result = await chargeUpsell(parent, offer, 'Upsell', 0, { client: client(refusal()) });
    expect(result).toEqual({ kind: 'needs-confirmation', method: 'PayPal' });
  });

  test('any other refusal is a failure (the §8 message is the page’s)', async () => {
    const parent = { id: 'ord-1', paymentMethod: 'Amazon Pay', subscribed: true, paymentOptionId: 'pm-1' };
    const declined = new ApiError({ kind: 'http', status: 402, error: 'x', message: 'x' });
    expect(await chargeUpsell(parent, offer, 'Upsell', 0, { client: client(declined) })).toEqual({
      kind: 'failed',
      error: declined,
    });
  });

  test('the unpaid upsell for the confirmation: linked to the first order, awaitConfirmation, no payment option', () => {
    const upsellOrder = { id: 'ord-5', orderType: 'Upsell', parrentUpsellOrderId: 'ord-1', orderSource: 'Funnel' };
    const request = unpaidUpsellRequest(upsellOrder, offer, 'Downsell', 0.9, 'Amazon Pay');
    expect(request).toEqual({
      orderType: 'Downsell',
      parent: 'ord-1',
      upsells: ['OFF-UP-ELIXIR'],
      paymentMethod: 'Amazon Pay',
      orderSource: 'Funnel',
      totalTax: 0.9,
      awaitConfirmation: true,
      statsInfo: undefined,
    });
  });
});
