import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { StepStatsEntry } from '../../../../src/domain/funnel/stats.ts';
import type { Variant, Visibility } from '../../../../src/domain/funnel/types.ts';
import { chooseVariant, defaultVariant, splitTestId } from '../../../../src/domain/funnel/variant.ts';
import { seededRandom, step, variant } from './fixtures.ts';

const never = (): number => {
  throw new Error('random must not be called');
};

const splitStep = (variants: Variant[], sfid = 'ST1') =>
  step(4, 'OrderForm', { genericUrl: 'skin', splitTestEnabled: true, splitTesting: [{ sfid }], variants });
const ab = () => [
  variant('os221230a_ap', { sfid: 'A', default: true, percentage: 30 }),
  variant('os221230b_ap', { sfid: 'B', default: false, percentage: 70 }),
];

describe('without a split test (R-VAR-1)', () => {
  test('R-VAR-1: the default variant is used, without a random draw', () => {
    const s = step(1, 'Landing', { variants: [variant('a', { default: false }), variant('b', { default: true })] });
    expect(chooseVariant(s, { device: 'Desktop', random: never })?.variant.url).toBe('b');
  });

  test('R-VAR-1: a default hidden on the device falls back to the first visible variant', () => {
    const s = step(1, 'Landing', {
      variants: [
        variant('m', { visibility: 'Mobile only' }),
        variant('x', { default: false }),
        variant('y', { default: false }),
      ],
    });
    expect(defaultVariant(s, 'Desktop')?.url).toBe('x');
    expect(defaultVariant(s, 'Mobile')?.url).toBe('m');
  });

  test('R-VAR-1: with no visible variant the default is still used, so a listed step always has a page', () => {
    const s = step(1, 'Landing', { variants: [variant('m', { visibility: 'Mobile only' })] });
    expect(chooseVariant(s, { device: 'Desktop', random: never })?.variant.url).toBe('m');
    const hidden = step(1, 'Landing', {
      variants: [
        variant('m1', { visibility: 'Mobile only', default: false }),
        variant('m2', { visibility: 'Mobile only', default: true }),
      ],
    });
    expect(defaultVariant(hidden, 'Desktop')?.url).toBe('m2');
  });

  test('R-VAR-1: a choice without a split test is never a remembered one reused', () => {
    const s = step(1, 'Landing');
    const remembered = { step: 1, url: 'p1', variantId: 'v-p1' };
    expect(chooseVariant(s, { device: 'Desktop', random: never, remembered })?.reused).toBe(false);
  });

  test('R-VAR-1: a step without variants has no page', () => {
    expect(chooseVariant(step(1, 'Landing', { variants: [] }), { device: 'Desktop', random: never })).toBeUndefined();
  });

  test('R-SES-6: the entry to remember names step, genericUrl, url and variant, with no split-test id', () => {
    const s = step(3, 'Landing', { genericUrl: 'skin' });
    expect(chooseVariant(s, { device: 'Mobile', random: never })?.remember).toEqual({
      step: 3,
      genericUrl: 'skin',
      url: 'p3',
      spId: undefined,
      variantId: 'v-p3',
    });
  });
});

describe('with a split test (R-VAR-2)', () => {
  test('R-VAR-2: a remembered variant is reused while the split-test id matches', () => {
    const remembered: StepStatsEntry = { step: 4, url: 'os221230b_ap', spId: 'ST1', variantId: 'B' };
    const choice = chooseVariant(splitStep(ab()), { device: 'Desktop', random: () => 0, remembered });
    expect(choice?.variant.sfid).toBe('B');
    expect(choice?.reused).toBe(true);
  });

  test('R-VAR-2: a remembered variant of another split test is ignored and a weighted pick made', () => {
    const remembered: StepStatsEntry = { step: 4, url: 'os221230b_ap', spId: 'OLD', variantId: 'B' };
    const choice = chooseVariant(splitStep(ab()), { device: 'Desktop', random: () => 0, remembered });
    expect(choice?.variant.sfid).toBe('A');
    expect(choice?.reused).toBe(false);
    expect(choice?.remember).toEqual({ step: 4, genericUrl: 'skin', url: 'os221230a_ap', spId: 'ST1', variantId: 'A' });
  });

  test('R-VAR-2: a remembered variant no longer visible, or now at weight 0, is not reused', () => {
    const remembered: StepStatsEntry = { step: 4, url: 'os221230b_ap', spId: 'ST1', variantId: 'B' };
    const hidden = [ab()[0]!, { ...ab()[1]!, visibility: 'Mobile only' as const }];
    expect(chooseVariant(splitStep(hidden), { device: 'Desktop', random: () => 0.99, remembered })?.variant.sfid).toBe(
      'A',
    );
    const zero = [ab()[0]!, { ...ab()[1]!, percentage: 0.4 }];
    expect(chooseVariant(splitStep(zero), { device: 'Desktop', random: () => 0.99, remembered })?.variant.sfid).toBe(
      'A',
    );
  });

  test('R-VAR-2: the split-test id is splitTesting[0].sfid; a step without one uses ""', () => {
    expect(splitTestId(splitStep(ab(), 'X'))).toBe('X');
    const noId = { ...splitStep(ab()), splitTesting: [] };
    expect(splitTestId(noId)).toBe('');
    const remembered: StepStatsEntry = { step: 4, url: 'os221230b_ap', variantId: 'B' };
    expect(chooseVariant(noId, { device: 'Desktop', random: () => 0, remembered })?.variant.sfid).toBe('B');
  });

  test('R-VAR-2: the pick is weighted by the rounded percentage', () => {
    const s = splitStep([variant('a', { sfid: 'A', percentage: 29.5 }), variant('b', { sfid: 'B', percentage: 70.4 })]);
    expect(chooseVariant(s, { device: 'Mobile', random: () => 0.295 })?.variant.sfid).toBe('A');
    expect(chooseVariant(s, { device: 'Mobile', random: () => 0.3 })?.variant.sfid).toBe('B');
  });

  test('R-VAR-2: all weights 0 → the default variant', () => {
    const s = splitStep([
      variant('a', { sfid: 'A', default: false, percentage: 0 }),
      variant('b', { sfid: 'B', percentage: 0 }),
    ]);
    expect(chooseVariant(s, { device: 'Mobile', random: () => 0.5 })?.variant.sfid).toBe('B');
  });
});

describe('variant choice properties (R-VAR-2)', () => {
  const visibility = fc.constantFrom<Visibility>('All', 'Mobile only', 'Desktop only');
  const variants = fc
    .array(
      fc.record({ percentage: fc.double({ min: 0, max: 100, noNaN: true }), visibility, isDefault: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 6,
      },
    )
    .map((vs) =>
      vs.map((v, i) =>
        variant(`u${i}`, { sfid: `V${i}`, percentage: v.percentage, visibility: v.visibility, default: v.isDefault }),
      ),
    );
  const device = fc.constantFrom('Mobile' as const, 'Desktop' as const);
  const unit = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });

  test('R-VAR-2: a pick never chooses a zero-weight or invisible variant when a visible weighted one exists', () => {
    fc.assert(
      fc.property(variants, device, unit, (vs, dev, r) => {
        const eligible = vs.filter(
          (v) => Math.round(v.percentage) > 0 && (v.visibility === 'All' || v.visibility.startsWith(dev)),
        );
        fc.pre(eligible.length > 0);
        const chosen = chooseVariant(splitStep(vs), { device: dev, random: () => r })!.variant;
        return eligible.includes(chosen);
      }),
    );
  });

  test('R-VAR-2: a remembered variant is kept only while the split-test id matches', () => {
    fc.assert(
      fc.property(variants, fc.constantFrom('ST1', 'ST2', undefined), unit, fc.nat(5), (vs, spId, r, which) => {
        const s = splitStep(vs, 'ST1');
        const target = vs[which % vs.length]!;
        const remembered: StepStatsEntry = { step: 4, url: target.url, spId, variantId: target.sfid };
        const choice = chooseVariant(s, { device: 'Desktop', random: () => r, remembered })!;
        const eligible = Math.round(target.percentage) > 0 && target.visibility !== 'Mobile only';
        return choice.reused === (spId === 'ST1' && eligible) && (!choice.reused || choice.variant === target);
      }),
    );
  });

  test('R-VAR-2: variant picks converge to the rounded percentages (20k draws)', () => {
    const vs = [
      variant('a', { sfid: 'A', percentage: 19.6 }),
      variant('b', { sfid: 'B', percentage: 30.2 }),
      variant('c', { sfid: 'C', percentage: 50.4, visibility: 'Desktop only' }),
      variant('m', { sfid: 'M', percentage: 60, visibility: 'Mobile only' }),
    ];
    const random = seededRandom(7);
    const counts: Record<string, number> = { A: 0, B: 0, C: 0, M: 0 };
    for (let i = 0; i < 20_000; i++)
      counts[chooseVariant(splitStep(vs), { device: 'Desktop', random })!.variant.sfid]! += 1;
    expect(counts.M).toBe(0);
    expect(Math.abs(counts.A! / 20_000 - 0.2)).toBeLessThan(0.015);
    expect(Math.abs(counts.B! / 20_000 - 0.3)).toBeLessThan(0.015);
    expect(Math.abs(counts.C! / 20_000 - 0.5)).toBeLessThan(0.015);
  });
});
