/**
 * The moves between the steps of a funnel, asked of the runtime's own navigation on both
 * devices (R-FLOW-1 … R-FLOW-6): next on a plain step, yes and no on an upsell or downsell, and
 * the payment-failure move of every step that takes a payment. Each label says which field set
 * the target ('yes (overrideYes)'); a move taken on one device only says so.
 */
import { goAnswer, goNext, goPaymentFailure, locate, type NavResult } from '../../src/domain/funnel/navigation.ts';
import { emptyUserStats } from '../../src/domain/funnel/stats.ts';
import { isPlainStep, isUpsell } from '../../src/domain/funnel/step-kinds.ts';
import type { DeviceKind, FunnelStep, MainFunnel } from '../../src/domain/funnel/types.ts';
import { missingId, stepId, type MapEdge } from './types.ts';

/** The step fields that name another step (R-FLOW-2, R-FLOW-4). */
export const MOVE_FIELDS = ['upsell', 'downsell', 'overrideYes', 'overrideNo', 'nextPageFail'] as const;
export type MoveField = (typeof MOVE_FIELDS)[number];

type MoveKind = 'next' | 'yes' | 'no' | 'fail';
const DEVICES: readonly DeviceKind[] = ['Mobile', 'Desktop'];
/** The fields that may have chosen a move's target, in the order the rules read them. */
const VIA: Record<MoveKind, readonly MoveField[]> = {
  next: ['overrideYes'],
  yes: ['overrideYes', 'upsell'],
  no: ['overrideNo', 'downsell', 'upsell'],
  fail: ['nextPageFail'],
};

/** The field that set the target of a move, if one did. */
function via(step: FunnelStep, kind: MoveKind, target: number): MoveField | undefined {
  const fields = kind === 'no' && !isUpsell(step) ? VIA.no.filter((f) => f !== 'downsell') : VIA[kind];
  // An answer's target naming the step itself counts as not set (upsell-branch.ts); next and fail may loop.
  return fields.find((f) => step[f] === target && (target !== step.step || kind === 'next' || kind === 'fail'));
}

/** The moves of a step on a device, with the runtime's answers. */
function movesOf(step: FunnelStep, takesPayment: boolean, ctx: ReturnType<typeof locate>): [MoveKind, NavResult][] {
  const out: [MoveKind, NavResult][] = isPlainStep(step)
    ? [['next', goNext(ctx)]]
    : [
        ['yes', goAnswer(ctx, 'yes')],
        ['no', goAnswer(ctx, 'no')],
      ];
  if (!isPlainStep(step) || takesPayment) out.push(['fail', goPaymentFailure(ctx)]);
  return out;
}

/** Every move between the funnel's steps; `takesPayment` says whether a plain step's pages take orders. */
export function stepEdges(funnel: MainFunnel, takesPayment: (step: FunnelStep) => boolean): MapEdge[] {
  const found = new Map<string, Map<string, Set<DeviceKind>>>(); // "from to" → label → devices
  for (const device of DEVICES)
    for (const step of funnel.defaultFunnels) {
      const position = { stepParam: String(step.step), path: step.variants[0]?.url };
      const ctx = locate(funnel, { ...position, device, random: () => 0, stats: emptyUserStats });
      if (ctx.current?.step !== step.step) continue; // not shown on this device (R-FLOW-6)
      for (const [kind, result] of movesOf(step, takesPayment(step), ctx)) {
        if (!result.ok || result.target.kind !== 'page') continue;
        const to = result.target.step.step;
        const field = via(step, kind, to);
        const key = `${stepId(step.step)} ${stepId(to)}`;
        const labels = found.get(key) ?? new Map<string, Set<DeviceKind>>();
        const label = field ? `${kind} (${field})` : kind;
        labels.set(label, (labels.get(label) ?? new Set()).add(device));
        found.set(key, labels);
      }
    }
  return [...found].map(([key, labels]) => {
    const [from = '', to = ''] = key.split(' ');
    const text = [...labels].map(([label, on]) => (on.size === 1 ? `${label}, ${[...on].join('')} only` : label));
    return { from, to, labels: text, problems: [] };
  });
}

/** Moves whose field names a step the funnel lacks, drawn to a stand-in node of that number. */
export function danglingEdges(funnel: MainFunnel): MapEdge[] {
  const steps = new Set(funnel.defaultFunnels.map((s) => s.step));
  return funnel.defaultFunnels.flatMap((step) =>
    MOVE_FIELDS.flatMap((field) => {
      const target = step[field];
      return target === undefined || steps.has(target)
        ? []
        : [{ from: stepId(step.step), to: missingId(target), labels: [field], problems: [] }];
    }),
  );
}
