/** The report as plain text for a terminal (`npm run report`): one block per split test and per funnel. */
import { decimalAmount, toCents } from '../domain/money.ts';
import { METRIC_WORDS } from '../domain/report/decision.ts';
import { funnelLabel, periodLabel, stepLabel, variantLabel } from '../domain/report/labels.ts';
import type { Lift } from '../domain/report/lift.ts';
import { METRICS } from '../domain/report/moments.ts';
import type { Report } from '../domain/report/report.ts';

const pct = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const p = (value: number | null) => (value === null ? '–' : value < 0.0001 ? '<0.0001' : value.toFixed(4));

const signed = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
/** '+12.0% (+3.1% … +21.5%)', or '–' without a lift. */
const liftText = (l: Lift | undefined) => (l ? `${signed(l.estimate)} (${signed(l.low)} … ${signed(l.high)})` : '–');

/** Columns padded to their widest cell. */
function columns(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Dollars to two decimals, without a currency sign: the report's columns say what they hold. */
const money = (dollars: number) => decimalAmount(toCents(dollars));

/** A table indented under its heading line; `headings` separated by '|'. */
function table(headings: string, rows: string[][]): string {
  return columns([headings.split('|'), ...rows]).replace(/^/gm, '  ');
}

/** The report as text. */
export function printReport(report: Report): string {
  const out: string[] = [`${report.sessions} sessions`, ''];
  for (const t of report.splitTests) {
    const where = t.kind === 'page' ? `${t.funnel} step ${t.step} (${t.label})` : `destination ${t.label}`;
    out.push(`Split test ${t.splitTestingId}: ${where}${periodLabel(t)}`);
    out.push(`  ${t.sentence}`);
    out.push(
      `  split ${t.srm.mismatch ? 'BROKEN' : 'sound'} (p ${p(t.srm.pValue)}); winner rule on ${METRIC_WORDS[t.primaryMetric]}`,
    );
    const variants = t.variants.map((v) => [
      variantLabel(v),
      pct(v.expectedShare),
      ...[v.visitors, v.conversions].map(String),
      pct(v.conversionRate),
      ...[v.revenue, v.revenuePerVisitor].map(money),
      ...METRICS.map((m) => liftText(v.lifts.find((l) => l.metric === m))),
      p(v.sequentialPValue),
      p(v.pValue),
      v.winner ? 'yes' : '',
    ]);
    out.push(
      table(
        'variant|share|visitors|conv.|rate|revenue|rev/visitor|lift conv. (95 %)|lift rev/visitor (95 %)|p always-valid|p z-test (fixed)|winner',
        variants,
      ),
      '',
    );
  }
  for (const f of report.funnels) {
    out.push(funnelLabel(f));
    const steps = f.steps.map((s) => [
      stepLabel(s, f.live),
      ...[s.views, s.visitors, s.continued].map(String),
      pct(s.dropOffRate),
      String(s.orders),
      ...[s.revenue, s.averageOrderValue, s.revenuePerVisitor].map(money),
      pct(s.takeRate),
    ]);
    out.push(table('step|views|visitors|continued|drop-off|orders|revenue|AOV|rev/visitor|take rate', steps), '');
  }
  return out.join('\n');
}
