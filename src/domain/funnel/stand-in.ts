/**
 * Where a page stands in a funnel that does not list it. An order page that no step shows (a
 * dated `os…` page, a bundle page) still runs in a main funnel (its entry's, its product's or the
 * site's default): it stands at the funnel's order-form step, so a paid order moves on through the
 * upsells to a receipt and a failed one to that step's nextPageFail (R-FLOW-1, R-FLOW-4).
 */
import type { FunnelStep, MainFunnel } from './types.ts';

/** Page templates that take an order (they stand at the order-form step when unlisted). */
export const ORDER_TEMPLATES: readonly string[] = ['order-form', 'secure-cart'];

/** Whether a page of this template takes an order. */
export const takesOrders = (template: string): boolean => ORDER_TEMPLATES.includes(template);

/** The step type of an order form (R-CFG-3); compared case-insensitively. */
const ORDER_FORM_TYPE = 'orderform';

/**
 * The funnel's order-form step among `steps`: the step showing the funnel's `orderForm` page,
 * else the first step of type OrderForm; undefined when the funnel has neither.
 */
export function orderFormStep(
  funnel: Pick<MainFunnel, 'orderForm'>,
  steps: readonly FunnelStep[],
): FunnelStep | undefined {
  return (
    steps.find((s) => s.variants.some((v) => v.url.replace(/^\/+/, '') === funnel.orderForm)) ??
    steps.find((s) => s.type.toLowerCase() === ORDER_FORM_TYPE)
  );
}
