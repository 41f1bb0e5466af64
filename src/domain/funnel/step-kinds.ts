/** Step kinds the progression rules look at (R-CFG-3, R-FLOW-2, R-FLOW-3). */
import type { FunnelStep } from './types.ts';

/** An Upsell step; the type is compared case-insensitively ('Upsell', 'upsell'). */
export function isUpsell(step: Pick<FunnelStep, 'type'>): boolean {
  return step.type.toLowerCase() === 'upsell';
}

/** A DownSell step; the type is compared case-insensitively ('DownSell', 'Downsell'). */
export function isDownsell(step: Pick<FunnelStep, 'type'>): boolean {
  return step.type.toLowerCase() === 'downsell';
}

/** Neither an upsell nor a downsell: a plain page of the funnel (R-FLOW-3). */
export function isPlainStep(step: Pick<FunnelStep, 'type'>): boolean {
  return !isUpsell(step) && !isDownsell(step);
}
