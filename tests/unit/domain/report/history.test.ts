/**
 * The report over a configuration that changed while it ran (src/domain/report/history.ts,
 * split-tests.ts, labels.ts): versions and their spans, funnels and variants no longer live kept
 * with what they recorded, a split test restarted as a new period when its arms or shares change,
 * and how each is named on the report.
 */
import { describe, expect, test } from 'vitest';
import type { Destination, FunnelStep, MainFunnel, Variant } from '../../../../src/domain/funnel/types.ts';
import { step, variant } from './config-fixtures.ts';
import {
  changeOf,
  configFromVersions,
  everyDestination,
  everyFunnel,
  expectedShares,
  liveParts,
  reportDay,
  splitTestPlans,
  versionsOf,
  withArmWindows,
  type SplitTestPlan,
} from '../../../../src/domain/report/index.ts';
import { funnelLabel, periodLabel, stepLabel, variantLabel } from '../../../../src/domain/report/labels.ts';
import { plan } from './split-test-fixtures.ts';

const funnel = (sfid: string, steps: FunnelStep[]): MainFunnel => ({
  sfid,
  uniqueIdentifier: `F-${sfid}`,
  orderForm: 'os',
  bumpOffers: [],
  defaultFunnels: steps,
});
const destination = (sfid: string, percentage: number, others: [string, number][], on = true): Destination => ({
  sfid,
  genericUrl: `go-${sfid}`,
  defaultFunnel: 'F-MF-1',
  splitTestEnabled: on,
  percentage,
  splitTesting: others.map(([s, p]) => ({ sfid: s, funnel: `F-${s}`, percentage: p })),
});

const NOV_1 = Date.parse('2026-11-01T00:00:00Z');
const NOV_20 = Date.parse('2026-11-20T12:00:00Z');
const DEC_3 = Date.parse('2026-12-03T08:00:00Z');

describe('versions of the configuration', () => {
  const v1 = { at: NOV_1, funnels: [funnel('MF-1', [])], destinations: [] };
  const v2 = { at: NOV_20, funnels: [funnel('MF-2', [])], destinations: [destination('D-1', 50, [])] };
  const v3 = { at: DEC_3, funnels: [funnel('MF-3', [])], destinations: [] };

  test('dated versions: the last is the current one, each earlier applies until the next began', () => {
    const config = configFromVersions([v1, v2, v3]);
    expect(config.funnels).toBe(v3.funnels);
    expect(config.destinations).toBe(v3.destinations);
    expect(config.earlier).toEqual([
      { until: NOV_20, funnels: v1.funnels, destinations: v1.destinations },
      { until: DEC_3, funnels: v2.funnels, destinations: v2.destinations },
    ]);
  });

  test('no versions at all is an empty configuration with nothing before it', () => {
    expect(configFromVersions([])).toEqual({ funnels: [], destinations: [], earlier: [] });
  });

  test('each version spans from the end of the one before to its own end; the current one is open', () => {
    expect(versionsOf(configFromVersions([v1, v2, v3]))).toEqual([
      { from: null, to: NOV_20, funnels: v1.funnels, destinations: v1.destinations },
      { from: NOV_20, to: DEC_3, funnels: v2.funnels, destinations: v2.destinations },
      { from: DEC_3, to: null, funnels: v3.funnels, destinations: v3.destinations },
    ]);
    expect(versionsOf({ funnels: v1.funnels, destinations: [] })).toEqual([
      { from: null, to: null, funnels: v1.funnels, destinations: [] },
    ]);
  });

  test('a day is named as the report prints it, in UTC', () => {
    expect(reportDay(NOV_20)).toBe('20 Nov 2026');
    expect(reportDay(Date.parse('2027-01-31T23:59:59Z'))).toBe('31 Jan 2027');
    expect(reportDay(Date.parse('2026-12-01T00:00:00Z'))).toBe('1 Dec 2026');
    const months = Array.from({ length: 12 }, (_, m) => reportDay(Date.UTC(2026, m, 15)).split(' ')[1]);
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('what every version had', () => {
  const old = funnel('MF-1', [
    step(1, 'Landing', [variant('V-1A', 50, true), variant('V-1B', 50)], [{ sfid: 'ST-1' }]),
    step(4, 'Landing', [variant('V-4A', 100, true)]),
  ]);
  const now = {
    ...funnel('MF-1', [step(1, 'Landing', [variant('V-1A', 100, true)]), step(2, 'Landing', [variant('V-2A', 100)])]),
    orderForm: 'new',
  };
  const gone = funnel('MF-9', [step(1, 'Landing', [variant('V-9A', 100, true)])]);
  // Worked out inside each test, so mutation testing can tell which test covers what.
  const versions = () =>
    versionsOf({
      funnels: [now],
      destinations: [destination('D-1', 80, [['D-ST', 20]])],
      earlier: [
        {
          until: NOV_20,
          funnels: [old, gone],
          destinations: [destination('D-1', 50, [['D-ST', 50]]), destination('D-0', 50, [])],
        },
      ],
    });

  test('a funnel is as its latest version defines it, with the steps and variants it lost added back, steps in order', () => {
    const funnels = everyFunnel(versions());
    expect(funnels.map((f) => f.sfid)).toEqual(['MF-1', 'MF-9']);
    const mf1 = funnels[0]!;
    expect(mf1.orderForm).toBe('new');
    expect(mf1.defaultFunnels.map((s) => [s.step, s.variants.map((v) => v.sfid)])).toEqual([
      [1, ['V-1A', 'V-1B']],
      [2, ['V-2A']],
      [4, ['V-4A']],
    ]);
    // The manifest's own objects are left as they are.
    expect(now.defaultFunnels.map((s) => s.step)).toEqual([1, 2]);
    expect(now.defaultFunnels[0]?.variants.map((v) => v.sfid)).toEqual(['V-1A']);
    expect(old.defaultFunnels[0]?.variants).toHaveLength(2);
  });

  test('a step an earlier version had between today’s steps is put back in step order, each variant once', () => {
    const funnels = everyFunnel(
      versionsOf({
        funnels: [
          funnel('MF-1', [
            step(1, 'Landing', [variant('V-1A', 50, true), variant('V-1C', 50)]),
            step(3, 'Landing', [variant('V-3A', 100, true)]),
          ]),
        ],
        destinations: [],
        earlier: [
          {
            until: NOV_20,
            funnels: [
              funnel('MF-1', [
                step(1, 'Landing', [variant('V-1A', 50, true), variant('V-1B', 50)]),
                step(2, 'Landing', [variant('V-2A', 100, true)]),
              ]),
            ],
            destinations: [],
          },
        ],
      }),
    );
    expect(funnels[0]?.defaultFunnels.map((s) => [s.step, s.variants.map((v) => v.sfid)])).toEqual([
      [1, ['V-1A', 'V-1C', 'V-1B']],
      [2, ['V-2A']],
      [3, ['V-3A']],
    ]);
  });

  test('a funnel only an earlier version had keeps its own steps', () => {
    const mf9 = everyFunnel(versions()).find((f) => f.sfid === 'MF-9');
    expect(mf9?.defaultFunnels.map((s) => s.variants.map((v) => v.sfid))).toEqual([['V-9A']]);
  });

  test('a destination is as its latest version defines it; one removed stays', () => {
    const destinations = everyDestination(versions());
    expect(destinations.map((d) => [d.sfid, d.percentage])).toEqual([
      ['D-1', 80],
      ['D-0', 50],
    ]);
  });

  test('what is live: the current funnels, their steps and variants, and destinations', () => {
    const live = liveParts({ funnels: [now], destinations: [destination('D-1', 80, [])] });
    expect([...live.funnels]).toEqual(['MF-1']);
    expect([...live.steps]).toEqual(['MF-1|1', 'MF-1|2']);
    expect([...live.variants]).toEqual(['MF-1|V-1A', 'MF-1|V-2A']);
    expect([...live.destinations]).toEqual(['D-1']);
  });
});

describe('R-VAR-2, R-DST-2: split tests as planned', () => {
  test('shares are the rounded weights over their sum; no positive weight gives all 0', () => {
    expect(expectedShares([59.6, 40.4])).toEqual([0.6, 0.4]);
    expect(expectedShares([0.4, -5])).toEqual([0, 0]);
  });

  test('a page test: control is the default variant; its settings or the defaults judge it', () => {
    const f = funnel('MF-1', [
      step(
        1,
        'Landing',
        [variant('V-A', 30), variant('V-B', 70, true)],
        [{ sfid: 'ST-1', primaryMetric: 'conversionRate', minimumEffect: 0.2 }],
      ),
      step(2, 'Landing', [variant('V-C', 50), variant('V-D', 50)], [{ sfid: 'ST-2' }]),
      { ...step(3, 'Landing', [variant('V-E', 50), variant('V-F', 50)], [{ sfid: 'ST-3' }]), splitTestEnabled: false },
      { ...step(4, 'Landing', [variant('V-G', 50), variant('V-H', 50)]), splitTestEnabled: true },
    ]);
    const plans = splitTestPlans({ funnels: [f], destinations: [] });
    expect(plans.map((p) => p.splitTestingId)).toEqual(['ST-1', 'ST-2']);
    expect(plans[0]).toMatchObject({
      kind: 'page',
      funnel: 'F-MF-1',
      step: 1,
      label: 'step 1',
      source: { mainFunnelId: 'MF-1' },
      control: 1,
      primaryMetric: 'conversionRate',
      minimumEffect: 0.2,
      period: 1,
      periods: 1,
      live: true,
      change: null,
      from: null,
      to: null,
    });
    expect(plans[0]?.arms).toEqual([
      { sfid: 'V-A', url: 'v-a', expectedShare: 0.3, live: true },
      { sfid: 'V-B', url: 'v-b', expectedShare: 0.7, live: true },
    ]);
    // No default variant: the first is control; no settings: revenue per visitor and a 10 % lift.
    expect(plans[1]).toMatchObject({ control: 0, primaryMetric: 'revenuePerVisitor', minimumEffect: 0.1 });
  });

  test('a destination test: the default funnel is control; a destination kept whole or turned off has no test', () => {
    const plans = splitTestPlans({
      funnels: [],
      destinations: [
        { ...destination('D-1', 70, [['D-ST-2', 30]]), primaryMetric: 'conversionRate', minimumEffect: 0.05 },
        destination('D-2', 99.6, [['D-ST-3', 0.4]]),
        destination('D-3', 50, [['D-ST-4', 50]], false),
        destination('D-4', 60, [['D-ST-5', 40]]),
      ],
    });
    expect(plans.map((p) => p.splitTestingId)).toEqual(['D-1', 'D-4']);
    expect(plans[0]).toMatchObject({
      kind: 'destination',
      funnel: 'D-1',
      step: null,
      label: '/gu/go-D-1',
      source: { destinationId: 'D-1' },
      control: 0,
      primaryMetric: 'conversionRate',
      minimumEffect: 0.05,
    });
    expect(plans[0]?.arms).toEqual([
      { sfid: 'D-1', url: 'F-MF-1', expectedShare: 0.7, live: true },
      { sfid: 'D-ST-2', url: 'F-D-ST-2', expectedShare: 0.3, live: true },
    ]);
    expect(plans[1]).toMatchObject({ primaryMetric: 'revenuePerVisitor', minimumEffect: 0.1 });
  });
});

describe('a split test that changed: one period per version of its arms and shares', () => {
  const split = (arms: Variant[]) => funnel('MF-1', [step(1, 'Landing', arms, [{ sfid: 'ST-1' }])]);
  const plansOf = (...versions: { at: number; arms: Variant[] | null }[]) =>
    splitTestPlans(
      configFromVersions(
        versions.map((v) => ({
          at: v.at,
          funnels: v.arms ? [split(v.arms)] : [funnel('MF-1', [step(1, 'Landing', [variant('V-A', 100, true)])])],
          destinations: [],
        })),
      ),
    );
  const sixtyForty = [variant('V-A', 60, true), variant('V-B', 40)];

  test('the same arms and shares in the next version continue the period', () => {
    const plans = plansOf({ at: NOV_1, arms: sixtyForty }, { at: NOV_20, arms: [...sixtyForty] });
    expect(plans.map((p) => [p.period, p.periods, p.from, p.to, p.change, p.live])).toEqual([
      [1, 1, null, null, null, true],
    ]);
  });

  test('the same arms, shares and control listed in another order continue the period', () => {
    const plans = plansOf({ at: NOV_1, arms: sixtyForty }, { at: NOV_20, arms: [...sixtyForty].reverse() });
    expect(plans.map((p) => [p.period, p.periods, p.from, p.to, p.change, p.live])).toEqual([
      [1, 1, null, null, null, true],
    ]);
  });

  test('new shares start a period, named with both splits and the day', () => {
    const plans = plansOf(
      { at: NOV_1, arms: sixtyForty },
      { at: NOV_20, arms: [variant('V-A', 80, true), variant('V-B', 20)] },
    );
    expect(plans.map((p) => [p.period, p.periods, p.from, p.to, p.change, p.live])).toEqual([
      [1, 2, null, NOV_20, null, false],
      [2, 2, NOV_20, null, 'the shares changed (60 % / 40 % → 80 % / 20 %) on 20 Nov 2026', true],
    ]);
    expect(plans[0]?.arms.map((a) => a.expectedShare)).toEqual([0.6, 0.4]);
    expect(plans[1]?.arms.map((a) => a.expectedShare)).toEqual([0.8, 0.2]);
  });

  test('a removed variant stays in its period, marked no longer live', () => {
    const plans = plansOf(
      { at: NOV_1, arms: [...sixtyForty, variant('V-C', 0)] },
      { at: NOV_20, arms: [variant('V-A', 60, true), variant('V-C', 40)] },
    );
    expect(plans[1]?.change).toBe('V-B was removed on 20 Nov 2026');
    expect(plans[0]?.arms.map((a) => [a.sfid, a.live])).toEqual([
      ['V-A', true],
      ['V-B', false],
      ['V-C', true],
    ]);
  });

  test('a test turned off and on again restarts; while off it is not live', () => {
    const plans = plansOf({ at: NOV_1, arms: sixtyForty }, { at: NOV_20, arms: null }, { at: DEC_3, arms: sixtyForty });
    expect(plans.map((p) => [p.period, p.from, p.to, p.change, p.live])).toEqual([
      [1, null, NOV_20, null, false],
      [2, DEC_3, null, 'the test was turned on again on 3 Dec 2026', true],
    ]);
  });

  test('a test no longer configured comes after the live ones, not live', () => {
    const config = configFromVersions([
      { at: NOV_1, funnels: [split(sixtyForty)], destinations: [] },
      { at: NOV_20, funnels: [funnel('MF-2', [step(1, 'Landing', sixtyForty, [{ sfid: 'ST-2' }])])], destinations: [] },
    ]);
    const plans = splitTestPlans(config);
    expect(plans.map((p) => [p.splitTestingId, p.live, p.to])).toEqual([
      ['ST-2', true, null],
      ['ST-1', false, NOV_20],
    ]);
    // Its variants live on in another funnel, not in this one.
    expect(plans[1]?.arms.map((a) => a.live)).toEqual([false, false]);
  });
});

describe("a destination's split into a funnel sold only for a while: drawn from its start to its end", () => {
  // D-1 sends 60 % to its default funnel and 40 % to F-D-ST-2, a campaign from Nov 20 to Dec 3.
  const dated = { ...funnel('D-ST-2', []), starts: 'Nov 20', ends: 'Dec 3' };
  const span = (f: MainFunnel) => (f === dated ? { starts: NOV_20, ends: DEC_3 } : {});
  const config = { funnels: [funnel('MF-1', []), dated], destinations: [destination('D-1', 60, [['D-ST-2', 40]])] };
  const periods = (now: number) =>
    splitTestPlans(withArmWindows(config, span, now)).map((p) => [
      p.from,
      p.to,
      p.arms.map((a) => [a.sfid, a.expectedShare]),
      p.change,
      p.live,
    ]);

  test('before the start there is no test: every visitor went to the default funnel', () => {
    expect(periods(NOV_20 - 1)).toEqual([]);
  });

  test('from the start the test runs with the funnel; after the end it is over (no period without it)', () => {
    expect(periods(NOV_20 + 1)).toEqual([
      [
        NOV_20,
        null,
        [
          ['D-1', 0.6],
          ['D-ST-2', 0.4],
        ],
        null,
        true,
      ],
    ]);
    expect(periods(DEC_3 + 1)).toEqual([
      [
        NOV_20,
        DEC_3,
        [
          ['D-1', 0.6],
          ['D-ST-2', 0.4],
        ],
        null,
        false,
      ],
    ]);
  });

  test('with a funnel always drawn beside it, the dated one joins and leaves as periods of one test', () => {
    const always = { ...config, funnels: [...config.funnels, funnel('D-ST-3', [])] };
    const both = destination('D-1', 50, [
      ['D-ST-2', 25],
      ['D-ST-3', 25],
    ]);
    const plans = splitTestPlans(withArmWindows({ ...always, destinations: [both] }, span, DEC_3 + 1));
    expect(plans.map((p) => [p.from, p.to, p.arms.map((a) => a.sfid), p.change, p.live])).toEqual([
      [null, NOV_20, ['D-1', 'D-ST-3'], null, false],
      [NOV_20, DEC_3, ['D-1', 'D-ST-2', 'D-ST-3'], 'D-ST-2 was added on 20 Nov 2026', false],
      [DEC_3, null, ['D-1', 'D-ST-3'], 'D-ST-2 was removed on 3 Dec 2026', true],
    ]);
    expect(plans[0]?.arms.map((a) => a.expectedShare)).toEqual([2 / 3, 1 / 3]);
  });

  test('a window that opened under an earlier version is cut inside that version; a funnel renamed keeps its window', () => {
    const renamed = { ...dated, uniqueIdentifier: 'XMAS', aliases: ['F-D-ST-2'] };
    const later = { at: DEC_3 - 1000, funnels: [funnel('MF-1', []), renamed], destinations: config.destinations };
    const cut = withArmWindows(
      configFromVersions([{ at: NOV_1, ...config }, later]),
      (f) => (f.sfid === 'D-ST-2' ? { starts: NOV_20, ends: DEC_3 } : {}),
      DEC_3 + 1,
    );
    expect(versionsOf(cut).map((v) => [v.from, v.to, v.destinations[0]?.splitTesting.map((t) => t.sfid)])).toEqual([
      [null, NOV_20, []],
      [NOV_20, DEC_3 - 1000, ['D-ST-2']],
      [DEC_3 - 1000, DEC_3, ['D-ST-2']],
      [DEC_3, null, []],
    ]);
  });

  test("a window that opens at the very instant the next version begins is that version's to draw, with no empty period", () => {
    const next = { at: NOV_20, funnels: config.funnels, destinations: config.destinations };
    const cut = withArmWindows(configFromVersions([{ at: NOV_1, ...config }, next]), span, DEC_3 - 1);
    expect(versionsOf(cut).map((v) => [v.from, v.to, v.destinations[0]?.splitTesting.length])).toEqual([
      [null, NOV_20, 0],
      [NOV_20, null, 1],
    ]);
  });

  test('two dated funnels whose windows interleave: a period at each opening and closing, in time order', () => {
    const NOV_25 = Date.parse('2026-11-25T00:00:00Z');
    const both = destination('D-1', 50, [
      ['D-ST-2', 25],
      ['D-ST-3', 25],
    ]);
    // D-ST-2 from Nov 20 to Dec 3 (listed first), D-ST-3 from Nov 25 on.
    const spans = (f: MainFunnel) =>
      f.sfid === 'D-ST-2' ? { starts: NOV_20, ends: DEC_3 } : f.sfid === 'D-ST-3' ? { starts: NOV_25 } : {};
    const funnels = [funnel('MF-1', []), funnel('D-ST-2', []), funnel('D-ST-3', [])];
    const cut = withArmWindows({ funnels, destinations: [both] }, spans, DEC_3 + 1);
    expect(versionsOf(cut).map((v) => [v.from, v.to, v.destinations[0]?.splitTesting.map((t) => t.sfid)])).toEqual([
      [null, NOV_20, []],
      [NOV_20, NOV_25, ['D-ST-2']],
      [NOV_25, DEC_3, ['D-ST-2', 'D-ST-3']],
      [DEC_3, null, ['D-ST-3']],
    ]);
  });

  test('a window that opens at the very moment the report is read counts from then', () => {
    expect(periods(NOV_20)).toEqual([[NOV_20, null, expect.any(Array), null, true]]);
  });

  test("a dated funnel no split draws (a destination's default, a funnel no generic URL names) cuts nothing", () => {
    const plain = configFromVersions([
      {
        at: NOV_1,
        funnels: [{ ...funnel('MF-1', []), starts: 'Nov 20' }, dated],
        destinations: [destination('D-1', 100, [])],
      },
    ]);
    expect(withArmWindows(plain, () => ({ starts: NOV_20, ends: DEC_3 }), DEC_3 + 1)).toEqual(plain);
  });

  test('a configuration without dated funnels is left as it was', () => {
    const plain = configFromVersions([{ at: NOV_1, funnels: [funnel('MF-1', [])], destinations: config.destinations }]);
    expect(withArmWindows(plain, () => ({}), DEC_3)).toEqual(plain);
  });
});

describe('what changed between two versions of a test, in words', () => {
  /** A plan of arms written 'A:0.5 B:0.5', control the first unless given. */
  const p = (arms: string, control = 0): SplitTestPlan => {
    const parsed = arms.split(' ').map((a) => a.split(':'));
    return {
      ...plan(
        parsed.map(([sfid]) => sfid ?? ''),
        parsed.map(([, share]) => Number(share)),
      ),
      control,
    };
  };

  test('variants added and removed are named, one or several', () => {
    expect(changeOf(p('A:0.5 B:0.5'), p('A:0.5 B:0.25 C:0.25'))).toBe('C was added');
    expect(changeOf(p('A:0.5 B:0.5'), p('A:0.4 C:0.3 D:0.3'))).toBe('C, D were added and B was removed');
    expect(changeOf(p('A:0.4 B:0.3 C:0.3'), p('A:1'))).toBe('B, C were removed');
  });

  test('the same arms with another control, or other shares', () => {
    expect(changeOf(p('A:0.5 B:0.5'), p('A:0.5 B:0.5', 1))).toBe('control changed');
    expect(changeOf(p(`A:${1 / 3} B:${2 / 3}`), p('A:0.5 B:0.5'))).toBe(
      'the shares changed (33.3 % / 66.7 % → 50 % / 50 %)',
    );
  });

  test('control is a variant, not a place: the same control listed elsewhere is no change of control', () => {
    expect(changeOf(p('A:0.6 B:0.4', 0), p('B:0.5 A:0.5', 1))).toBe('the shares changed (60 % / 40 % → 50 % / 50 %)');
    expect(changeOf(p('A:0.5 B:0.5', 0), p('B:0.5 A:0.5', 0))).toBe('control changed');
  });

  test('a variant removed before control moves control’s place, not control: only the removal is named', () => {
    expect(changeOf(p('A:0.4 B:0.3 C:0.3', 1), p('B:0.5 C:0.5', 0))).toBe('A was removed');
  });
});

describe('how the report names what changed or is gone', () => {
  test('a period: only for a test that changed, with the days it ran', () => {
    expect(periodLabel({ period: 1, periods: 1, from: null, to: null })).toBe('');
    expect(periodLabel({ period: undefined, periods: undefined })).toBe('');
    expect(periodLabel({ period: 1, periods: 2, from: null, to: NOV_20 })).toBe(' (period 1 of 2, until 20 Nov 2026)');
    expect(periodLabel({ period: 2, periods: 2, from: NOV_20, to: null })).toBe(' (period 2 of 2, from 20 Nov 2026)');
    expect(periodLabel({ period: 2, periods: 3, from: NOV_20, to: DEC_3 })).toBe(
      ' (period 2 of 3, from 20 Nov 2026 until 3 Dec 2026)',
    );
    expect(periodLabel({ period: 1, periods: 2, from: undefined, to: undefined })).toBe(' (period 1 of 2)');
  });

  test('a variant: control, and no longer live since its last visitor when known', () => {
    expect(variantLabel({ sfid: 'V-1', control: true, live: true, lastSeen: NOV_20 })).toBe('V-1 (control)');
    expect(variantLabel({ sfid: 'V-2', control: false, live: undefined, lastSeen: null })).toBe('V-2');
    expect(variantLabel({ sfid: 'V-2', control: false, live: false, lastSeen: NOV_20 })).toBe(
      'V-2 (no longer live since 20 Nov 2026)',
    );
    expect(variantLabel({ sfid: 'V-2', control: true, live: false, lastSeen: null })).toBe(
      'V-2 (control) (no longer live)',
    );
  });

  test('a funnel: its visitors, and no longer live since its last view when known', () => {
    expect(funnelLabel({ funnel: 'BF26', visitors: 120, live: true, lastAt: NOV_20 })).toBe(
      'Funnel BF26 (120 visitors)',
    );
    expect(funnelLabel({ funnel: 'BF26', visitors: 120, live: false, lastAt: NOV_20 })).toBe(
      'Funnel BF26 (120 visitors; no longer live since 20 Nov 2026)',
    );
    expect(funnelLabel({ funnel: 'BF26', visitors: 0, live: false, lastAt: null })).toBe(
      'Funnel BF26 (0 visitors; no longer live)',
    );
  });

  test('a step: no longer in the funnel only while the funnel itself is live', () => {
    expect(stepLabel({ step: 6, name: 'Elixir upsell', live: true }, true)).toBe('6. Elixir upsell');
    expect(stepLabel({ step: 6, name: 'Elixir upsell', live: false }, true)).toBe(
      '6. Elixir upsell (no longer in the funnel)',
    );
    expect(stepLabel({ step: 6, name: 'Elixir upsell', live: false }, false)).toBe('6. Elixir upsell');
  });
});
