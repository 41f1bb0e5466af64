import { describe, expect, test } from 'vitest';
import { afterPayment, ORDER_TEMPLATES, standsIn, takesOrders } from '../../../../src/domain/funnel/page-kinds.ts';

describe('page kinds that stand in for a funnel step (R-FLOW-1)', () => {
  test('R-FLOW-1: order forms and secure carts take orders; a survey stands in without taking one', () => {
    expect(ORDER_TEMPLATES).toEqual(['order-form', 'secure-cart']);
    expect(takesOrders('secure-cart')).toBe(true);
    expect(takesOrders('order-form')).toBe(true);
    expect(takesOrders('survey')).toBe(false);
    expect(standsIn('secure-cart')).toBe(true);
    expect(standsIn('survey')).toBe(true);
  });

  test('R-FLOW-1: any other page stands in for nothing', () => {
    expect(takesOrders('vsl')).toBe(false);
    expect(standsIn('vsl')).toBe(false);
    expect(standsIn('')).toBe(false);
  });

  test('R-NAV-4: the offers and the receipt come after the payment; no other page does', () => {
    for (const t of ['upsell', 'downsell', 'receipt']) expect(afterPayment(t), t).toBe(true);
    for (const t of ['order-form', 'secure-cart', 'survey', 'landing', '']) expect(afterPayment(t), t).toBe(false);
  });
});
