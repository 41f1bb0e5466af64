/**
 * How a problem names its field: a funnel's steps by their number (`step 2`) and variants by
 * their sfid (`step 2, variant V-AGE-2A, url`), as a marketer reads `funnels.yaml`, never by the
 * list index (`defaultFunnels.1.variants.0.url`). Other fields keep their dotted path
 * (`bundles.1.price`). The funnel map reads these names back to place a problem on its step.
 */

/** `step 2`, `step 2, nextPageFail`: a field of a funnel step. */
export function stepField(step: number | string, field?: string): string {
  return field === undefined ? `step ${step}` : `step ${step}, ${field}`;
}

/** `step 2, variant V-AGE-2A, url`: a field of a step's variant. */
export function variantField(step: number | string, variant: string, field?: string): string {
  return stepField(step, field === undefined ? `variant ${variant}` : `variant ${variant}, ${field}`);
}

/** Reads a step or variant name back: what the funnel map needs to place a problem. */
export const FUNNEL_FIELD = /^step (\d+)(?:, variant ([^,]+))?(?:, (\w+))?/;

const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The name of a field of a funnels.yaml entry from its path in the raw entry. */
function funnelFieldName(path: readonly PropertyKey[], raw: unknown): string | undefined {
  if (path[0] !== 'defaultFunnels' || typeof path[1] !== 'number') return undefined;
  const steps = record(raw)?.defaultFunnels;
  const step = record(Array.isArray(steps) ? steps[path[1]] : undefined);
  const number = typeof step?.step === 'number' ? step.step : `#${path[1] + 1} in the list`;
  const rest = path.slice(2).map(String);
  if (rest[0] === 'variants' && path[3] !== undefined && typeof path[3] === 'number') {
    const variants = step?.variants;
    const variant = record(Array.isArray(variants) ? variants[path[3]] : undefined);
    const name = typeof variant?.sfid === 'string' ? variant.sfid : `#${path[3] + 1}`;
    return variantField(number, name, rest.slice(2).join('.') || undefined);
  }
  return stepField(number, rest.join('.') || undefined);
}

/** The name of the field at `path` in a raw entry: `(entry)` for the entry itself. */
export function fieldName(path: readonly PropertyKey[], raw: unknown): string {
  if (path.length === 0) return '(entry)';
  return funnelFieldName(path, raw) ?? path.map(String).join('.');
}
