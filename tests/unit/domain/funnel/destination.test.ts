import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  armsOnSale,
  armWindowsOf,
  chooseDestinationFunnel,
  onSaleAt,
} from '../../../../src/domain/funnel/destination.ts';
import { destination, funnel, seededRandom } from './fixtures.ts';

const never = (): number => {
  throw new Error('random must not be called');
};
const split = [
  { sfid: 'ST-B', funnel: 'skin-b', percentage: 30 },
  { sfid: 'ST-C', funnel: 'skin-c', percentage: 20 },
];

describe('destination entry (R-DST-1, R-DST-2)', () => {
  test('R-DST-1: split test off → the default funnel, no random draw', () => {
    expect(chooseDestinationFunnel(destination({ splitTestEnabled: false, splitTesting: split }), never)).toEqual({
      funnel: 'skin-os',
      splitTestingId: undefined,
    });
  });

  test('R-DST-1: split test at 100 percent (rounded) → the default funnel', () => {
    expect(chooseDestinationFunnel(destination({ percentage: 99.5, splitTesting: split }), never).funnel).toBe(
      'skin-os',
    );
    expect(chooseDestinationFunnel(destination({ percentage: 100, splitTesting: split }), never).funnel).toBe(
      'skin-os',
    );
  });

  test('R-DST-2: otherwise a weighted pick among the split funnels plus the default (default first)', () => {
    const d = destination({ percentage: 50, splitTesting: split });
    expect(chooseDestinationFunnel(d, () => 0.49)).toEqual({ funnel: 'skin-os', splitTestingId: undefined });
    expect(chooseDestinationFunnel(d, () => 0.5)).toEqual({ funnel: 'skin-b', splitTestingId: 'ST-B' });
    expect(chooseDestinationFunnel(d, () => 0.85)).toEqual({ funnel: 'skin-c', splitTestingId: 'ST-C' });
  });

  test('R-DST-2: a default share of 0 never picks the default funnel; all weights 0 → default', () => {
    const d = destination({ percentage: 0, splitTesting: split });
    expect(chooseDestinationFunnel(d, () => 0).funnel).toBe('skin-b');
    expect(chooseDestinationFunnel(destination({ percentage: 0, splitTesting: [] }), () => 0.3).funnel).toBe('skin-os');
  });

  test('R-DST-2: a split funnel not on sale (before its start, after its end) is never drawn; its share goes to the others', () => {
    const d = destination({ percentage: 50, splitTesting: split });
    const withoutB = (f: string) => f !== 'skin-b';
    // Weights 50 (default) and 20 (skin-c): the default up to 50/70, then skin-c.
    expect(chooseDestinationFunnel(d, () => 0.7, withoutB)).toEqual({ funnel: 'skin-os', splitTestingId: undefined });
    expect(chooseDestinationFunnel(d, () => 0.72, withoutB)).toEqual({ funnel: 'skin-c', splitTestingId: 'ST-C' });
    expect(armsOnSale(d, withoutB).map((t) => t.sfid)).toEqual(['ST-C']);
    const none = () => false;
    expect(chooseDestinationFunnel(destination({ percentage: 0, splitTesting: split }), () => 0.9, none)).toEqual({
      funnel: 'skin-os',
      splitTestingId: undefined,
    });
  });

  test('R-DST-2: a split funnel is on sale from its start up to (not at) its end; one without a window always', () => {
    const windows = { XMAS26: { starts: 1_000, ends: 2_000 }, LATE: { starts: 5_000 }, EARLY: { ends: 1_500 } };
    const at = (t: number) => ['XMAS26', 'LATE', 'EARLY', 'WINTER26'].filter(onSaleAt(windows, t));
    expect(at(999)).toEqual(['EARLY', 'WINTER26']);
    expect(at(1_000)).toEqual(['XMAS26', 'EARLY', 'WINTER26']);
    expect(at(1_500)).toEqual(['XMAS26', 'WINTER26']);
    expect(at(2_000)).toEqual(['WINTER26']);
    expect(at(5_000)).toEqual(['LATE', 'WINTER26']);
  });

  test('R-DST-2: the windows of a split’s funnels, by the id the split names (its own or a former one); the others left out', () => {
    const d = destination({ splitTesting: [...split, { sfid: 'ST-D', funnel: 'skin-d-old', percentage: 0 }] });
    const funnels = [
      funnel([], { uniqueIdentifier: 'skin-b' }),
      funnel([], { uniqueIdentifier: 'skin-c' }),
      funnel([], { uniqueIdentifier: 'skin-d', aliases: ['skin-d-old'] }),
      funnel([], { uniqueIdentifier: 'skin-os' }),
    ];
    const spans: Record<string, { starts?: number; ends?: number }> = {
      'skin-b': { starts: 1_000 },
      'skin-d': { ends: 9_000 },
      'skin-os': { starts: 5 },
    };
    expect(armWindowsOf([d], funnels, (f) => spans[f.uniqueIdentifier])).toEqual({
      'skin-b': { starts: 1_000 },
      'skin-d-old': { ends: 9_000 },
    });
    expect(armWindowsOf([destination()], funnels, (f) => spans[f.uniqueIdentifier])).toEqual({});
  });

  test('R-DST-2: choices among the funnels on sale converge to their rounded percentages (property, 20k draws)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.boolean()), { minLength: 1, maxLength: 4 }),
        fc.integer(),
        (own, arms, seed) => {
          const splitTesting = arms.map(([p], i) => ({ sfid: `ST${i}`, funnel: `f${i}`, percentage: p }));
          const onSale = (f: string) => arms[Number(f.slice(1))]?.[1] ?? true;
          const d = destination({ percentage: own, splitTesting });
          const weights = new Map<string, number>([
            ['skin-os', own],
            ...splitTesting.filter((t) => onSale(t.funnel)).map((t) => [t.funnel, t.percentage] as const),
          ]);
          const total = [...weights.values()].reduce((a, b) => a + b, 0);
          const counts = new Map<string, number>();
          const random = seededRandom(seed);
          for (let i = 0; i < 20_000; i++) {
            const f = chooseDestinationFunnel(d, random, onSale).funnel;
            counts.set(f, (counts.get(f) ?? 0) + 1);
          }
          const drawn = [...counts.keys()].every((f) => weights.has(f));
          return drawn && [...weights].every(([f, w]) => Math.abs((counts.get(f) ?? 0) / 20_000 - w / total) < 0.02);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('R-DST-2: choices converge to the rounded percentages (property, 20k draws)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.array(fc.double({ min: 0, max: 60, noNaN: true }), { minLength: 1, maxLength: 4 }),
        fc.integer(),
        (own, shares, seed) => {
          const splitTesting = shares.map((p, i) => ({ sfid: `ST${i}`, funnel: `f${i}`, percentage: p }));
          const d = destination({ percentage: own, splitTesting });
          const weights = new Map<string, number>([
            ['skin-os', own],
            ...splitTesting.map((t) => [t.funnel, Math.round(t.percentage)] as const),
          ]);
          const total = [...weights.values()].reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const counts = new Map<string, number>();
          const random = seededRandom(seed);
          for (let i = 0; i < 20_000; i++) {
            const f = chooseDestinationFunnel(d, random).funnel;
            counts.set(f, (counts.get(f) ?? 0) + 1);
          }
          return [...weights].every(([f, w]) => Math.abs((counts.get(f) ?? 0) / 20_000 - w / total) < 0.02);
        },
      ),
      { numRuns: 25 },
    );
  });
});
