/**
 * What the report reads from a stats or orders export (src/domain/report/records.ts): the fields
 * it uses, parsed once; a record missing one it needs is refused with the record and field named.
 */
import { describe, expect, test } from 'vitest';
import { ZodError } from 'zod';
import { parseReportOrders, parseStatsRecords } from '../../../../src/domain/report/index.ts';

const body = {
  eventType: 'Page View',
  sessionId: 's1',
  funnelSTPId: 'V-1A',
  mainFunnelId: 'MF-1',
  splitTestingPageId: 'ST-1',
  splitTestingFunnelId: 'SF-1',
  destinationId: 'DST-1',
  funnelSTFId: 'MF-2',
  splitTestingId: 'DST-ST-2',
};

describe('R-SES-4: stats records', () => {
  test('every field the report uses is kept; others are dropped', () => {
    const [r] = parseStatsRecords([
      {
        variant: 'page',
        createdAt: '2026-01-01T00:00:00Z',
        body: { ...body, url: 'https://x', videoPercentage: 50 },
        id: 7,
      },
    ]);
    expect(r).toEqual({ variant: 'page', createdAt: '2026-01-01T00:00:00Z', body });
  });

  test('an id field that is not text reads as absent, not as a refusal', () => {
    const [r] = parseStatsRecords([
      { createdAt: '2026-01-01T00:00:00Z', body: { eventType: 'Page View', sessionId: 42, funnelSTPId: null } },
    ]);
    expect(r?.body).toEqual({ eventType: 'Page View' });
    expect(r?.body.sessionId).toBeUndefined();
    expect(r?.variant).toBeUndefined();
  });

  test('a record without its time or event type is refused, naming the record and field', () => {
    expect(() => parseStatsRecords([{ createdAt: 'x', body: body }, { body }])).toThrow(ZodError);
    try {
      parseStatsRecords([
        { createdAt: 'x', body },
        { createdAt: 'y', body: { sessionId: 's' } },
      ]);
      expect.unreachable();
    } catch (e) {
      expect((e as ZodError).issues.map((i) => i.path)).toEqual([[1, 'body', 'eventType']]);
    }
    expect(() => parseStatsRecords({})).toThrow(ZodError);
  });
});

describe('orders', () => {
  const order = {
    id: 'o1',
    status: 'Paid',
    date: '2026-01-01T00:00:00Z',
    orderType: 'Standard',
    total: 69.64,
  };

  test('an order with and without its statsInfo and parent', () => {
    const parsed = parseReportOrders([
      { ...order, parrentUpsellOrderId: null, statsInfo: null, items: [1] },
      {
        ...order,
        id: 'o2',
        parrentUpsellOrderId: 'o1',
        statsInfo: { sessionId: 's1', funnelSTPId: 'V-3A', mainFunnelId: 'MF-1', x: 1 },
      },
      order,
    ]);
    expect(parsed).toEqual([
      { ...order, parrentUpsellOrderId: null, statsInfo: null },
      {
        ...order,
        id: 'o2',
        parrentUpsellOrderId: 'o1',
        statsInfo: { sessionId: 's1', funnelSTPId: 'V-3A', mainFunnelId: 'MF-1' },
      },
      order,
    ]);
  });

  test('statsInfo ids that are not text read as absent', () => {
    const [o] = parseReportOrders([
      { ...order, statsInfo: { sessionId: 5, funnelSTPId: false, mainFunnelId: 'MF-1' } },
    ]);
    expect(o?.statsInfo).toEqual({ mainFunnelId: 'MF-1' });
  });

  test.each(['id', 'status', 'date', 'orderType', 'total'])(
    'an order without %s is refused, the field named',
    (field) => {
      const { [field as keyof typeof order]: _gone, ...rest } = order;
      try {
        parseReportOrders([order, rest]);
        expect.unreachable();
      } catch (e) {
        expect((e as ZodError).issues.map((i) => i.path)).toEqual([[1, field]]);
      }
    },
  );

  test('a total that is not a number is refused', () => {
    expect(() => parseReportOrders([{ ...order, total: '69.64' }])).toThrow(ZodError);
  });
});
