/** The report from stats records and orders: definitions of visitor, conversion, control, winner and SRM. */
import { describe, expect, test } from 'vitest';
import type { MainFunnel } from '../../../../src/domain/funnel/types.ts';
import { buildReport, type ReportOrder, type StatsRecord } from '../../../../src/domain/report/index.ts';
import { destination, step, variant } from './config-fixtures.ts';
import { arm, plan, verdict } from './split-test-fixtures.ts';

const funnel: MainFunnel = {
  sfid: 'MF-1',
  uniqueIdentifier: 'F1',
  orderForm: 'os',
  bumpOffers: [],
  defaultFunnels: [
    step(1, 'Landing', [variant('V-1A', 60, true, 'a'), variant('V-1B', 40, false, 'b')], ['ST-1']),
    step(2, 'OrderForm', [variant('V-2A', 100, true, 'os')]),
    step(3, 'Upsell', [variant('V-3A', 100, true, 'up')]),
  ],
};

let clock = Date.parse('2026-01-01T00:00:00Z');
const at = () => new Date((clock += 1000)).toISOString();
const view = (session: string, sfid: string, eventType = 'Page View', st?: string): StatsRecord => ({
  variant: 'page',
  createdAt: at(),
  body: { eventType, sessionId: session, funnelSTPId: sfid, mainFunnelId: 'MF-1', splitTestingPageId: st },
});
const order = (
  id: string,
  session: string | undefined,
  total: number,
  extra: Partial<ReportOrder> = {},
): ReportOrder => ({
  id,
  status: 'Paid',
  date: at(),
  orderType: 'Standard',
  parrentUpsellOrderId: null,
  total,
  statsInfo: session ? { sessionId: session, funnelSTPId: 'V-2A', mainFunnelId: 'MF-1' } : null,
  ...extra,
});

describe('report', () => {
  const stats: StatsRecord[] = [
    {
      variant: 'destination',
      createdAt: at(),
      body: { eventType: 'Destination', sessionId: 's1', funnelSTFId: 'MF-1', destinationId: 'DST-1' },
    },
    view('s1', 'V-1A', 'New Session', 'ST-1'),
    view('s1', 'V-1A', 'Page View', 'ST-1'),
    view('s1', 'V-2A'),
    view('s2', 'V-1B', 'Page View', 'ST-1'),
    view('s3', 'V-1B', 'Page View', 'ST-1'),
    view('s3', 'V-2A'),
  ];
  const orders: ReportOrder[] = [order('o1', 's1', 50), order('o0', 's3', 20, { status: 'Declined' })];
  stats.push(view('s1', 'V-3A'));
  orders.push(
    order('o2', undefined, 30, {
      orderType: 'Upsell',
      parrentUpsellOrderId: 'o1',
      statsInfo: { sessionId: 's1', funnelSTPId: 'V-3A', mainFunnelId: 'MF-1' },
    }),
  );
  const report = buildReport({ funnels: [funnel], destinations: [destination(70)] }, stats, orders);

  test('a visitor is a session; views count Page View events; continued and drop-off per step', () => {
    const [s1, s2, s3] = report.funnels[0]?.steps ?? [];
    expect(s1).toMatchObject({ views: 3, visitors: 3, continued: 2, dropOff: 1, dropOffRate: 0.3333 });
    expect(s2).toMatchObject({
      visitors: 2,
      orders: 1,
      revenue: 50,
      averageOrderValue: 50,
      revenuePerVisitor: 25,
      takeRate: null,
    });
    expect(s3).toMatchObject({ visitors: 1, orders: 1, revenue: 30, takeRate: 1 });
    expect(report.sessions).toBe(3);
  });

  test('a conversion is a paid first order of the session; revenue counts its upsells', () => {
    const test1 = report.splitTests.find((t) => t.splitTestingId === 'ST-1');
    expect(test1?.variants.map((v) => [v.sfid, v.visitors, v.conversions, v.revenue, v.expectedShare])).toEqual([
      ['V-1A', 1, 1, 80, 0.6],
      ['V-1B', 2, 0, 0, 0.4],
    ]);
    expect(test1?.variants[0]).toMatchObject({ control: true, pValue: null, winner: false });
  });

  test('a destination test counts the destination events; the default funnel is control', () => {
    const dst = report.splitTests.find((t) => t.kind === 'destination');
    expect(dst?.variants.map((v) => [v.sfid, v.url, v.visitors, v.expectedShare])).toEqual([
      ['DST-1', 'F1', 1, 0.7],
      ['DST-ST-2', 'F2', 0, 0.3],
    ]);
  });
});

describe('verdict', () => {
  test('R-VAR-2: a variant clearly better on the primary metric wins, and the sentence says stop', () => {
    const t = verdict([arm('A', 2000, 200), arm('B', 2000, 320)]);
    expect(t.srm.mismatch).toBe(false);
    expect(t.decision).toBe('winner');
    expect(t.variants[1]).toMatchObject({ winner: true, conversionRate: 0.16 });
    expect(t.variants[1]?.sequentialPValue).toBeLessThan(0.05);
    expect(t.sentence).toMatch(/^Stop: B wins on conversion rate, \+60\.0 % over control \(95 % interval \+\d/);
    expect(t.visitorsNeeded).toBeNull();
  });

  test('R-VAR-2: a significantly worse variant does not win', () => {
    expect(verdict([arm('A', 2000, 320), arm('B', 2000, 200)]).variants[1]?.winner).toBe(false);
  });

  test('R-VAR-2: a lift both metrics show, with intervals around the estimate', () => {
    const t = verdict([arm('A', 2000, 200), arm('B', 2000, 240)]);
    const lifts = t.variants[1]?.lifts ?? [];
    expect(lifts.map((l) => l.metric)).toEqual(['conversionRate', 'revenuePerVisitor']);
    for (const l of lifts) {
      expect(l.estimate).toBeCloseTo(0.2, 10);
      expect(l.low).toBeLessThan(l.estimate);
      expect(l.high).toBeGreaterThan(l.estimate);
    }
    expect(t.variants[0]?.lifts).toEqual([]);
  });

  test('R-VAR-2: no decision yet: keep running, with the visitors and days still needed', () => {
    const t = verdict([arm('A', 500, 50), arm('B', 500, 55)]);
    expect(t.decision).toBe('keep-running');
    expect(t.visitorsNeeded).toBeGreaterThan(1000);
    expect(t.daysNeeded).toBeGreaterThan(1);
    expect(t.sentence).toMatch(
      /^Keep running: about [\d,]+ more visitors, about [\d,]+ days at today's traffic to detect a 10 % lift in conversion rate with 80 % power\.$/,
    );
  });

  test('R-VAR-2: no variant can beat control by 5 %: stop without a winner', () => {
    const t = verdict([arm('A', 60_000, 6000), arm('B', 60_000, 5900)]);
    expect(t.decision).toBe('no-meaningful-difference');
    expect(t.sentence).toBe('Stop: no variant is likely to beat control by 5 % or more on conversion rate.');
  });

  test('R-VAR-2: SRM: a split far from its shares is flagged (p < 0.001), says fix the split and names no winner', () => {
    const t = verdict([arm('A', 1000, 100), arm('B', 1600, 400)]);
    expect(t.srm.mismatch).toBe(true);
    expect(t.srm.pValue).toBeLessThan(0.001);
    expect(t.decision).toBe('fix-split');
    expect(t.sentence).toMatch(/^Fix the split/);
    expect(t.variants.some((v) => v.winner)).toBe(false);
  });

  test('R-VAR-2: several comparisons are Holm-corrected (fixed-horizon and always-valid p-values)', () => {
    const { variants } = verdict([arm('A', 300, 30), arm('B', 300, 45), arm('C', 300, 31)]);
    const [b, c] = [variants[1], variants[2]];
    expect(b?.pValue).toBeCloseTo(Math.min(1, 2 * (b?.rawPValue ?? 0)), 10);
    expect(c?.pValue).toBeCloseTo(Math.max(c?.rawPValue ?? 0, b?.pValue ?? 0), 10);
    expect(c?.sequentialPValue).toBeGreaterThanOrEqual(b?.sequentialPValue ?? 1);
  });

  test('R-VAR-2: revenue per visitor, the default primary metric, also carries Welch’s fixed-horizon test', () => {
    const p = { ...plan(['A', 'B']), primaryMetric: 'revenuePerVisitor' as const };
    const t = verdict([arm('A', 2000, 200), arm('B', 2000, 320)], p);
    expect(t.primaryMetric).toBe('revenuePerVisitor');
    expect(t.sentence).toMatch(/wins on revenue per visitor/);
    const d = t.variants[1]?.revenueDifference;
    expect(d?.estimate).toBeCloseTo(2.4, 10);
    expect(d?.pValue).toBeLessThan(0.001);
  });
});
