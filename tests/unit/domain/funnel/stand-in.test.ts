import { describe, expect, test } from 'vitest';
import { goNext, goPaymentFailure, locate } from '../../../../src/domain/funnel/navigation.ts';
import { emptyUserStats } from '../../../../src/domain/funnel/stats.ts';
import { orderFormStep } from '../../../../src/domain/funnel/stand-in.ts';
import { funnel, step, variant } from './fixtures.ts';

const mf = funnel(
  [
    step(1, 'Landing'),
    step(2, 'OrderForm', { variants: [variant('os221230a_ap')], nextPageFail: 5 }),
    step(3, 'Upsell', { variants: [variant('upsell-elixir')] }),
    step(4, 'Thankyou Page', { variants: [variant('order-success-common')] }),
    step(5, 'SecureCart', { variants: [variant('IkariaBeauty_SecureCart')] }),
  ],
  { orderForm: 'os221230a_ap' },
);
const at = (path: string, takesOrders: boolean) =>
  locate(mf, { path, takesOrders, device: 'Mobile', random: Math.random, stats: emptyUserStats });

describe('an order page the funnel does not list', () => {
  test('R-FLOW-1: it stands at the step showing the funnel orderForm, so next is the upsell', () => {
    const ctx = at('/CTUS_3-Unit-RetinolSerum', true);
    expect(ctx.current?.step).toBe(2);
    expect(goNext(ctx)).toMatchObject({ ok: true, target: { path: '/upsell-elixir' } });
  });

  test("R-FLOW-4: a payment failure there goes to that step's nextPageFail", () => {
    expect(goPaymentFailure(at('/os201120b_ap', true))).toMatchObject({
      ok: true,
      target: { path: '/IkariaBeauty_SecureCart' },
    });
  });

  test('a page that takes no order stays off the funnel (its own link decides)', () => {
    expect(at('/pl201101a_ap', false).current).toBeUndefined();
  });

  test('a listed page is found by its path, not stood in for', () => {
    expect(at('/IkariaBeauty_SecureCart', true).current?.step).toBe(5);
  });

  test('without the orderForm among the steps, the first OrderForm step', () => {
    expect(orderFormStep({ orderForm: 'gone' }, mf.defaultFunnels)?.step).toBe(2);
    expect(orderFormStep({ orderForm: 'gone' }, [step(1, 'Landing')])).toBeUndefined();
  });
});
