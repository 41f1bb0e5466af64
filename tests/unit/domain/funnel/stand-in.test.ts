import { describe, expect, test } from 'vitest';
import { goNext, goPaymentFailure, locate } from '../../../../src/domain/funnel/navigation.ts';
import { emptyUserStats } from '../../../../src/domain/funnel/stats.ts';
import { orderFormStep, standInStep } from '../../../../src/domain/funnel/stand-in.ts';
import { funnel, step, variant } from './fixtures.ts';

const mf = funnel(
  [
    step(1, 'Survey', { variants: [variant('survey221201a_ap')] }),
    step(2, 'OrderForm', { variants: [variant('os221230a_ap')], nextPageFail: 5 }),
    step(3, 'Upsell', { variants: [variant('upsell-elixir')] }),
    step(4, 'Thankyou Page', { variants: [variant('order-success-common')] }),
    step(5, 'SecureCart', { variants: [variant('IkariaBeauty_SecureCart')] }),
  ],
  { orderForm: 'os221230a_ap' },
);
const at = (path: string, template: string) =>
  locate(mf, { path, template, device: 'Mobile', random: Math.random, stats: emptyUserStats });

describe('an order page the funnel does not list', () => {
  test('R-FLOW-1: it stands at the step showing the funnel orderForm, so next is the upsell', () => {
    const ctx = at('/CTUS_3-Unit-RetinolSerum', 'order-form');
    expect(ctx.current?.step).toBe(2);
    expect(goNext(ctx)).toMatchObject({ ok: true, target: { path: '/upsell-elixir' } });
  });

  test("R-FLOW-4: a payment failure there goes to that step's nextPageFail", () => {
    expect(goPaymentFailure(at('/os201120b_ap', 'order-form'))).toMatchObject({
      ok: true,
      target: { path: '/IkariaBeauty_SecureCart' },
    });
  });

  test('a page that takes no order stays off the funnel (its own link decides)', () => {
    expect(at('/pl201101a_ap', 'advertorial').current).toBeUndefined();
    expect(at('/video201101a_ap', 'video').current).toBeUndefined();
  });

  test('a listed page is found by its path, not stood in for', () => {
    expect(at('/IkariaBeauty_SecureCart', 'secure-cart').current?.step).toBe(5);
  });

  test('the step showing the orderForm page wins over a step typed OrderForm, whatever its own type', () => {
    const steps = [
      step(1, 'OrderForm', { variants: [variant('os-old')] }),
      step(2, 'Landing', { variants: [variant('pl-a', { default: false }), variant('/os-new')] }),
    ];
    expect(orderFormStep({ orderForm: 'os-new' }, steps)?.step).toBe(2);
    expect(
      orderFormStep({ orderForm: 'os-new' }, [step(3, 'Landing', { variants: [variant('//os-new')] })])?.step,
    ).toBe(3);
  });

  test('without the orderForm among the steps, the first OrderForm step', () => {
    expect(orderFormStep({ orderForm: 'gone' }, mf.defaultFunnels)?.step).toBe(2);
    expect(orderFormStep({ orderForm: 'gone' }, [step(1, 'Landing')])).toBeUndefined();
  });
});

describe('a survey the funnel does not list', () => {
  test('R-FLOW-1: it stands at the funnel\'s Survey step, so "See my results" goes to the step after it', () => {
    const ctx = at('/survey', 'survey');
    expect(ctx.current?.step).toBe(1);
    expect(goNext(ctx)).toMatchObject({ ok: true, target: { path: '/os221230a_ap', query: { step: '2' } } });
  });

  test('R-FLOW-5: in a funnel without a Survey step it stands nowhere, and next is Page not found', () => {
    const noQuiz = funnel([step(1, 'Landing'), step(2, 'OrderForm')]);
    expect(standInStep(noQuiz, noQuiz.defaultFunnels, 'survey')).toBeUndefined();
    const ctx = locate(noQuiz, {
      path: '/survey',
      template: 'survey',
      device: 'Mobile',
      random: Math.random,
      stats: emptyUserStats,
    });
    expect(goNext(ctx)).toEqual({ ok: false, error: 'Page not found' });
  });

  test('a listed survey is found by its path', () => {
    expect(at('/survey221201a_ap', 'survey').current?.step).toBe(1);
  });

  test('the step type is compared case-insensitively', () => {
    expect(standInStep(mf, [step(7, 'survey')], 'survey')?.step).toBe(7);
  });
});
