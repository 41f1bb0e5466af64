import { describe, expect, test } from 'vitest';
import { arrive } from '../../../../src/domain/funnel/arrival.ts';
import { locate } from '../../../../src/domain/funnel/navigation.ts';
import { emptyUserStats, rememberStep, type UserStats } from '../../../../src/domain/funnel/stats.ts';
import { funnel, step, variant } from './fixtures.ts';

const split = { splitTestEnabled: true, splitTesting: [{ sfid: 'ST' }] };
const mf = funnel(
  [
    step(1, 'Landing', { variants: [variant('land')] }),
    step(2, 'OrderForm', {
      ...split,
      variants: [variant('form-a', { percentage: 50 }), variant('form-b', { default: false, percentage: 50 })],
    }),
    step(3, 'Upsell', { variants: [variant('up')] }),
  ],
  { orderForm: 'form-a' },
);
const sawB = rememberStep(emptyUserStats, mf.sfid, { step: 2, url: 'form-b', spId: 'ST', variantId: 'v-form-b' });

const at = (path: string, stats: UserStats = emptyUserStats, random = 0.1) =>
  arrive(locate(mf, { path, template: 'order-form', device: 'Mobile', random: () => random, stats }), path);

describe('R-VAR-2: a split-tested step as its page opens', () => {
  test('R-VAR-2: a first visit stays on the variant it opened and remembers that variant, whatever the draw', () => {
    for (const random of [0.1, 0.9]) {
      expect(at('/form-b', emptyUserStats, random)).toEqual({
        stay: { step: 2, genericUrl: undefined, url: 'form-b', spId: 'ST', variantId: 'v-form-b' },
      });
    }
  });

  test('R-VAR-2: a shopper who saw another variant goes to it, and stays on the one they saw', () => {
    const leaving = at('/form-a', sawB);
    expect('leave' in leaving && leaving.leave.path).toBe('/form-b');
    expect(at('/form-b', sawB)).toEqual({ stay: expect.objectContaining({ url: 'form-b' }) });
  });

  test('R-VAR-2: an order page no variant lists (an ad’s own) neither sends the shopper to an arm nor counts as one seen', () => {
    expect(at('/CTUS_3-Unit-AgelessBeautyBalm', sawB)).toEqual({ stay: undefined });
    expect(at('/CTUS_3-Unit-AgelessBeautyBalm')).toEqual({ stay: undefined });
  });

  test('R-VAR-2: a step without a split test and a page off the funnel stay and remember nothing', () => {
    expect(at('/land', sawB)).toEqual({ stay: undefined });
    expect(at('/up', sawB)).toEqual({ stay: undefined });
  });

  test('R-VAR-2: the page opened is matched to its variant however its path is written', () => {
    expect(at('//form-b')).toEqual({ stay: expect.objectContaining({ url: 'form-b', variantId: 'v-form-b' }) });
    const nested = funnel([
      step(1, 'Landing', { ...split, variants: [variant('offers/a'), variant('offers/b', { default: false })] }),
    ]);
    const ctx = locate(nested, { path: '/offers/b', device: 'Mobile', random: () => 0.1, stats: emptyUserStats });
    expect(arrive(ctx, '/offers/b')).toEqual({ stay: expect.objectContaining({ url: 'offers/b' }) });
  });

  test('R-VAR-2: on a split-tested step’s page that is none of its variants, no variant is drawn', () => {
    const never = () => {
      throw new Error('random must not be called');
    };
    const ctx = locate(mf, {
      path: '/CTUS_3-Unit-AgelessBeautyBalm',
      template: 'order-form',
      device: 'Mobile',
      random: never,
      stats: emptyUserStats,
    });
    expect(ctx.current?.step).toBe(2);
    expect(arrive(ctx, '/CTUS_3-Unit-AgelessBeautyBalm')).toEqual({ stay: undefined });
  });

  test('R-VAR-2: a page that is no step and stands in for none stays, with nothing to remember', () => {
    const ctx = locate(mf, { path: '/home', device: 'Mobile', random: () => 0.1, stats: sawB });
    expect(ctx.current).toBeUndefined();
    expect(arrive(ctx, '/home')).toStrictEqual({ stay: undefined });
  });
});
