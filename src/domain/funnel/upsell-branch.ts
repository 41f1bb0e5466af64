/**
 * Where a yes or no on an offer page leads (R-FLOW-2, R-FLOW-3).
 *
 * Upsell:   yes → overrideYes, else the next upsell;
 *           no  → overrideNo, else the next downsell, else the next upsell.
 * DownSell: yes → overrideYes, else the next upsell;   (the spec is silent; our choice)
 *           no  → overrideNo, else the next upsell.
 * Either:   nothing found → the first later step that is neither upsell nor downsell (R-FLOW-3).
 * Other kinds: the plain next step (R-FLOW-1).
 *
 * "Next upsell" is the step's `upsell` target, else the next later Upsell step; "next downsell"
 * likewise with `downsell`. A target number that is not in the list (hidden on this device) or
 * that names the current step itself (a loop) counts as not set.
 */
import { nextStep } from './next-step.ts';
import { isDownsell, isPlainStep, isUpsell } from './step-kinds.ts';
import { laterSteps, stepByNumber } from './steps.ts';
import type { FunnelStep } from './types.ts';

/** The shopper's answer on an upsell or downsell page. */
export type OfferAnswer = 'yes' | 'no';

/** A listed step named by number, unless it is the current step itself. */
function target(steps: readonly FunnelStep[], current: FunnelStep, step: number | undefined): FunnelStep | undefined {
  return step === current.step ? undefined : stepByNumber(steps, step);
}

/** R-FLOW-2: the step's `upsell` target, else the next later Upsell step. */
export function nextUpsell(steps: readonly FunnelStep[], current: FunnelStep): FunnelStep | undefined {
  return target(steps, current, current.upsell) ?? laterSteps(steps, current).find(isUpsell);
}

/** R-FLOW-2: the step's `downsell` target, else the next later DownSell step. */
export function nextDownsell(steps: readonly FunnelStep[], current: FunnelStep): FunnelStep | undefined {
  return target(steps, current, current.downsell) ?? laterSteps(steps, current).find(isDownsell);
}

/** R-FLOW-3: the first later step that is neither an upsell nor a downsell. */
export function nextPlainStep(steps: readonly FunnelStep[], current: FunnelStep): FunnelStep | undefined {
  return laterSteps(steps, current).find(isPlainStep);
}

/** R-FLOW-2/3: the step a yes or no on the current page leads to; undefined when none. */
export function answerStep(
  steps: readonly FunnelStep[],
  current: FunnelStep | undefined,
  answer: OfferAnswer,
): FunnelStep | undefined {
  if (!current) return undefined;
  if (!isUpsell(current) && !isDownsell(current)) return nextStep(steps, current);
  const chosen =
    answer === 'yes'
      ? (target(steps, current, current.overrideYes) ?? nextUpsell(steps, current))
      : (target(steps, current, current.overrideNo) ??
        (isUpsell(current) ? nextDownsell(steps, current) : undefined) ??
        nextUpsell(steps, current));
  return chosen ?? nextPlainStep(steps, current);
}
