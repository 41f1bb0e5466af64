/**
 * Where a page stands in a funnel that does not list it. An order page that no step shows (a
 * dated `os…` page, a bundle page) still runs in a main funnel (its entry's, its product's or the
 * site's default): it stands at the funnel's order-form step, so a paid order moves on through the
 * upsells to a receipt and a failed one to that step's nextPageFail (R-FLOW-1, R-FLOW-4). A survey
 * that no step shows (`/survey`, a dated quiz) stands at the funnel's Survey step, so "See my
 * results" leads to the step after it. Other pages stay off the funnel: their links decide.
 */
import { SURVEY_TEMPLATE, takesOrders } from './page-kinds.ts';
import type { FunnelStep, MainFunnel } from './types.ts';

/** The step type of an order form (R-CFG-3); compared case-insensitively. */
const ORDER_FORM_TYPE = 'orderform';
/** The step type of a survey (R-CFG-3); compared case-insensitively. */
const SURVEY_TYPE = 'survey';

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

/**
 * The step an unlisted page of `template` stands at: an order page at the order-form step, a
 * survey at the first Survey step; undefined for other pages or when the funnel has no such step.
 */
export function standInStep(
  funnel: Pick<MainFunnel, 'orderForm'>,
  steps: readonly FunnelStep[],
  template: string | undefined,
): FunnelStep | undefined {
  if (template === SURVEY_TEMPLATE) return steps.find((s) => s.type.toLowerCase() === SURVEY_TYPE);
  return template !== undefined && takesOrders(template) ? orderFormStep(funnel, steps) : undefined;
}
