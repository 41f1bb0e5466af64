/** Which main funnel a destination entry sends the shopper to (R-DST-1, R-DST-2). */
import { windowPhase, type Span } from '../sale-window.ts';
import { funnelIds } from './funnel-ids.ts';
import type { Destination, MainFunnel } from './types.ts';
import { roundedWeight, weightedPick } from './weighted.ts';

/** The windows of a split's funnels sold only for a while: funnel id → its start and end (ms). */
export type ArmWindows = Readonly<Record<string, Span>>;

/**
 * The windows (`spanOf`) of the funnels that `destinations` split into, by the id each split
 * names (a funnel's uniqueIdentifier or a former one); a funnel `spanOf` gives no window is left
 * out, as always on sale.
 */
export function armWindowsOf(
  destinations: readonly Destination[],
  funnels: readonly MainFunnel[],
  spanOf: (funnel: MainFunnel) => Span | undefined,
): Record<string, Span> {
  const arms = new Set(destinations.flatMap((d) => d.splitTesting.map((t) => t.funnel)));
  return Object.fromEntries(
    funnels.flatMap((f) => {
      const span = spanOf(f);
      return span ? funnelIds(f).flatMap((id) => (arms.has(id) ? [[id, span] as const] : [])) : [];
    }),
  );
}

/** Whether a split's funnel is on sale at `at`: always, unless `windows` gives it a window `at` is outside. */
export function onSaleAt(windows: ArmWindows, at: number): (funnel: string) => boolean {
  return (funnel) => windowPhase(windows[funnel] ?? {}, at) === 'open';
}

/** The chosen funnel and, for stats (funnelSTFId / splitTestingId), the split-testing entry used. */
export interface DestinationChoice {
  /** uniqueIdentifier of the chosen main funnel. */
  funnel: string;
  /** sfid of the destination's splitTesting entry chosen; undefined for the default funnel. */
  splitTestingId?: string | undefined;
}

/**
 * The split-testing entries whose funnel is on sale (`onSale`, by its window at the shopper's
 * clock). A funnel before its start or after its end sells nothing: its share goes to the others
 * until it starts, and after it ends, rather than sending those visitors home or to its successor.
 */
export function armsOnSale(destination: Destination, onSale: (funnel: string) => boolean): Destination['splitTesting'] {
  return destination.splitTesting.filter((t) => onSale(t.funnel));
}

/**
 * R-DST-1: split test off, or the default's share rounding to 100 or more → the default funnel.
 * R-DST-2: otherwise a weighted pick (rounded percentages) among the splitTesting funnels on sale
 * plus the default funnel, weighted by the destination's own percentage. All weights 0 → default.
 * The default funnel is on sale whenever its generic URL is (its window is the page's).
 */
export function chooseDestinationFunnel(
  destination: Destination,
  random: () => number,
  onSale: (funnel: string) => boolean = () => true,
): DestinationChoice {
  const fallback: DestinationChoice = { funnel: destination.defaultFunnel, splitTestingId: undefined };
  if (!destination.splitTestEnabled || roundedWeight(destination.percentage) >= 100) return fallback;
  const options = [
    { choice: fallback, percentage: destination.percentage },
    ...armsOnSale(destination, onSale).map((t) => ({
      choice: { funnel: t.funnel, splitTestingId: t.sfid },
      percentage: t.percentage,
    })),
  ];
  return weightedPick(options, (o) => o.percentage, random)?.choice ?? fallback;
}
