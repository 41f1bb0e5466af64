import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { locate } from '../../../../src/domain/funnel/navigation.ts';
import { maySplitTest } from '../../../../src/domain/funnel/split-test.ts';
import { standsIn } from '../../../../src/domain/funnel/page-kinds.ts';
import { emptyUserStats } from '../../../../src/domain/funnel/stats.ts';
import type { DeviceKind } from '../../../../src/domain/funnel/types.ts';
import { funnel, step, variant } from './fixtures.ts';

const split = { splitTestEnabled: true, splitTesting: [{ sfid: 'ST' }] };
const mf = funnel([
  step(1, 'Landing', { ...split, variants: [variant('land-a'), variant('land-b', { default: false })] }),
  step(2, 'Video', { variants: [variant('vsl'), variant('vsl-m', { visibility: 'Mobile only', default: false })] }),
  step(3, 'OrderForm', { ...split, variants: [variant('p3'), variant('p3b', { default: false })] }),
  step(4, 'Upsell', { variants: [variant('up')] }),
  step(5, 'Survey', { ...split, variants: [variant('quiz-a'), variant('quiz-b', { default: false })] }),
]);
const plain = funnel([step(1), step(2, 'OrderForm'), step(3, 'Upsell')]);

describe('R-VAR-2: whether the runtime routes before the funnel rules load', () => {
  test('R-VAR-2: a split-tested step is found by its path, by the step query or as the order form stand-in', () => {
    expect(maySplitTest(mf, { path: '/land-b', standsIn: false })).toBe(true);
    expect(maySplitTest(mf, { path: '/anything', stepParam: '3', standsIn: false })).toBe(true);
    expect(maySplitTest(mf, { path: '/IkariaBeauty_SecureCart', standsIn: true })).toBe(true);
  });

  test('R-VAR-2: steps without a split test, and funnels without one, need no routing at once', () => {
    expect(maySplitTest(mf, { path: '/vsl', stepParam: '2', standsIn: false })).toBe(false);
    expect(maySplitTest(mf, { path: '/up', standsIn: false })).toBe(false);
    expect(maySplitTest(plain, { path: '/p2', stepParam: '2', standsIn: true })).toBe(false);
  });

  test('R-VAR-2: never false where the full rules find a split-tested current step (property)', () => {
    const paths = ['/land-a', '/land-b', '/vsl', '/vsl-m', '/p3', '/p3b', '/up', '/quiz-b', '/elsewhere', '/'];
    fc.assert(
      fc.property(
        fc.constantFrom(mf, plain),
        fc.constantFrom(...paths),
        fc.option(fc.constantFrom('1', '2', '3', '4', '9', ' 3 ', 'x'), { nil: undefined }),
        fc.constantFrom('order-form', 'secure-cart', 'survey', 'video', 'advertorial'),
        fc.constantFrom<DeviceKind>('Mobile', 'Desktop'),
        (f, path, stepParam, template, device) => {
          const ctx = locate(f, { path, stepParam, template, device, random: () => 0.5, stats: emptyUserStats });
          const at = { path, stepParam, standsIn: standsIn(template) };
          if (ctx.current?.splitTestEnabled) expect(maySplitTest(f, at)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
