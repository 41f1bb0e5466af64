import { describe, expect, test } from 'vitest';
import { boughtProducts, heldOffers, heldProducts, passHeldOffers } from '../../../../src/domain/funnel/held-offers.ts';
import { goAnswer, goNext, locate } from '../../../../src/domain/funnel/navigation.ts';
import { emptyUserStats } from '../../../../src/domain/funnel/stats.ts';
import type { FunnelStep } from '../../../../src/domain/funnel/types.ts';
import { funnel, step, variant } from './fixtures.ts';

// AGELESS01's offers: 6 elixir upsell (downsell 7, upsell 8) → 7 elixir downsell → 8 tea upsell (downsell 9) → 9 tea downsell → 10 thank you.
const steps: FunnelStep[] = [
  step(5, 'OrderForm', { variants: [variant('os221215a_ap')] }),
  step(6, 'Upsell', { downsell: 7, upsell: 8, variants: [variant('upsell-elixir')] }),
  step(7, 'DownSell', { variants: [variant('downsell-elixir')] }),
  step(8, 'Upsell', { downsell: 9, variants: [variant('upsell-tea')] }),
  step(9, 'DownSell', { variants: [variant('downsell-tea')] }),
  step(10, 'Thankyou Page', { variants: [variant('order-success-common')] }),
];
const catalogue = {
  offerProducts: {
    'upsell-elixir': 'SkinRenewElixir',
    'downsell-elixir': 'SkinRenewElixir',
    'upsell-tea': 'BeautyTea',
    'downsell-tea': 'BeautyTea',
  },
  components: {
    'BeautyTea-Elixir': ['BeautyTea', 'SkinRenewElixir'],
    'AgelessBeautyBalm-Elixir': ['AgelessBeautyBalm', 'SkinRenewElixir'],
  },
};
const mf = funnel(steps, { orderForm: 'os221215a_ap' });
const at = (n: number) => steps.find((s) => s.step === n);
const heldBy = (...bought: string[]) => heldOffers(catalogue, bought) ?? (() => false);
const context = (path: string, bought: string[]) =>
  locate(mf, {
    path,
    template: 'order-form',
    device: 'Mobile',
    random: () => 0,
    stats: emptyUserStats,
    offersHeld: heldBy(...bought),
  });

describe('offers fit the purchase: what an order holds', () => {
  test('the products bought in the order and the upsells taken, bump offers aside', () => {
    const parent = {
      orderItems: [
        { productId: 'BeautyTea-Elixir', isBumpOffer: false },
        { productId: 'BeautyTea', isBumpOffer: true },
      ],
    };
    const upsell = { orderItems: [{ productId: 'RetinolSerum' }, { isBumpOffer: false }] };
    expect(boughtProducts([parent, undefined, upsell, {}])).toEqual(['BeautyTea-Elixir', 'RetinolSerum']);
  });

  test('a set holds its components as well as itself', () => {
    expect([...heldProducts(['BeautyTea-Elixir'], catalogue)]).toEqual([
      'BeautyTea-Elixir',
      'BeautyTea',
      'SkinRenewElixir',
    ]);
    expect([...heldProducts(['AgelessBeautyBalm'], catalogue)]).toEqual(['AgelessBeautyBalm']);
  });

  test('nothing bought, or no catalogue on the page: no step is held', () => {
    expect(heldOffers(catalogue, [])).toBeUndefined();
    expect(heldOffers(undefined, ['BeautyTea'])).toBeUndefined();
  });

  test('an upsell or downsell offers a held product when any of its pages does; plain steps never', () => {
    const held = heldBy('AgelessBeautyBalm-Elixir');
    expect(held(at(6)!)).toBe(true);
    expect(held(at(7)!)).toBe(true);
    expect(held(at(8)!)).toBe(false);
    const split = step(6, 'Upsell', {
      variants: [variant('upsell-tea'), variant('upsell-elixir', { default: false })],
    });
    expect(held(split)).toBe(true);
    expect(heldBy('BeautyTea')(step(10, 'Thankyou Page', { variants: [variant('upsell-tea')] }))).toBe(false);
  });
});

describe('offers fit the purchase: the shopper is never offered what the order holds', () => {
  test('R-FLOW-1: after an order of the tea and elixir set, every offer is passed over to the thank-you page', () => {
    expect(goNext(context('/US_3-Unit-BeautyTea-Elixir', ['BeautyTea-Elixir']))).toMatchObject({
      ok: true,
      target: { path: '/order-success-common', query: { step: '10' } },
    });
  });

  test('R-FLOW-2: after the balm and elixir set, the elixir upsell and its downsell are passed over to the tea', () => {
    expect(goNext(context('/US_3-Unit-AgelessBeautyBalm-Elixir', ['AgelessBeautyBalm-Elixir']))).toMatchObject({
      ok: true,
      target: { path: '/upsell-tea' },
    });
  });

  test('R-FLOW-2: an elixir taken as an upsell is not offered again later in the funnel', () => {
    const onTea = locate(mf, {
      path: '/upsell-tea',
      device: 'Mobile',
      random: () => 0,
      stats: emptyUserStats,
      offersHeld: heldBy('AgelessBeautyBalm', 'BeautyTea'),
    });
    // no on the tea upsell would offer the tea downsell; the order holds tea, so the thank-you page.
    expect(goAnswer(onTea, 'no')).toMatchObject({ ok: true, target: { path: '/order-success-common' } });
  });

  test('an order of something else is offered everything, as the funnel says', () => {
    expect(goNext(context('/os221215a_ap', ['AgelessBeautyBalm']))).toMatchObject({
      ok: true,
      target: { path: '/upsell-elixir' },
    });
  });

  test('passing over follows the no of each passed step, and never loops', () => {
    expect(passHeldOffers(steps, at(6), heldBy('SkinRenewElixir'))?.step).toBe(8);
    expect(passHeldOffers(steps, at(6), () => false)?.step).toBe(6);
    expect(passHeldOffers(steps, undefined, () => true)).toBeUndefined();
    const loop = [step(1, 'Upsell', { overrideNo: 2 }), step(2, 'Upsell', { overrideNo: 1 })];
    expect(passHeldOffers(loop, loop[0], () => true)).toBeUndefined();
  });
});
