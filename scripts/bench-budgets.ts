/**
 * The byte budgets of issue 10 for `npm run bench:js`: gzip KiB (1024 bytes) of the JavaScript a
 * page loads before the shopper scrolls (the static closure of its scripts and islands), per page
 * kind as the funnel data names its template. Pure, so the rule is unit-tested.
 */

/** One kind of page: its template in the funnel data, the label printed, its budget if any. */
export interface PageKind {
  template: string;
  label: string;
  /** Gzip KiB; undefined when the issue sets none. */
  budgetKiB?: number;
}

/** Pages without an island carry the runtime alone. */
const RUNTIME_ONLY = 6;

/** The page kinds in print order, with their budgets (issue 10, "What to reach"). */
export const PAGE_KINDS: readonly PageKind[] = [
  { template: 'landing', label: 'home/landing', budgetKiB: RUNTIME_ONLY },
  { template: 'advertorial', label: 'advertorial', budgetKiB: RUNTIME_ONLY },
  { template: 'video', label: 'video', budgetKiB: RUNTIME_ONLY },
  { template: 'legal', label: 'legal', budgetKiB: RUNTIME_ONLY },
  { template: 'content', label: 'content', budgetKiB: RUNTIME_ONLY },
  { template: 'survey', label: 'survey', budgetKiB: 75 },
  { template: 'offer-selector', label: 'offer-selector', budgetKiB: 75 },
  { template: 'order-form', label: 'order-form', budgetKiB: 90 },
  { template: 'secure-cart', label: 'secure-cart', budgetKiB: 90 },
  { template: 'upsell', label: 'upsell', budgetKiB: 80 },
  { template: 'downsell', label: 'downsell', budgetKiB: 80 },
  { template: 'receipt', label: 'receipt', budgetKiB: 75 },
  { template: 'generic-url', label: 'gu entry', budgetKiB: RUNTIME_ONLY },
  { template: 'default', label: '404', budgetKiB: RUNTIME_ONLY },
];

/** OK when `gzipBytes` fits the budget (inclusive), OVER when not, undefined when no budget or no page. */
export function budgetVerdict(gzipBytes: number | undefined, budgetKiB: number | undefined): 'OK' | 'OVER' | undefined {
  if (gzipBytes === undefined || budgetKiB === undefined) return undefined;
  return gzipBytes <= budgetKiB * 1024 ? 'OK' : 'OVER';
}

/** One line per broken budget, e.g. "order-form /os221215a_ap: 133.3 KiB > 90 KiB". */
export function brokenBudgets(
  rows: readonly { label: string; page?: string; gzip?: number; budgetKiB?: number }[],
): string[] {
  return rows
    .filter((r) => budgetVerdict(r.gzip, r.budgetKiB) === 'OVER')
    .map((r) => `${r.label} ${r.page ?? ''}: ${((r.gzip ?? 0) / 1024).toFixed(1)} KiB > ${r.budgetKiB} KiB`);
}
