/**
 * R-VAR-2 before the funnel rules load: whether the step this page stands on may be split-tested.
 * The runtime loads its variant routing at once only then; everywhere else the rules
 * load when a shopper reaches for a call to action. A superset of
 * `locate(funnel, …).current?.splitTestEnabled`: the `step` query names a split-tested step, or
 * the path matches one, or the page may stand in for a step (an order page or a survey, stand-in.ts).
 */
import { parseStepParam, type Position } from './current-step.ts';
import { stepMatchesPath } from './paths.ts';
import type { MainFunnel } from './types.ts';

/** True when the current step may be split-tested (never false when it is). */
export function maySplitTest(
  funnel: Pick<MainFunnel, 'defaultFunnels'>,
  at: Position & { standsIn: boolean },
): boolean {
  const split = funnel.defaultFunnels.filter((s) => s.splitTestEnabled);
  if (split.length === 0) return false;
  const named = parseStepParam(at.stepParam);
  return at.standsIn || split.some((s) => s.step === named || stepMatchesPath(s, at.path));
}
