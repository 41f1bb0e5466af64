import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { roundedWeight, weightedPick } from '../../../../src/domain/funnel/weighted.ts';
import { seededRandom } from './fixtures.ts';

describe('weighted pick (§9: rounded weights)', () => {
  test('R-VAR-2: weights are the rounded percentages, never negative', () => {
    expect(roundedWeight(33.4)).toBe(33);
    expect(roundedWeight(33.5)).toBe(34);
    expect(roundedWeight(0.4)).toBe(0);
    expect(roundedWeight(-5)).toBe(0);
    expect(roundedWeight(Number.NaN)).toBe(0);
  });

  test('R-VAR-2: the random number selects by cumulative rounded weight', () => {
    const items = [
      { id: 'a', p: 19.6 },
      { id: 'b', p: 0.3 },
      { id: 'c', p: 80 },
    ];
    const pick = (r: number) =>
      weightedPick(
        items,
        (i) => i.p,
        () => r,
      )?.id;
    expect(pick(0)).toBe('a');
    expect(pick(0.199)).toBe('a');
    expect(pick(0.2)).toBe('c');
    expect(pick(0.9999)).toBe('c');
    expect(pick(1)).toBe('c');
  });

  test('R-VAR-2: a draw at the very top picks the last item with a weight, never a zero-weight one after it', () => {
    const items = [
      { id: 'a', p: 50 },
      { id: 'b', p: 50 },
      { id: 'z', p: 0 },
    ];
    expect(
      weightedPick(
        items,
        (i) => i.p,
        () => 1,
      )?.id,
    ).toBe('b');
    expect(
      weightedPick(
        items,
        (i) => i.p,
        () => 1.5,
      )?.id,
    ).toBe('b');
  });

  test('R-VAR-2: nothing to pick when every rounded weight is 0', () => {
    expect(
      weightedPick(
        [{ p: 0.2 }, { p: 0 }],
        (i) => i.p,
        () => 0.5,
      ),
    ).toBeUndefined();
    expect(
      weightedPick(
        [],
        () => 1,
        () => 0.5,
      ),
    ).toBeUndefined();
  });

  test('R-VAR-2: a zero-weight item is never picked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (weights, r) => {
          const items = weights.map((w, i) => ({ i, w }));
          const picked = weightedPick(
            items,
            (x) => x.w,
            () => r,
          );
          if (items.every((x) => Math.round(x.w) === 0)) return picked === undefined;
          return picked !== undefined && Math.round(picked.w) > 0;
        },
      ),
    );
  });

  test('R-VAR-2: picks converge to the rounded percentages (property, 20k draws)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 5 })
          .filter((ws) => ws.some((w) => w > 0)),
        fc.integer(),
        (weights, seed) => {
          const items = weights.map((w, i) => ({ i, w }));
          const total = weights.reduce((a, b) => a + b, 0);
          const counts = new Array<number>(items.length).fill(0);
          const random = seededRandom(seed);
          const draws = 20_000;
          for (let n = 0; n < draws; n++) counts[weightedPick(items, (x) => x.w, random)!.i]! += 1;
          return items.every((x) => Math.abs(counts[x.i]! / draws - x.w / total) < 0.02);
        },
      ),
      { numRuns: 25 },
    );
  });
});
