/**
 * The report's sums from stats records and orders (src/domain/report/events.ts, tally.ts,
 * funnel-steps.ts): which records count for which funnel, step, variant and destination, which
 * session an order belongs to, who counts as a variant's visitor and buyer, and each step's figures.
 */
import { describe, expect, test } from 'vitest';
import type { Destination, MainFunnel } from '../../../../src/domain/funnel/types.ts';
import {
  destinationViews,
  paidOrdersBySession,
  sessionOrders,
  stepViews,
  type SessionOrder,
} from '../../../../src/domain/report/events.ts';
import {
  funnelReport,
  parseReportOrders,
  parseStatsRecords,
  reportFromCounts,
  tallyArms,
  tallyFunnel,
  tallyRecords,
  type ReportOrder,
  type StatsRecord,
} from '../../../../src/domain/report/index.ts';
import { destination, step, variant } from './config-fixtures.ts';

const mf1: MainFunnel = {
  sfid: 'MF-1',
  uniqueIdentifier: 'F1',
  orderForm: 'os',
  bumpOffers: [],
  defaultFunnels: [
    step(1, 'Landing', [variant('V-1A', 50, true), variant('V-1B')], ['ST-1']),
    step(2, 'OrderForm', [variant('V-2A', 100, true)]),
    step(3, 'DownSell', [variant('V-3A', 100, true)]),
  ],
};
const mf2: MainFunnel = {
  ...mf1,
  sfid: 'MF-2',
  uniqueIdentifier: 'F2',
  defaultFunnels: [step(1, 'Landing', [variant('V-9')])],
};
const dst = destination(50);

const T0 = Date.parse('2026-01-01T00:00:00Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();
const view = (
  s: number,
  session: string | undefined,
  sfid: string,
  extra: Partial<StatsRecord['body']> = {},
): StatsRecord => ({
  variant: 'page',
  createdAt: iso(s),
  body: { eventType: 'Page View', sessionId: session, funnelSTPId: sfid, mainFunnelId: 'MF-1', ...extra },
});
const dview = (
  s: number,
  session: string | undefined,
  splitTestingId: string | undefined,
  destinationId = 'DST-1',
): StatsRecord => ({
  variant: 'destination',
  createdAt: iso(s),
  body: { eventType: 'Destination', sessionId: session, funnelSTFId: 'MF-1', destinationId, splitTestingId },
});
const order = (id: string, s: number, total: number, extra: Partial<ReportOrder> = {}): ReportOrder => ({
  id,
  status: 'Paid',
  date: iso(s),
  orderType: 'Standard',
  parrentUpsellOrderId: null,
  total,
  statsInfo: null,
  ...extra,
});
const info = (sessionId: string, funnelSTPId = 'V-2A', mainFunnelId: string | undefined = 'MF-1') => ({
  sessionId,
  funnelSTPId,
  mainFunnelId,
});

describe('R-SES-4: page and destination events placed on the configuration', () => {
  test('a page event counts on its funnel, step and variant; others are left out; events in time order', () => {
    const views = stepViews(
      [
        view(5, 's1', 'V-1B', { splitTestingPageId: 'ST-1', eventType: 'New Session' }),
        view(2, 's1', 'V-1A'),
        view(3, undefined, 'V-1A'),
        view(4, 's2', 'V-1A', { funnelSTPId: undefined }),
        view(6, 's2', 'V-1A', { mainFunnelId: 'MF-2' }),
        view(7, 's2', 'V-1A', { mainFunnelId: undefined }),
        view(8, 's2', 'V-UNKNOWN'),
        { ...view(9, 's2', 'V-1A'), variant: 'destination' },
        view(10, 's2', 'V-1A', { funnelSTFId: 'MF-1' }),
      ],
      [mf1, mf2],
    );
    expect(
      views.map((v) => [
        v.session,
        v.at - T0,
        v.funnel.sfid,
        v.step.step,
        v.variant.sfid,
        v.eventType,
        v.splitTestingPageId,
      ]),
    ).toEqual([
      ['s1', 2000, 'MF-1', 1, 'V-1A', 'Page View', undefined],
      ['s1', 5000, 'MF-1', 1, 'V-1B', 'New Session', 'ST-1'],
    ]);
  });

  test('a destination event counts for a configured destination; no split id means the default funnel', () => {
    const views = destinationViews(
      [
        dview(3, 's1', 'DST-ST-2'),
        dview(1, 's2', ''),
        dview(2, 's3', undefined),
        dview(4, undefined, 'DST-ST-2'),
        dview(5, 's4', 'X', 'DST-9'),
        view(6, 's5', 'V-1A', { destinationId: 'DST-1' }),
      ],
      [dst],
    );
    expect(views).toEqual([
      { session: 's2', at: T0 + 1000, destinationId: 'DST-1', splitTestingId: undefined },
      { session: 's3', at: T0 + 2000, destinationId: 'DST-1', splitTestingId: undefined },
      { session: 's1', at: T0 + 3000, destinationId: 'DST-1', splitTestingId: 'DST-ST-2' },
    ]);
  });

  test('a page event without a variant id is no variant’s view, not even of a variant whose sfid is the word undefined', () => {
    const odd: MainFunnel = { ...mf2, defaultFunnels: [step(1, 'Landing', [variant('undefined')])] };
    const views = stepViews(
      [
        view(1, 's1', 'V-9', { funnelSTPId: undefined, mainFunnelId: 'MF-2' }),
        view(2, 's2', 'undefined', { mainFunnelId: 'MF-2' }),
      ],
      [odd],
    );
    expect(views.map((v) => [v.session, v.variant.sfid])).toEqual([['s2', 'undefined']]);
  });
});

describe('orders and their sessions', () => {
  test('an order has its own session, else its parent’s, up a chain of upsells', () => {
    const orders = sessionOrders([
      order('o1', 1, 10, { statsInfo: info('s1') }),
      order('o2', 2, 20, { parrentUpsellOrderId: 'o1' }),
      order('o3', 3, 30, {
        parrentUpsellOrderId: 'o2',
        statsInfo: { sessionId: undefined, funnelSTPId: 'V-3A', mainFunnelId: 'MF-1' },
      }),
      order('o4', 4, 40, { parrentUpsellOrderId: 'missing' }),
      order('o5', 5, 50, { status: 'Declined', statsInfo: info('s5') }),
    ]);
    expect(orders.map((o) => [o.order.id, o.session, o.at - T0, o.paid, o.parent])).toEqual([
      ['o1', 's1', 1000, true, true],
      ['o2', 's1', 2000, true, false],
      ['o3', 's1', 3000, true, false],
      ['o4', undefined, 4000, true, false],
      ['o5', 's5', 5000, false, true],
    ]);
  });

  test('a chain of parents is followed five orders up, no further (a loop ends)', () => {
    const chain = [order('c0', 0, 1, { statsInfo: info('s0') })];
    for (let i = 1; i <= 7; i++) chain.push(order(`c${i}`, i, 1, { parrentUpsellOrderId: `c${i - 1}` }));
    const loop = [order('x', 0, 1, { parrentUpsellOrderId: 'y' }), order('y', 0, 1, { parrentUpsellOrderId: 'x' })];
    const sessions = sessionOrders([...chain, ...loop]).map((o) => o.session);
    expect(sessions).toEqual(['s0', 's0', 's0', 's0', 's0', 's0', undefined, undefined, undefined, undefined]);
  });

  test('paid orders grouped by session; unpaid and session-less orders are left out', () => {
    const grouped = paidOrdersBySession(
      sessionOrders([
        order('o1', 1, 10, { statsInfo: info('s1') }),
        order('o2', 2, 20, { statsInfo: info('s1') }),
        order('o3', 3, 30, { statsInfo: info('s2'), status: 'Declined' }),
        order('o4', 4, 40),
      ]),
    );
    expect([...grouped].map(([s, os]) => [s, os.map((o) => o.order.id)])).toEqual([['s1', ['o1', 'o2']]]);
  });
});

describe('R-VAR-2: a variant’s visitors, buyers and revenue', () => {
  const plan = {
    splitTestingId: 'ST-1',
    arms: [
      { sfid: 'A', url: 'a', expectedShare: 0.5 },
      { sfid: 'B', url: 'b', expectedShare: 0.5 },
    ],
  };
  const paid = (session: string, at: number, total: number, parent = true): SessionOrder => ({
    order: order(`${session}-${at}`, 0, total),
    session,
    at,
    paid: true,
    parent,
  });

  test('the earliest view counts; at the same instant the arm whose sfid sorts first', () => {
    const tally = tallyArms(
      plan,
      [
        { session: 's1', at: 20, arm: 'A' },
        { session: 's1', at: 10, arm: 'B' },
        { session: 's2', at: 30, arm: 'B' },
        { session: 's2', at: 30, arm: 'A' },
        { session: 's3', at: 40, arm: 'A' },
        { session: 's3', at: 40, arm: 'B' },
        { session: 's4', at: 5, arm: 'gone' },
        { session: 's0', at: 30, arm: 'B' },
      ],
      new Map(),
    );
    expect(tally.arms.map((a) => [a.sfid, a.visitors, a.lastAt])).toEqual([
      ['A', 2, 40],
      ['B', 2, 30],
    ]);
    expect([tally.firstAt, tally.lastAt]).toEqual([10, 40]);
  });

  test('a later view of an arm whose sfid sorts first does not move the visitor; an arm’s last view is its latest, whatever the order of the records', () => {
    const tally = tallyArms(
      plan,
      [
        { session: 's1', at: 10, arm: 'B' },
        { session: 's1', at: 20, arm: 'A' },
        { session: 's2', at: 50, arm: 'B' },
        { session: 's3', at: 30, arm: 'B' },
      ],
      new Map(),
    );
    expect(tally.arms.map((a) => [a.sfid, a.visitors, a.lastAt])).toEqual([
      ['A', 0, null],
      ['B', 3, 50],
    ]);
    expect([tally.firstAt, tally.lastAt]).toEqual([10, 50]);
  });

  test('revenue counts what was paid from the view on, upsells included; a buyer needs a first order', () => {
    const tally = tallyArms(
      plan,
      [
        { session: 's1', at: 100, arm: 'A' },
        { session: 's2', at: 100, arm: 'A' },
        { session: 's3', at: 100, arm: 'B' },
      ],
      new Map([
        ['s1', [paid('s1', 99, 1000), paid('s1', 100, 12.34), paid('s1', 150, 5, false)]],
        ['s2', [paid('s2', 200, 7, false)]],
        ['s3', [paid('s3', 50, 40)]],
      ]),
    );
    expect(tally.arms).toEqual([
      {
        sfid: 'A',
        visitors: 2,
        conversions: 1,
        revenueCents: 1734 + 700,
        revenueSquares: 1734 ** 2 + 700 ** 2,
        lastAt: 100,
      },
      { sfid: 'B', visitors: 1, conversions: 0, revenueCents: 0, revenueSquares: 0, lastAt: 100 },
    ]);
  });

  test('no views: empty arms and no first or last view', () => {
    const tally = tallyArms(plan, [], new Map());
    expect(tally).toEqual({
      splitTestingId: 'ST-1',
      arms: [
        { sfid: 'A', visitors: 0, conversions: 0, revenueCents: 0, revenueSquares: 0, lastAt: null },
        { sfid: 'B', visitors: 0, conversions: 0, revenueCents: 0, revenueSquares: 0, lastAt: null },
      ],
      firstAt: null,
      lastAt: null,
    });
  });

  test('a view before 1970 has a negative instant: the first and last views are still the earliest and latest', () => {
    const tally = tallyArms(
      plan,
      [
        { session: 's1', at: -30, arm: 'A' },
        { session: 's2', at: -10, arm: 'B' },
      ],
      new Map(),
    );
    expect(tally.arms.map((a) => [a.sfid, a.visitors, a.lastAt])).toEqual([
      ['A', 1, -30],
      ['B', 1, -10],
    ]);
    expect([tally.firstAt, tally.lastAt]).toEqual([-30, -10]);
  });
});

describe('R-VAR-2, R-DST-2: the sums of a configuration and its records', () => {
  test('a page test counts views of its funnel and split id; a destination test its events, by split id', () => {
    const stats = [
      view(1, 's1', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(2, 's2', 'V-1B', { splitTestingPageId: 'ST-1' }),
      view(3, 's3', 'V-1B', { splitTestingPageId: 'ST-OTHER' }),
      view(4, 's4', 'V-1B'),
      dview(5, 's1', ''),
      dview(6, 's2', 'DST-ST-2'),
      dview(7, 's5', 'DST-ST-2'),
    ];
    const counts = tallyRecords({ funnels: [mf1], destinations: [dst] }, parseStatsRecords(stats), []);
    expect(counts.sessions).toBe(5);
    expect(counts.splitTests.map((t) => [t.splitTestingId, t.arms.map((a) => [a.sfid, a.visitors])])).toEqual([
      [
        'ST-1',
        [
          ['V-1A', 1],
          ['V-1B', 1],
        ],
      ],
      [
        'DST-1',
        [
          ['DST-1', 1],
          ['DST-ST-2', 2],
        ],
      ],
    ]);
  });

  test('a page test counts only its own funnel; a destination test only its own destination and period', () => {
    const other: MainFunnel = {
      ...mf2,
      defaultFunnels: [step(1, 'Landing', [variant('V-1A'), variant('V-1B')], ['ST-1'])],
    };
    const dst2: Destination = {
      ...dst,
      sfid: 'DST-2',
      splitTesting: [{ sfid: 'DST-ST-9', funnel: 'F2', percentage: 50 }],
    };
    const stats = [
      view(1, 's1', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(2, 's2', 'V-1A', { splitTestingPageId: 'ST-1', mainFunnelId: 'MF-2' }),
      view(3, 's3', 'V-2A', { splitTestingPageId: 'ST-1' }),
      dview(4, 's4', 'DST-ST-2'),
      dview(5, 's5', 'DST-ST-9', 'DST-2'),
      dview(20, 's6', 'DST-ST-2'),
    ];
    const config = {
      funnels: [mf1, other],
      destinations: [dst, dst2],
      earlier: [{ until: T0 + 10_000, funnels: [mf1, other], destinations: [dst, dst2] }],
    };
    const before = { ...dst, percentage: 40, splitTesting: [{ sfid: 'DST-ST-2', funnel: 'F2', percentage: 60 }] };
    config.earlier[0]!.destinations = [before, dst2];
    const counts = tallyRecords(config, stats, []);
    const byId = (id: string) =>
      counts.splitTests.filter((t) => t.splitTestingId === id).map((t) => t.arms.map((a) => a.visitors));
    expect(byId('ST-1')[0]).toEqual([1, 0]);
    expect(byId('DST-1')).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  test('a destination test does not take a visitor of another destination’s default funnel for its own control', () => {
    const dst2: Destination = {
      ...dst,
      sfid: 'DST-2',
      splitTesting: [{ sfid: 'DST-ST-9', funnel: 'F2', percentage: 50 }],
    };
    const counts = tallyRecords(
      { funnels: [], destinations: [dst, dst2] },
      [dview(1, 's1', ''), dview(2, 's2', 'DST-ST-9', 'DST-2')],
      [],
    );
    expect(counts.splitTests.map((t) => [t.splitTestingId, t.arms.map((a) => [a.sfid, a.visitors])])).toEqual([
      [
        'DST-1',
        [
          ['DST-1', 1],
          ['DST-ST-2', 0],
        ],
      ],
      [
        'DST-2',
        [
          ['DST-2', 0],
          ['DST-ST-9', 1],
        ],
      ],
    ]);
  });

  test('the first period is open at its start: a view recorded before 1970 (a negative instant) counts', () => {
    const before1970 = { ...view(0, 's1', 'V-1A', { splitTestingPageId: 'ST-1' }), createdAt: '1969-12-31T23:59:59Z' };
    const counts = tallyRecords({ funnels: [mf1], destinations: [] }, [before1970], []);
    expect(counts.splitTests.map((t) => [t.firstAt, t.arms.map((a) => a.visitors)])).toEqual([[-1000, [1, 0]]]);
  });

  test('each period of a changed test counts the views from its start up to, not including, its end', () => {
    const CHANGE = 10;
    const before = {
      ...mf1,
      defaultFunnels: [step(1, 'Landing', [variant('V-1A', 60, true), variant('V-1B', 40)], ['ST-1'])],
    };
    const config = {
      funnels: [mf1],
      destinations: [],
      earlier: [{ until: T0 + CHANGE * 1000, funnels: [before], destinations: [] }],
    };
    const stats = [
      view(CHANGE - 1, 's1', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(CHANGE, 's2', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(CHANGE + 1, 's3', 'V-1B', { splitTestingPageId: 'ST-1' }),
    ];
    const counts = tallyRecords(config, stats, []);
    expect(counts.splitTests.map((t) => t.arms.map((a) => a.visitors))).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  test('a test whose step moves on (a page put before it) keeps counting its visitors, before and after the move', () => {
    const MOVE = 10;
    const landingFirst: MainFunnel = {
      ...mf1,
      defaultFunnels: [
        step(1, 'Landing', [variant('V-0A', 100, true)]),
        ...mf1.defaultFunnels.map((s) => ({ ...s, step: s.step + 1 })),
      ],
    };
    const config = {
      funnels: [landingFirst],
      destinations: [],
      earlier: [{ until: T0 + MOVE * 1000, funnels: [mf1], destinations: [] }],
    };
    const stats = [
      view(MOVE - 2, 's1', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(MOVE - 1, 's2', 'V-1B', { splitTestingPageId: 'ST-1' }),
      view(MOVE + 1, 's3', 'V-1A', { splitTestingPageId: 'ST-1' }),
      view(MOVE + 2, 's4', 'V-1B', { splitTestingPageId: 'ST-1' }),
    ];
    const counts = tallyRecords(config, stats, []);
    // The same arms and shares: one test, one period, now on step 2 (aggregate.sql counts it so).
    expect(counts.splitTests.map((t) => [t.splitTestingId, t.arms.map((a) => [a.sfid, a.visitors])])).toEqual([
      [
        'ST-1',
        [
          ['V-1A', 2],
          ['V-1B', 2],
        ],
      ],
    ]);
  });

  test('records of a funnel or destination no version knows are left out; every session counts', () => {
    const counts = tallyRecords(
      { funnels: [mf1], destinations: [] },
      [
        view(1, 's1', 'V-9', { mainFunnelId: 'MF-2' }),
        dview(2, 's2', 'DST-ST-2'),
        { variant: 'page', createdAt: iso(3), body: { eventType: 'Page View' } },
      ],
      [],
    );
    expect(counts.sessions).toBe(2);
    expect(counts.splitTests[0]?.arms.map((a) => a.visitors)).toEqual([0, 0]);
    expect(counts.funnels.map((f) => f.visitors)).toEqual([0]);
  });
});

describe('each funnel step’s figures', () => {
  const stats = [
    view(1, 's1', 'V-1A'),
    view(2, 's1', 'V-1A', { eventType: 'Video Progress' }),
    view(3, 's1', 'V-2A'),
    view(4, 's2', 'V-1B'),
    view(5, 's3', 'V-2A'),
    view(6, 's3', 'V-1A'),
    view(7, 's1', 'V-3A'),
    view(8, 's3', 'V-3A'),
    view(9, 's9', 'V-9', { mainFunnelId: 'MF-2' }),
  ];
  const orders = [
    order('o1', 3, 50, { statsInfo: info('s1') }),
    order('o2', 7, 30.5, { statsInfo: info('s1', 'V-3A'), parrentUpsellOrderId: 'o1' }),
    order('o3', 8, 20, { statsInfo: info('s3', 'V-3A', undefined) }),
    order('o4', 8, 99, { statsInfo: info('s3', 'V-3A', 'MF-2') }),
    order('o5', 8, 11, { statsInfo: info('s3', 'V-3A'), status: 'Declined' }),
    order('o6', 8, 13, { statsInfo: { sessionId: 's3', funnelSTPId: undefined, mainFunnelId: 'MF-1' } }),
  ];
  // Worked out inside each test, so mutation testing can tell which test covers what.
  const counts = () => tallyRecords({ funnels: [mf1, mf2], destinations: [] }, stats, parseReportOrders(orders));

  test('views count Page View events; visitors continue when they see another step at or after their first view', () => {
    const [f1, f2] = counts().funnels;
    expect(f1?.visitors).toBe(3);
    expect(f1?.lastAt).toBe(T0 + 8000);
    expect(f1?.steps.map((s) => [s.step, s.views, s.visitors, s.continued])).toEqual([
      [1, 3, 3, 2],
      [2, 2, 2, 2],
      [3, 2, 2, 0],
    ]);
    expect(f2).toMatchObject({ sfid: 'MF-2', visitors: 1, lastAt: T0 + 9000 });
  });

  test('orders placed on a step’s pages of this funnel, paid, with their revenue and buyers', () => {
    expect(counts().funnels[0]?.steps.map((s) => [s.orders, s.revenueCents, s.buyers])).toEqual([
      [0, 0, 0],
      [1, 5000, 1],
      [2, 5050, 2],
    ]);
  });

  test('a funnel without views has no last view', () => {
    expect(tallyFunnel(mf2, [], []).lastAt).toBeNull();
  });

  test('a visitor who comes back to a step after going on continued from their first view of it', () => {
    const views = stepViews([view(1, 's1', 'V-1A'), view(2, 's1', 'V-2A'), view(3, 's1', 'V-1A')], [mf1]);
    expect(tallyFunnel(mf1, views, []).steps.map((s) => [s.step, s.views, s.visitors, s.continued])).toEqual([
      [1, 2, 1, 1],
      [2, 1, 1, 1],
      [3, 0, 0, 0],
    ]);
  });

  test('a view of another step at the same instant as the first view counts as going on', () => {
    const views = stepViews([view(1, 's1', 'V-1A'), view(1, 's1', 'V-2A')], [mf1]);
    expect(tallyFunnel(mf1, views, []).steps.map((s) => s.continued)).toEqual([1, 1, 0]);
  });

  test('a paid order sent without stats info is placed on no step', () => {
    const withUpsell = [
      order('o1', 3, 50, { statsInfo: info('s1') }),
      order('o2', 7, 30, { parrentUpsellOrderId: 'o1' }),
    ];
    const steps = tallyRecords({ funnels: [mf1], destinations: [] }, stats, withUpsell).funnels[0]?.steps;
    expect(steps?.map((s) => [s.orders, s.revenueCents, s.buyers])).toEqual([
      [0, 0, 0],
      [1, 5000, 1],
      [0, 0, 0],
    ]);
  });

  test('an order placed on a step without a session counts as an order, not as a buyer', () => {
    const sessionless = order('o1', 8, 20, {
      statsInfo: { sessionId: undefined, funnelSTPId: 'V-3A', mainFunnelId: 'MF-1' },
    });
    const steps = tallyRecords({ funnels: [mf1], destinations: [] }, stats, [sessionless]).funnels[0]?.steps;
    expect(steps?.[2]).toMatchObject({ orders: 1, revenueCents: 2000, buyers: 0 });
  });

  test('the report’s figures: drop-off, order value, revenue per visitor and, on offers, the take rate', () => {
    const report = reportFromCounts({ funnels: [mf1, mf2], destinations: [] }, counts());
    expect(report.funnels[0]?.steps).toEqual([
      {
        step: 1,
        name: 'step 1',
        type: 'Landing',
        views: 3,
        visitors: 3,
        continued: 2,
        dropOff: 1,
        dropOffRate: 0.3333,
        orders: 0,
        revenue: 0,
        averageOrderValue: 0,
        revenuePerVisitor: 0,
        takeRate: null,
        live: true,
      },
      {
        step: 2,
        name: 'step 2',
        type: 'OrderForm',
        views: 2,
        visitors: 2,
        continued: 2,
        dropOff: 0,
        dropOffRate: 0,
        orders: 1,
        revenue: 50,
        averageOrderValue: 50,
        revenuePerVisitor: 25,
        takeRate: null,
        live: true,
      },
      {
        step: 3,
        name: 'step 3',
        type: 'DownSell',
        views: 2,
        visitors: 2,
        continued: 0,
        dropOff: 2,
        dropOffRate: 1,
        orders: 2,
        revenue: 50.5,
        averageOrderValue: 25.25,
        revenuePerVisitor: 25.25,
        takeRate: 1,
        live: true,
      },
    ]);
    expect(report.funnels.map((f) => [f.funnel, f.sfid, f.visitors, f.live])).toEqual([
      ['F1', 'MF-1', 3, true],
      ['F2', 'MF-2', 1, true],
    ]);
  });

  test('a step or funnel no longer configured keeps its figures, marked not live', () => {
    const now = { ...mf1, defaultFunnels: mf1.defaultFunnels.slice(0, 2) };
    const config = {
      funnels: [now],
      destinations: [],
      earlier: [{ until: T0 + 100_000, funnels: [mf1, mf2], destinations: [] }],
    };
    const report = reportFromCounts(config, tallyRecords(config, stats, orders));
    expect(report.funnels.map((f) => [f.sfid, f.live, f.steps.map((s) => s.live)])).toEqual([
      ['MF-1', true, [true, true, false]],
      ['MF-2', false, [false]],
    ]);
    expect(report.funnels[0]?.steps[2]?.orders).toBe(2);
  });

  test('once no funnel is configured at all, no step of a funnel that was is live', () => {
    const config = {
      funnels: [],
      destinations: [],
      earlier: [{ until: T0 + 100_000, funnels: [mf1], destinations: [] }],
    };
    const report = reportFromCounts(config, tallyRecords(config, stats, orders));
    expect(report.funnels.map((f) => [f.sfid, f.live, f.steps.map((s) => s.live)])).toEqual([
      ['MF-1', false, [false, false, false]],
    ]);
  });

  test('a step without counts shows zeros; by default every step of a live funnel is live', () => {
    const r = funnelReport(mf1, undefined);
    expect(r).toMatchObject({ funnel: 'F1', visitors: 0, live: true, lastAt: null });
    expect(r.steps[2]).toMatchObject({
      views: 0,
      visitors: 0,
      dropOffRate: 0,
      averageOrderValue: 0,
      revenuePerVisitor: 0,
      takeRate: 0,
      live: true,
    });
  });

  test('a split test without counts is judged on empty arms', () => {
    const report = reportFromCounts({ funnels: [mf1], destinations: [] }, { sessions: 0, splitTests: [], funnels: [] });
    expect(report.splitTests[0]?.variants.map((v) => [v.sfid, v.visitors])).toEqual([
      ['V-1A', 0],
      ['V-1B', 0],
    ]);
    expect(report.splitTests[0]?.decision).toBe('keep-running');
  });
});
