/**
 * The byte budgets for `npm run bench:js`: gzip KiB (1024 bytes) of the JavaScript a page loads
 * before the shopper scrolls (the static closure of its scripts and islands), per page kind as the
 * funnel data names its template, counted above the floor. The floor is React's client and
 * Astro's React renderer, measured from the same build (bench-js.ts); a page without a React
 * island loads no React, so its floor is 0 and its budget holds all it loads. Code loaded later
 * (`import()`) is printed, not counted. Beside each budget, a ceiling: what the kind loads above
 * the floor today, rounded up to the next half KiB (`ceilingFor`). The budgets are the goal; the
 * ceilings are the ratchet CI holds until the budgets do (`bench:js --ceilings`), so no change
 * makes a page heavier unnoticed. Lower a ceiling when a page gets lighter; raise one only with
 * the reason in the commit. Beside them, the same two for what a page fetches in its first 5 s,
 * eager, idle and timed loads together (`bench-first-seconds.ts`): the work a page starts by itself
 * before a shopper has read its first lines competes with them for a phone's network and CPU.
 * Pure, so the rules are unit-tested.
 */

/** One kind of page: its template in the funnel data, the label printed, its budget if any. */
export interface PageKind {
  template: string;
  label: string;
  /** Gzip KiB above the floor; undefined when none is set. */
  budgetKiB?: number;
  /** Gzip KiB above the floor the kind may not exceed today (the ratchet); undefined without a budget. */
  ceilingKiB?: number;
  /** The same two for what the page fetches in its first 5 s, eager, idle and timed loads together. */
  firstBudgetKiB?: number;
  firstCeilingKiB?: number;
}

/**
 * Pages without an island carry the runtime alone (floor 0): 6.5 KiB (6,611 B). It was 6 KiB
 * (6,062 B) until the page's events were written at its first paint, the outbox's half in the
 * runtime (0.45 KiB) and the hold of a split-tested step's events until its routing decides (0.1 KiB): what a page owes is no longer lost to a shopper who taps on at once, and the
 * chain that sent it after 300 ms (the API client, ofetch and the user-agent parser) left the
 * page's first seconds, 13 to 16 KiB lighter.
 */
const RUNTIME_ONLY = 6.5;
const RUNTIME_NOW = 6.5;
/** The same pages' first 5 s: the runtime, the outbox's sender and the funnel rules. */
const runtimeOnly = { budgetKiB: RUNTIME_ONLY, ceilingKiB: RUNTIME_NOW, firstBudgetKiB: 16, firstCeilingKiB: 16 };

/**
 * The page kinds in print order, with their budgets above the floor and their ceilings: today's
 * eager figures above the floor (67.5 KiB) are pages without an island 6.5, survey 8.4, offer
 * selector 10.9, order form and secure cart 39.1, upsell and downsell 22.0, receipt 15.0 KiB; in
 * their first 5 s 15.0 to 16.3, 17.3, 18.1, 44.1, 42.9 and 23.5 KiB (legal 30.8, survey 33.0,
 * offer selector 33.9, order form 57.2, upsell 49.8, receipt 37.5 KiB while a Page View brought
 * the API client and the user-agent parser).
 */
export const PAGE_KINDS: readonly PageKind[] = [
  { template: 'landing', label: 'home/landing', ...runtimeOnly },
  { template: 'advertorial', label: 'advertorial', ...runtimeOnly },
  { template: 'video', label: 'video', ...runtimeOnly },
  { template: 'legal', label: 'legal', ...runtimeOnly },
  { template: 'content', label: 'content', ...runtimeOnly },
  { template: 'survey', label: 'survey', budgetKiB: 8.5, ceilingKiB: 8.5, firstBudgetKiB: 18.5, firstCeilingKiB: 18.5 },
  // At the budget: the funnel state's shapes and actions load when the shopper reaches for the form (10.3 KiB).
  {
    template: 'offer-selector',
    label: 'offer-selector',
    budgetKiB: 11,
    ceilingKiB: 11,
    firstBudgetKiB: 21,
    firstCeilingKiB: 21,
  },
  // At the budget: the wallets' payment code loads with their scripts (39.7 KiB).
  {
    template: 'order-form',
    label: 'order-form',
    budgetKiB: 40,
    ceilingKiB: 40,
    firstBudgetKiB: 50,
    firstCeilingKiB: 50,
  },
  {
    template: 'secure-cart',
    label: 'secure-cart',
    budgetKiB: 40,
    ceilingKiB: 40,
    firstBudgetKiB: 50,
    firstCeilingKiB: 50,
  },
  // The stats payload without the stats sender, and a provider's return, Amazon's wallet and the
  // preview load only when due. 18 B over the budget (22,546 B): the runtime's 0.1 KiB that holds a
  // split-tested step's events until its routing decides, so a quick shopper's are never lost. In
  // their first 5 s (42.9 KiB) the offer's own fetch brings the API client and the contract's
  // schemas (14 KiB).
  { template: 'upsell', label: 'upsell', budgetKiB: 22, ceilingKiB: 22.5, firstBudgetKiB: 40, firstCeilingKiB: 43 },
  { template: 'downsell', label: 'downsell', budgetKiB: 22, ceilingKiB: 22.5, firstBudgetKiB: 40, firstCeilingKiB: 43 },
  // 50 B over the budget (15,410 B), by the same 0.1 KiB of the runtime.
  { template: 'receipt', label: 'receipt', budgetKiB: 15, ceilingKiB: 15.5, firstBudgetKiB: 25, firstCeilingKiB: 25 },
  // In their first 5 s 16.3 KiB, over the 16 KiB budget (the other pages without an island 15.0 to
  // 15.8): both load the entry pages' code (runtime/entry-pages.ts, the generic URL's routing and
  // Destination event, the 404's report of an unknown page) with the funnel configuration it reads,
  // 1.3 KiB beside the runtime's sender and rules.
  { template: 'generic-url', label: 'gu entry', ...runtimeOnly, firstCeilingKiB: 16.5 },
  { template: 'default', label: '404', ...runtimeOnly, firstCeilingKiB: 16.5 },
];

/** OK when `gzipBytes` fits the budget (inclusive), OVER when not, undefined when no budget or no page. */
export function budgetVerdict(gzipBytes: number | undefined, budgetKiB: number | undefined): 'OK' | 'OVER' | undefined {
  if (gzipBytes === undefined || budgetKiB === undefined) return undefined;
  return gzipBytes <= budgetKiB * 1024 ? 'OK' : 'OVER';
}

/** A kind's heaviest page: `above` is its gzip bytes above the floor. */
interface Measured {
  label: string;
  page?: string;
  above?: number;
}

/** One line per broken budget, e.g. "order-form /os221215a_ap: 45.3 KiB above the floor > 40 KiB". */
export function brokenBudgets(rows: readonly (Measured & { budgetKiB?: number })[]): string[] {
  return rows
    .filter((r) => budgetVerdict(r.above, r.budgetKiB) === 'OVER')
    .map(
      (r) =>
        `${r.label} ${r.page ?? ''}: ${((r.above ?? 0) / 1024).toFixed(1)} KiB above the floor > ${r.budgetKiB} KiB`,
    );
}

/** One line per ceiling exceeded, e.g. "order-form /os221215a_ap: 46.1 KiB above the floor > ceiling 46 KiB". */
export function exceededCeilings(rows: readonly (Measured & { ceilingKiB?: number })[]): string[] {
  return rows
    .filter((r) => budgetVerdict(r.above, r.ceilingKiB) === 'OVER')
    .map(
      (r) =>
        `${r.label} ${r.page ?? ''}: ${((r.above ?? 0) / 1024).toFixed(1)} KiB above the floor > ceiling ${r.ceilingKiB} KiB`,
    );
}

/** A ceiling for `gzipBytes` today: its KiB rounded up to the next half KiB. */
export function ceilingFor(gzipBytes: number): number {
  return Math.ceil(gzipBytes / 512) / 2;
}
