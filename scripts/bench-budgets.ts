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
 * Pages without an island carry the runtime alone (floor 0). Its budget is 6 KiB; it carries
 * 15,529 B today. 8,523 B of that is zod/mini: every value read from storage is parsed with a zod
 * schema at the edge (the session on every page, the funnel state in every island), and zod's
 * core is one module, so the runtime carries every check any island's schema uses. The small
 * hand-written parsers it replaced were written to meet this budget, which the library clashes
 * with. Before zod, 6,975 B (it was 6,062 B): nanostores' start event, so a persisted atom re-reads storage
 * through the library's public API instead of its internal listener count (0.3 KiB); the page's events written at its first paint and kept in an
 * outbox until sent (0.45 KiB, so a shopper who taps on at once loses none), the hold of a
 * split-tested step's events until its routing decides (0.1 KiB), and the cookies' Secure and
 * SameSite attributes with the tab-only funnel state (what names the shopper leaves with the tab).
 * The ceiling holds today's figure until the budget is met again.
 */
const RUNTIME_ONLY = 6;
const RUNTIME_NOW = 15.5;
/**
 * The same pages' first 5 s: the runtime, the outbox's sender and the funnel rules the stats
 * payload needs (22,894 B); on a split-tested step its routing too (advertorial, 23,718 B), on the
 * generic URL its entry (24,059 B), on the 404 its report (23,483 B). The calls to action load when
 * the shopper reaches for one or after those seconds. Within the budget of 16 KiB before zod/mini
 * (14,727 to 15,549 B); over it by zod's 8.3 KiB since, the clash above.
 */
const runtimeOnly = { budgetKiB: RUNTIME_ONLY, ceilingKiB: RUNTIME_NOW, firstBudgetKiB: 16, firstCeilingKiB: 23.5 };

/**
 * The page kinds in print order, with their budgets above the floor and their ceilings (today's
 * figures rounded up to the next half KiB). Today's eager figures above the floor (67.5 KiB):
 * pages without an island 15,529 B, survey 18,307, offer selector 20,413, order form and secure
 * cart 51,614, upsell and downsell 32,757, receipt 24,305; in their first 5 s 22,894 to 24,059,
 * 26,496, 27,232, 56,763, 47,458 and 33,061 B. Each kind's ceilings were raised by zod/mini's
 * 8 KiB when the stored shapes moved onto it (see the runtime above): the islands loaded zod
 * with the contract's schemas on their first call before, and now with the runtime. Before:
 * 7,001 B, 9,778, 12,262, 43,497, 24,602, 16,149; 14,734 to 15,556, 18,333, 19,076, 48,642,
 * 46,781 and 24,914 B. The offers' eager ceiling raised by half a KiB (0.1
 * KiB over it): the funnel state every island reads now keeps a billing address typed apart from
 * shipping for a reload (its shape), and the purchase's calls name their tab. Raised by half a KiB each for the survey and the
 * order form's eager figures, and by one for the offers' first 5 s (0.4 to 0.6 KiB): the islands'
 * busy flags and the order form's paying state reset when the page comes back from the
 * back-forward cache (else the buttons stayed dead after Back), a one-click charge whose outcome
 * is unknown found out with its key before a yes or no thanks counts (else a second add-on was
 * charged), a key sent to pay marked on the device (else the next person's tab could take
 * one-click offers), and the key after a declined one derived from it, so that every tab of the
 * purchase comes to the same one (else two tabs could pay two orders). Over the
 * budgets, on top of the runtime's 0.8 KiB above: the wallets' and add-ons' shown total
 * (X-Shown-Total, the new price said by the buttons, the summary's lines after a 409) and the
 * offer island split into hooks of a readable size (0.3 KiB); the API's limits checked in their fields at step 1 (src/wire/limits.ts) and the islands'
 * readiness marks (early taps held, not lost); the purchase kept in its tab, the offer's one-click
 * window and the price the shopper was shown (409 PRICE_CHANGED); the forms' work moved after the
 * tap's frame (next-paint.ts). The budgets stay the goal.
 */
export const PAGE_KINDS: readonly PageKind[] = [
  { template: 'landing', label: 'home/landing', ...runtimeOnly },
  { template: 'advertorial', label: 'advertorial', ...runtimeOnly },
  { template: 'video', label: 'video', ...runtimeOnly },
  { template: 'legal', label: 'legal', ...runtimeOnly },
  { template: 'content', label: 'content', ...runtimeOnly },
  { template: 'survey', label: 'survey', budgetKiB: 8.5, ceilingKiB: 18, firstBudgetKiB: 18.5, firstCeilingKiB: 26 },
  // The funnel state's shapes and actions load when the shopper reaches for the form.
  {
    template: 'offer-selector',
    label: 'offer-selector',
    budgetKiB: 11,
    ceilingKiB: 20,
    firstBudgetKiB: 21,
    firstCeilingKiB: 27,
  },
  // The wallets' payment code loads with their scripts.
  {
    template: 'order-form',
    label: 'order-form',
    budgetKiB: 40,
    ceilingKiB: 50.5,
    firstBudgetKiB: 50,
    firstCeilingKiB: 55.5,
  },
  {
    template: 'secure-cart',
    label: 'secure-cart',
    budgetKiB: 40,
    ceilingKiB: 50.5,
    firstBudgetKiB: 50,
    firstCeilingKiB: 55.5,
  },
  // The stats payload without the stats sender, and a provider's return, Amazon's wallet and the
  // preview load only when due. In their first 5 s the offer's own fetch brings the API client and
  // the contract's schemas (14 KiB).
  { template: 'upsell', label: 'upsell', budgetKiB: 22, ceilingKiB: 32, firstBudgetKiB: 40, firstCeilingKiB: 46.5 },
  { template: 'downsell', label: 'downsell', budgetKiB: 22, ceilingKiB: 32, firstBudgetKiB: 40, firstCeilingKiB: 46.5 },
  { template: 'receipt', label: 'receipt', budgetKiB: 15, ceilingKiB: 24, firstBudgetKiB: 25, firstCeilingKiB: 32.5 },
  // In their first 5 s each loads its own code beside the runtime's sender and rules: the generic
  // URL's routing and Destination event (runtime/generic-url.ts), the 404's report of an unknown
  // page with the funnel configuration it reads (runtime/unknown-page.ts).
  { template: 'generic-url', label: 'gu entry', ...runtimeOnly },
  { template: 'default', label: '404', ...runtimeOnly },
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
