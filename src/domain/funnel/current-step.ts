/** Where the shopper is in the funnel (R-FLOW-1). */
import { stepMatchesPath } from './paths.ts';
import { stepByNumber } from './steps.ts';
import type { FunnelStep } from './types.ts';

/** What the page knows about its own position: the `step` query value and the URL path. */
export interface Position {
  /** Raw `step` query value (R-QP-1), e.g. `'3'`; null or undefined when absent. */
  stepParam?: string | null | undefined;
  /** The current path or URL, e.g. `/os221230a_ap`. */
  path?: string | undefined;
}

/** Parses a `step` query value: a whole number, else undefined. */
export function parseStepParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number.parseInt(value, 10);
}

/**
 * R-FLOW-1: the current step, by the `step` query value when it names a listed step, else by
 * matching the path against the steps' variant urls and step url (first match in step order).
 */
export function findCurrentStep(steps: readonly FunnelStep[], position: Position): FunnelStep | undefined {
  return (
    stepByNumber(steps, parseStepParam(position.stepParam)) ?? steps.find((s) => stepMatchesPath(s, position.path))
  );
}
