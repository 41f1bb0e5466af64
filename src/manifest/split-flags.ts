/**
 * A split test runs only with `splitTestEnabled: true` (R-CFG-3, R-CFG-5); left out, it is off and
 * only the default shows. A step or destination that lists split-test ids or shares but leaves the
 * switch out is a split the marketer meant to run, so the build asks them to say which. These read
 * the raw entry, since the schema fills the missing switch with `false`.
 */
import { stepField } from './fields.ts';
import type { RawProblem } from './yaml-files.ts';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const SAY_IT =
  'so the split is off and every shopper sees the default: add `splitTestEnabled: true` to run it, ' +
  'or `splitTestEnabled: false` to keep it off';

/** Steps of a raw funnel entry that list split-test ids or shares without `splitTestEnabled`. */
export function funnelSplitFlags(raw: unknown): RawProblem[] {
  return list(record(raw)?.defaultFunnels).flatMap((s) => {
    const step = record(s);
    if (!step || step.splitTestEnabled !== undefined) return [];
    const ids = list(step.splitTesting).length > 0;
    const shares = list(step.variants).some((v) => record(v)?.percentage !== undefined);
    if (!ids && !shares) return [];
    const what =
      ids && shares
        ? 'split-test ids and shares'
        : ids
          ? 'split-test ids (splitTesting)'
          : 'variant shares (percentage)';
    return [
      {
        field: stepField(typeof step.step === 'number' ? step.step : '?', 'splitTestEnabled'),
        message: `the step gives ${what} but no \`splitTestEnabled\`, ${SAY_IT}`,
      },
    ];
  });
}

/** A raw destination that lists split-test funnels without `splitTestEnabled`. */
export function destinationSplitFlags(raw: unknown): RawProblem[] {
  const d = record(raw);
  if (!d || d.splitTestEnabled !== undefined || list(d.splitTesting).length === 0) return [];
  return [
    {
      field: 'splitTestEnabled',
      message: `the destination lists split-test funnels (splitTesting) but no \`splitTestEnabled\`, ${SAY_IT}`,
    },
  ];
}
