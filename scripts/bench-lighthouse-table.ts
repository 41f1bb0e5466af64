/**
 * The figures and the table of `npm run bench:lighthouse`: one Lighthouse result's metrics,
 * medians over runs, the side-by-side Markdown table and the targets, computed from the floor row
 * where they depend on it: on every page, performance ≥ 99, TBT ≤ 3 × the floor's + 60 ms and CLS
 * under 0.01. Pure.
 */

/**
 * One run's figures: performance score 0–100, TBT and LCP in ms, CLS, script bytes transferred,
 * and the page's TBT counted by CPU time (`cpuTbtOf`).
 */
export interface LhMetrics {
  perf: number;
  tbt: number;
  cpuTbt: number;
  lcp: number;
  cls: number;
  js: number;
}

/** The part of a Lighthouse result read here. */
export interface LhrLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** What a row is measured against: the floor, an order page, an upsell page, or another page. */
export type RowKind = 'floor' | 'order' | 'upsell' | 'other';

/** One line of the table: the label, its kind and the medians of its runs. */
export interface Row {
  label: string;
  kind: RowKind;
  runs: number;
  m: LhMetrics;
}

export const PERF_TARGET = 99;
/** Every page's layout shift stays under this (exclusive). */
export const CLS_TARGET = 0.01;

/** Every page blocks at most 3 × the floor's TBT + 60 ms. */
export const tbtTarget = (floorTbt: number) => 3 * floorTbt + 60;

/** The figures of one Lighthouse result; the script bytes from its resource summary. */
export function metricsOf(lhr: LhrLike, cpuTbt = NaN): LhMetrics {
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ??
    [];
  const score = lhr.categories.performance?.score;
  return {
    perf: score === null || score === undefined ? NaN : Math.round(score * 100),
    tbt: num('total-blocking-time'),
    cpuTbt,
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    js: items.find((x) => x.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/** The median (the mean of the middle two for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const sorted = xs.filter((x) => !Number.isNaN(x)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs, taken on its own. */
export function medians(runs: readonly LhMetrics[]): LhMetrics {
  const of = (k: keyof LhMetrics) => median(runs.map((r) => r[k]));
  return { perf: of('perf'), tbt: of('tbt'), cpuTbt: of('cpuTbt'), lcp: of('lcp'), cls: of('cls'), js: of('js') };
}

const fixed = (n: number, digits: number, unit = '') => (Number.isNaN(n) ? '–' : `${n.toFixed(digits)}${unit}`);
/** Whole milliseconds, or tenths where whole ones would hide the difference (`65.4 > 64.8`, not `65 > 65`). */
const ms = (n: number, other = n) => fixed(n, Math.round(n) === Math.round(other) && n !== other ? 1 : 0);

/** The side-by-side table, in Markdown as in the issue; `js` names the script column. */
export function formatTable(rows: readonly Row[], js = 'JS gz'): string {
  const lines = [
    `| page | perf | TBT | TBT by CPU | LCP | CLS | ${js} |`,
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      ({ label, m }) =>
        `| ${label} | ${fixed(m.perf, 0)} | ${fixed(m.tbt, 0, ' ms')} | ${fixed(m.cpuTbt, 0, ' ms')} | ` +
        `${fixed(m.lcp / 1000, 2, ' s')} | ` +
        `${fixed(m.cls, 3)} | ${fixed(m.js / 1024, 1, ' KiB')} |`,
    ),
  ];
  return lines.join('\n');
}

/** Each row's checks against the targets, and whether it passes them all. */
export function verdicts(rows: readonly Row[]): { label: string; checks: string[]; pass: boolean }[] {
  const floor = rows.find((r) => r.kind === 'floor');
  const limit = floor ? tbtTarget(floor.m.tbt) : NaN;
  return rows.map(({ label, kind, m }) => {
    const perfOk = m.perf >= PERF_TARGET;
    const clsOk = m.cls < CLS_TARGET;
    const checks = [
      `perf ${fixed(m.perf, 0)} ${perfOk ? '≥' : '<'} ${PERF_TARGET}`,
      `CLS ${fixed(m.cls, 3)} ${clsOk ? '<' : '≥'} ${CLS_TARGET}`,
    ];
    let pass = perfOk && clsOk;
    if (kind !== 'floor' && floor) {
      const ok = m.tbt <= limit;
      checks.push(`TBT ${ms(m.tbt, limit)} ${ok ? '≤' : '>'} ${ms(limit, m.tbt)} ms`);
      pass &&= ok;
    }
    return { label, checks, pass };
  });
}

/** At most one decimal, none for a whole number: the target's arithmetic reads true (`3 × 1.6 + 60 = 64.8`). */
const tenths = (n: number) => String(Math.round(n * 10) / 10);

/** The targets computed from the floor row, then PASS/FAIL per row. */
export function formatTargets(rows: readonly Row[]): string {
  const floor = rows.find((r) => r.kind === 'floor');
  const head = floor
    ? `Targets on every page: performance ≥ ${PERF_TARGET}, CLS < ${CLS_TARGET}, TBT ≤ 3 × ` +
      `${tenths(floor.m.tbt)} + 60 = ${tenths(tbtTarget(floor.m.tbt))} ms (floor measured in this run)`
    : `Targets on every page: performance ≥ ${PERF_TARGET}, CLS < ${CLS_TARGET}; no floor row, so no TBT target`;
  const width = Math.max(...rows.map((r) => r.label.length));
  const lines = verdicts(rows).map(
    ({ label, checks, pass }) => `${pass ? 'PASS' : 'FAIL'}  ${label.padEnd(width)}  ${checks.join(', ')}`,
  );
  return [head, ...lines].join('\n');
}

/** The part of a Chromium trace event read by `cpuTbtOf`. */
export interface TraceEventLike {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

/** Lighthouse's mobile CPU slowdown, and the part of a task that does not block. */
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/**
 * The page's blocking time counted by CPU: every task of the page's main thread after its first
 * contentful paint, taken at its thread CPU time × 4 (Lighthouse's mobile slowdown), adds what
 * it has over 50 ms. Lighthouse's simulation takes each task's wall time instead, and on a host
 * whose few cores the browser process, its compositor and Lighthouse share with the page, a
 * task's wall time holds the time it waited for a core; this figure leaves that wait out (it
 * runs to the trace's end, so it can count a task after the page became interactive). NaN when
 * the trace has no navigation to the URL.
 */
export function cpuTbtOf(events: readonly TraceEventLike[], url: string): number {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!nav) return NaN;
  const main = events.find((e) => e.pid === nav.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const fcp = events.find((e) => e.pid === nav.pid && e.name === 'firstContentfulPaint' && e.ts >= nav.ts);
  if (!main || !fcp) return NaN;
  const tasks = events
    .filter((e) => e.pid === nav.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts)
    .toSorted((a, b) => a.ts - b.ts);
  let total = 0;
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue; // a task run inside another (a nested loop) is part of it
    end = task.ts + (task.dur ?? 0);
    total += Math.max(0, ((task.tdur ?? task.dur ?? 0) * SLOWDOWN) / 1000 - BLOCKING_FROM_MS);
  }
  return total;
}
