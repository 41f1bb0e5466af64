/** Weighted random choice shared by variant and destination split tests (§9: rounded weights). */

/** The weight an item really gets: its percentage rounded, never below 0 (§9). */
export function roundedWeight(percentage: number): number {
  return Number.isFinite(percentage) ? Math.max(0, Math.round(percentage)) : 0;
}

/**
 * Picks one item with probability proportional to its rounded weight; items whose rounded
 * weight is 0 are never picked. `random` returns a number in [0, 1). Undefined when no item
 * has a positive weight.
 */
export function weightedPick<T>(items: readonly T[], weight: (item: T) => number, random: () => number): T | undefined {
  const weighted = items.map((item) => ({ item, w: roundedWeight(weight(item)) })).filter((x) => x.w > 0);
  const total = weighted.reduce((sum, x) => sum + x.w, 0);
  if (total === 0) return undefined;
  const r = Math.min(Math.max(random(), 0), 1) * total;
  let upTo = 0;
  for (const x of weighted) {
    upTo += x.w;
    if (r < upTo) return x.item;
  }
  // random() returned 1 (or rounding left r at the total): the last item covers the edge.
  return weighted[weighted.length - 1]?.item;
}
