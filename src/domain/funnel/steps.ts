/** The steps a shopper can walk through on this device (R-FLOW-6). */
import { stepMatchesPath } from './paths.ts';
import type { DeviceKind, FunnelStep } from './types.ts';
import { isVisibleOn } from './visibility.ts';

/**
 * R-FLOW-6: the steps with a variant visible on the device, or split-test enabled, or whose
 * page is the current path; sorted by step number. The input is not changed.
 */
export function visibleSteps(steps: readonly FunnelStep[], device: DeviceKind, currentPath?: string): FunnelStep[] {
  return steps
    .filter(
      (s) => s.variants.some((v) => isVisibleOn(v, device)) || s.splitTestEnabled || stepMatchesPath(s, currentPath),
    )
    .sort((a, b) => a.step - b.step);
}

/** The step with this number, if the list has it. */
export function stepByNumber(steps: readonly FunnelStep[], step: number | undefined): FunnelStep | undefined {
  return step === undefined ? undefined : steps.find((s) => s.step === step);
}

/** The steps after `current` by step number (the list is sorted, R-FLOW-6). */
export function laterSteps(steps: readonly FunnelStep[], current: Pick<FunnelStep, 'step'>): FunnelStep[] {
  return steps.filter((s) => s.step > current.step);
}
