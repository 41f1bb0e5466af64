import { describe, expect, test, vi } from 'vitest';
import { ApiError, type Order, type UpsellOrderRequest } from '../../../src/api/client.ts';
import { PRICE_CHANGED, PRICE_CHANGED_CODE } from '../../../src/domain/checkout/price-change.ts';
import {
  chargeUnknown,
  chargeUpsell,
  chargeUpsellUntilKnown,
  upsellRequest,
  type UpsellParent,
} from '../../../src/payments/upsell.ts';

const cardParent: UpsellParent = {
  id: 'ord-1',
  paymentMethod: 'Credit Card',
  orderType: 'Standard',
  orderSource: 'Funnel',
  parrentUpsellOrderId: null,
  paymentOptionId: 'pm-1',
  cardId: 'pm-1',
  orderTransactionFee: 0.5,
  transactionFeeDocumentId: 'TF-1',
};
const offer = { sfid: 'OFF-UP-ELIXIR' };

function fakeClient(result: Order | Error) {
  const createUpsellOrder = vi.fn(async (_req: UpsellOrderRequest, _o?: { requestId?: string }) => {
    if (result instanceof Error) throw result;
    return result;
  });
  return { createUpsellOrder };
}

describe('R-ORD-3: chargeUpsell', () => {
  test('a card parent: upsells, parent id, orderType, totalTax, paymentOptionId and the fee fields, with the purchase key', async () => {
    const created = { id: 'ord-2' } as Order;
    const client = fakeClient(created);
    const options = { client, requestId: 'rq-1', purchaseId: 'key-1' };
    const result = await chargeUpsell(cardParent, offer, 'Upsell', 1.81, options);
    expect(result).toEqual({ kind: 'charged', order: created });
    expect(client.createUpsellOrder).toHaveBeenCalledWith(
      {
        upsells: ['OFF-UP-ELIXIR'],
        parent: 'ord-1',
        orderType: 'Upsell',
        totalTax: 1.81,
        paymentMethod: 'Credit Card',
        orderSource: 'Funnel',
        paymentOptionId: 'pm-1',
        orderTransactionFee: 0.5,
        transactionFeeDocumentId: 'TF-1',
        statsInfo: undefined,
      },
      { requestId: 'rq-1', purchaseId: 'key-1' },
    );
  });

  test('a downsell after an upsell still hangs from the first (Standard) order', () => {
    const upsellOrder = { ...cardParent, id: 'ord-2', orderType: 'Upsell', parrentUpsellOrderId: 'ord-1' };
    expect(upsellRequest(upsellOrder, offer, 'Downsell', 0)).toMatchObject({ parent: 'ord-1', orderType: 'Downsell' });
  });

  test.each(['Google Pay', 'Apple Pay'])('a %s parent: namedAgent and cardDetails.cardId', (method) => {
    const request = upsellRequest({ id: 'ord-9', paymentMethod: method, cardId: 'pm-9' }, offer, 'Downsell', 0);
    expect(request).toMatchObject({
      paymentMethod: method,
      namedAgent: method,
      cardDetails: { cardId: 'pm-9' },
      orderType: 'Downsell',
      parent: 'ord-9',
    });
    expect(request).not.toHaveProperty('paymentOptionId');
  });

  test.each(['PayPal', 'Amazon Pay'])('a %s parent needs its own confirmation and nothing is sent', async (method) => {
    const client = fakeClient({ id: 'x' } as Order);
    const result = await chargeUpsell({ id: 'ord-3', paymentMethod: method }, offer, 'Upsell', 0, { client });
    expect(result).toEqual({ kind: 'needs-confirmation', method });
    expect(client.createUpsellOrder).not.toHaveBeenCalled();
  });

  test('a declined charge is a failed result carrying the API error, never a throw', async () => {
    const declined = new ApiError({ kind: 'http', status: 402, error: 'Sorry, but your payment failed', message: 'x' });
    const result = await chargeUpsell(cardParent, offer, 'Upsell', 0, { client: fakeClient(declined) });
    expect(result).toEqual({ kind: 'failed', error: declined });
  });

  test('R-ORD-3: the add-on states the total shown; the API’s other price (409 PRICE_CHANGED) is a price result to confirm, not a failure', async () => {
    const changed = new ApiError({
      kind: 'http',
      status: 409,
      error: PRICE_CHANGED,
      message: PRICE_CHANGED,
      body: { code: PRICE_CHANGED_CODE, total: 41.9, shownTotal: 39.9 },
    });
    const client = fakeClient(changed);
    const result = await chargeUpsell(cardParent, offer, 'Upsell', 0, {
      client,
      shown: { taxKnown: true, totalCents: 3990 },
    });
    expect(client.createUpsellOrder.mock.calls[0]![1]).toMatchObject({ headers: { 'X-Shown-Total': '39.90' } });
    expect(result).toMatchObject({ kind: 'price', nowCents: 4190 });
    expect((result as { message: string }).message).toContain('Yes, add to my order');
    // A total shown before tax is not stated, and the same answer is then a failure.
    const beforeTax = { client, shown: { taxKnown: false, totalCents: 3990 } };
    expect(await chargeUpsell(cardParent, offer, 'Upsell', 0, beforeTax)).toEqual({ kind: 'failed', error: changed });
    expect(client.createUpsellOrder.mock.calls[1]![1]).not.toHaveProperty('headers');
  });

  test('a parent without a card on file fails before calling the API', async () => {
    const client = fakeClient({ id: 'x' } as Order);
    const result = await chargeUpsell({ id: 'ord-4', paymentMethod: 'Credit Card' }, offer, 'Upsell', 0, { client });
    expect(result.kind).toBe('failed');
    expect(client.createUpsellOrder).not.toHaveBeenCalled();
  });
});

describe('R-ORD-3: a one-click charge whose answer was lost', () => {
  const lost = new ApiError({ kind: 'network', status: 0, error: 'Failed to fetch', message: 'Failed to fetch' });
  const paid = { id: 'ord-up-1' } as Order;
  /** The API answering `results` in turn, recording each X-Request-Id; a fake clock recording each wait. */
  function lossy(...results: (Order | Error)[]) {
    const keys: (string | undefined)[] = [];
    const waits: number[] = [];
    const createUpsellOrder = vi.fn(async (_req: UpsellOrderRequest, o?: { requestId?: string }) => {
      keys.push(o?.requestId);
      const next = results.shift() ?? lost;
      if (next instanceof Error) throw next;
      return next;
    });
    const sleep = async (ms: number) => void waits.push(ms);
    return { client: { createUpsellOrder }, keys, waits, sleep };
  }

  test('is asked again with the same key after a growing delay; the first answer is the outcome', async () => {
    const api = lossy(lost, lost, paid);
    const onChecking = vi.fn();
    const result = await chargeUpsellUntilKnown(cardParent, offer, 'Upsell', 0, {
      client: api.client,
      requestId: 'key-1',
      sleep: api.sleep,
      onChecking,
    });
    expect(result).toEqual({ kind: 'charged', order: paid });
    expect(api.keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(api.waits).toEqual([1000, 2000]);
    expect(onChecking).toHaveBeenCalledTimes(1);
  });

  test('a decline among the answers is definite: failed, no further tries', async () => {
    const declined = new ApiError({ kind: 'http', status: 402, error: 'Sorry, but your payment failed', message: 'x' });
    const api = lossy(lost, declined);
    const result = await chargeUpsellUntilKnown(cardParent, offer, 'Upsell', 0, {
      client: api.client,
      sleep: api.sleep,
    });
    expect(result).toEqual({ kind: 'failed', error: declined });
    expect(chargeUnknown(result)).toBe(false);
    expect(api.keys).toHaveLength(2);
  });

  test('no answer at all: still unknown after the tries, which the page never calls a failed payment', async () => {
    const api = lossy();
    const result = await chargeUpsellUntilKnown(cardParent, offer, 'Upsell', 0, {
      client: api.client,
      sleep: api.sleep,
    });
    expect(chargeUnknown(result)).toBe(true);
    expect(api.keys).toHaveLength(4);
    expect(api.waits).toEqual([1000, 2000, 4000]);
  });

  test('against an API that does not deduplicate (API_DEDUPLICATES off) a lost answer is not repeated: the outcome stays unknown', async () => {
    const api = lossy(lost, paid);
    const result = await chargeUpsellUntilKnown(cardParent, offer, 'Upsell', 0, {
      client: api.client,
      sleep: api.sleep,
      apiDeduplicates: false,
    });
    expect(chargeUnknown(result)).toBe(true);
    expect(api.keys).toHaveLength(1);
  });

  test('a 2xx answer that cannot be read is unknown (the server acted), never a refusal', () => {
    const unreadable = new ApiError({
      kind: 'invalid-response',
      status: 200,
      error: 'Something went wrong',
      message: 'x',
    });
    expect(chargeUnknown({ kind: 'failed', error: unreadable })).toBe(true);
  });

  test('a 5xx is unknown too; a charge that could not be built is not', async () => {
    const server = new ApiError({ kind: 'http', status: 502, error: 'Bad gateway', message: 'x' });
    expect(chargeUnknown({ kind: 'failed', error: server })).toBe(true);
    const local = await chargeUpsell({ id: 'ord-4', paymentMethod: 'Credit Card' }, offer, 'Upsell', 0);
    expect(chargeUnknown(local)).toBe(false);
  });
});
