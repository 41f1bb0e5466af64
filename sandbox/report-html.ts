/**
 * The split-test report as HTML (`/__sandbox/report`): per split test its decision in one sentence,
 * a table, a forest plot of the lifts and the fixed-horizon tests; per funnel a table and a bar
 * chart. Charts are plain SVG with a <title> (role img); every value is escaped.
 */
import type { Report } from '../src/domain/report/report.ts';
import { METRIC_WORDS } from '../src/domain/report/decision.ts';
import { funnelLabel, periodLabel, stepLabel, variantLabel } from '../src/domain/report/labels.ts';
import type { Metric } from '../src/domain/report/moments.ts';
import type { SplitTestReport, VariantResult } from '../src/domain/report/verdict.ts';
import type { FunnelReport } from '../src/domain/report/funnel-steps.ts';
import { formatUSD, toCents } from '../src/domain/money.ts';
import { forestPlot, signedPct } from './forest-plot.ts';
import { escapeHtml, page } from './html.ts';
import type { WebVitalsReport } from '../src/domain/report/web-vitals.ts';
import { webVitalsSection } from './report-vitals-html.ts';

const pct = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const money = (dollars: number) => formatUSD(toCents(dollars));
const p = (value: number | null) => (value === null ? '–' : value < 0.0001 ? '< 0.0001' : value.toFixed(4));
/** 'p = 0.0123' or 'p < 0.0001'. */
const pIs = (value: number | null) => (value !== null && value < 0.0001 ? 'p < 0.0001' : `p = ${p(value)}`);

/** A table whose first cell in each row is its row header. */
function dataTable(caption: string, headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${escapeHtml(first)}</th>${rest.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

let chartCount = 0;

/** A horizontal bar chart; `value` in [0, max]. */
export function barChart(
  title: string,
  bars: { label: string; value: number; text: string; mark?: boolean }[],
): string {
  const id = `chart-${++chartCount}`;
  const max = Math.max(...bars.map((b) => b.value), 0) || 1;
  const rowH = 28;
  const labelW = 190;
  const barW = 360;
  const height = bars.length * rowH + 8;
  const rows = bars
    .map((b, i) => {
      const y = i * rowH + 4;
      const w = Math.max(1, Math.round((b.value / max) * barW));
      return `<text x="${labelW - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(b.label)}</text><rect x="${labelW}" y="${y + 3}" width="${w}" height="${rowH - 8}" fill="${b.mark ? '#1b7f3b' : '#3b5bdb'}"></rect><text x="${labelW + w + 6}" y="${y + 17}">${escapeHtml(b.text)}</text>`;
    })
    .join('');
  return `<svg role="img" aria-labelledby="${id}" width="${labelW + barW + 120}" height="${height}" viewBox="0 0 ${labelW + barW + 120} ${height}" font-size="13" font-family="system-ui,sans-serif"><title id="${id}">${escapeHtml(title)}</title>${rows}</svg>`;
}

/** Green for a winner, red for a broken split, plain otherwise. */
const decisionClass: Record<SplitTestReport['decision'], string> = {
  winner: 'good',
  'fix-split': 'bad',
  'no-meaningful-difference': '',
  'keep-running': '',
};

/** '+12.0 % (+3.1 % to +21.5 %)', or '–'. */
const liftCell = (v: VariantResult, metric: Metric) => {
  const l = v.lifts.find((x) => x.metric === metric);
  return l ? `${signedPct(l.estimate)} (${signedPct(l.low)} to ${signedPct(l.high)})` : '–';
};

/** Welch's difference in revenue per visitor: '+$2.40 ($0.80 to $4.00), p = 0.0031'. */
const welchCell = (v: VariantResult) => {
  const d = v.revenueDifference;
  if (!d) return '–';
  const usd = (x: number) => `${x < 0 ? '−' : '+'}${money(Math.abs(x))}`;
  return `${usd(d.estimate)} (${usd(d.low)} to ${usd(d.high)}), ${pIs(d.pValue)}`;
};

function splitTestSection(t: SplitTestReport): string {
  const where = t.kind === 'page' ? `${t.funnel} step ${t.step} (${t.label})` : `destination ${t.funnel} (${t.label})`;
  const metric = METRIC_WORDS[t.primaryMetric];
  const split = t.srm.mismatch
    ? `Sample-ratio mismatch (${pIs(t.srm.pValue)}): visitors are not split as configured.`
    : `Split sound (${pIs(t.srm.pValue)}).`;
  const rows = t.variants.map((v) => [
    variantLabel(v),
    v.url,
    pct(v.expectedShare),
    String(v.visitors),
    String(v.conversions),
    pct(v.conversionRate),
    money(v.revenue),
    money(v.revenuePerVisitor),
    liftCell(v, 'conversionRate'),
    liftCell(v, 'revenuePerVisitor'),
    p(v.sequentialPValue),
    v.winner ? 'yes' : 'no',
  ]);
  const fixed = t.variants.filter((v) => !v.control).map((v) => [v.sfid, p(v.pValue), welchCell(v)]);
  const id = `test-${escapeHtml(t.splitTestingId)}${t.periods && t.periods > 1 ? `-${t.period}` : ''}`;
  return `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(`${t.splitTestingId}: ${where}${periodLabel(t)}`)}</h3><p class="decision ${decisionClass[t.decision]}">${escapeHtml(t.sentence)}</p><p>${escapeHtml(`Winner rule: ${metric}, always-valid at 5 % after the correction for ${t.variants.length - 1} ${t.variants.length === 2 ? 'variant' : 'variants'}. ${split}`)}</p>
${dataTable(
  `Split test ${t.splitTestingId}${periodLabel(t)}`,
  [
    'variant',
    'page / funnel',
    'configured share',
    'visitors',
    'conversions',
    'conversion rate',
    'revenue',
    'revenue per visitor',
    'lift in conversion rate (95 %)',
    'lift in revenue per visitor (95 %)',
    `p always-valid (${metric})`,
    'winner',
  ],
  rows,
)}
${forestPlot(t, `forest-${id.slice('test-'.length)}`)}
${dataTable(
  `Fixed-horizon tests, split test ${t.splitTestingId}${periodLabel(t)} (valid for one look only)`,
  ['variant', 'conversion z-test p (Holm)', "revenue per visitor minus control, Welch's t-test"],
  fixed,
)}</section>`;
}

function funnelSection(f: FunnelReport): string {
  const rows = f.steps.map((s) => [
    stepLabel(s, f.live),
    s.type,
    String(s.views),
    String(s.visitors),
    String(s.continued),
    pct(s.dropOffRate),
    String(s.orders),
    money(s.revenue),
    money(s.averageOrderValue),
    money(s.revenuePerVisitor),
    pct(s.takeRate),
  ]);
  const id = `funnel-${escapeHtml(f.funnel)}`;
  return `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(funnelLabel(f))}</h3>
${dataTable(
  `Funnel ${f.funnel}, per step`,
  [
    'step',
    'type',
    'views',
    'visitors',
    'continued',
    'drop-off',
    'orders',
    'revenue',
    'average order',
    'revenue per visitor',
    'take rate',
  ],
  rows,
)}
${barChart(
  `Visitors per step, funnel ${f.funnel}`,
  f.steps.map((s) => ({ label: `${s.step}. ${s.name}`, value: s.visitors, text: String(s.visitors) })),
)}</section>`;
}

/** The whole report page. */
export function reportPage(report: Report, vitals?: WebVitalsReport): string {
  chartCount = 0;
  return page(
    'Split-test report',
    `<style>.bad{color:#a61b1b;font-weight:600}.good{color:#1b7f3b;font-weight:600}.decision{font-size:1.1rem;font-weight:600}svg{display:block;margin:0 0 2rem;max-width:100%;height:auto}caption{text-align:left;font-weight:600;padding:.3rem 0}</style>
<main><h1>Split-test report</h1><p>${report.sessions} sessions from the recorded stats events and orders. JSON: <a href="/__sandbox/api/report">/__sandbox/api/report</a>. A visitor is a session; a conversion is a paid first order of that session after it saw the variant; control is the step's default variant (a destination's default funnel). Variants and funnels removed from the manifest stay with their numbers, marked no longer live; a split test whose shares or variants changed under the same id is read as a new period from the change, each period judged on its own. Each test is judged on its primary metric (revenue per visitor unless the manifest names another) with an always-valid test: the sentence may be acted on the first day it says stop, however often the page is read.</p>
<h2>Split tests</h2>${report.splitTests.map(splitTestSection).join('\n') || '<p>No split tests configured.</p>'}
<h2>Funnels</h2>${report.funnels.map(funnelSection).join('\n')}${vitals ? webVitalsSection(vitals) : ''}</main>`,
  );
}
