/**
 * Which variant page of a step the shopper sees (R-VAR-1, R-VAR-2).
 *
 * Without a split test: the default variant visible on the device, else the first visible one.
 * With a split test: the remembered variant while the split-test id still matches, else a
 * random pick weighted by the rounded percentage among visible variants with a positive weight.
 * The split-test id is the step's `splitTesting[0].sfid` (the step's test, not a variant
 * field); a step without one uses '' so a choice made without an id stays stable.
 * A step kept in the list only because of its path or split test (R-FLOW-6) with no visible
 * variant still resolves: to its default variant, else its first.
 */
import type { StepStatsEntry } from './stats.ts';
import type { DeviceKind, FunnelStep, Variant } from './types.ts';
import { isVisibleOn } from './visibility.ts';
import { roundedWeight, weightedPick } from './weighted.ts';

/** What the choice needs besides the step. */
export interface VariantInputs {
  device: DeviceKind;
  /** Uniform random in [0, 1). */
  random: () => number;
  /** The stats entry remembered for this main funnel and step (R-SES-6), if any. */
  remembered?: StepStatsEntry | undefined;
}

/** The chosen variant and the stats entry to remember for the step. */
export interface VariantChoice {
  variant: Variant;
  /** Whether a remembered choice was reused (R-VAR-2). */
  reused: boolean;
  remember: StepStatsEntry;
}

/** The split-test id a remembered choice must match: splitTesting[0].sfid, '' without one. */
export function splitTestId(step: Pick<FunnelStep, 'splitTesting'>): string {
  return step.splitTesting[0]?.sfid ?? '';
}

/** R-VAR-1: the default visible variant, else the first visible, else the default, else the first. */
export function defaultVariant(step: Pick<FunnelStep, 'variants'>, device: DeviceKind): Variant | undefined {
  const visible = step.variants.filter((v) => isVisibleOn(v, device));
  return visible.find((v) => v.default) ?? visible[0] ?? step.variants.find((v) => v.default) ?? step.variants[0];
}

/** R-VAR-2: the variant to show; undefined only for a step without variants. */
export function chooseVariant(step: FunnelStep, inputs: VariantInputs): VariantChoice | undefined {
  const { device, random, remembered } = inputs;
  let variant: Variant | undefined;
  let reused = false;
  if (step.splitTestEnabled) {
    const candidates = step.variants.filter((v) => isVisibleOn(v, device) && roundedWeight(v.percentage) > 0);
    const spId = splitTestId(step);
    const kept =
      remembered && (remembered.spId ?? '') === spId
        ? candidates.find((v) => v.sfid === remembered.variantId)
        : undefined;
    reused = kept !== undefined;
    variant = kept ?? weightedPick(candidates, (v) => v.percentage, random);
  }
  variant ??= defaultVariant(step, device);
  if (!variant) return undefined;
  const spId = step.splitTestEnabled ? splitTestId(step) : undefined;
  return {
    variant,
    reused,
    remember: { step: step.step, genericUrl: step.genericUrl, url: variant.url, spId, variantId: variant.sfid },
  };
}
