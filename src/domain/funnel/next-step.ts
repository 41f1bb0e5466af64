/** Plain progression: next, first, last and after a payment failure (R-FLOW-1, R-FLOW-4, R-FLOW-5). */
import { laterSteps, stepByNumber } from './steps.ts';
import type { FunnelStep } from './types.ts';

/** R-FLOW-1: the step after the current one in the (sorted) list; undefined at the end. */
export function nextStep(steps: readonly FunnelStep[], current: FunnelStep | undefined): FunnelStep | undefined {
  return current ? laterSteps(steps, current)[0] : undefined;
}

/** R-FLOW-5: the first step of the list. */
export function firstStep(steps: readonly FunnelStep[]): FunnelStep | undefined {
  return steps[0];
}

/** R-FLOW-5: the last step of the list. */
export function lastStep(steps: readonly FunnelStep[]): FunnelStep | undefined {
  return steps[steps.length - 1];
}

/** R-FLOW-4: after a payment failure, the step's nextPageFail when listed, else the last step. */
export function paymentFailureStep(
  steps: readonly FunnelStep[],
  current: FunnelStep | undefined,
): FunnelStep | undefined {
  return stepByNumber(steps, current?.nextPageFail) ?? lastStep(steps);
}
