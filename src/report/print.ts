/** The report as plain text for a terminal (`npm run report`): one block per split test and per funnel. */
import type { Report } from '../domain/report/report.ts';

const pct = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const p = (value: number | null) => (value === null ? '–' : value < 0.0001 ? '<0.0001' : value.toFixed(4));

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

/** The report as text. */
export function printReport(report: Report): string {
  const out: string[] = [`${report.sessions} sessions`, ''];
  for (const t of report.splitTests) {
    const where = t.kind === 'page' ? `${t.funnel} step ${t.step} (${t.label})` : `destination ${t.label}`;
    const winner = t.variants.find((v) => v.winner);
    out.push(`Split test ${t.splitTestingId}: ${where}`);
    out.push(
      t.srm.mismatch
        ? `  SAMPLE-RATIO MISMATCH (p ${p(t.srm.pValue)}): the split is broken; no winner is named.`
        : `  split sound (p ${p(t.srm.pValue)}); ${winner ? `winner: ${winner.sfid}` : 'no winner'}`,
    );
    out.push(
      columns([
        ['variant', 'share', 'visitors', 'conv.', 'rate', 'revenue', 'rev/visitor', 'p (Holm)', 'winner'],
        ...t.variants.map((v) => [
          `${v.sfid}${v.control ? ' (control)' : ''}`,
          pct(v.expectedShare),
          String(v.visitors),
          String(v.conversions),
          pct(v.conversionRate),
          v.revenue.toFixed(2),
          v.revenuePerVisitor.toFixed(2),
          p(v.pValue),
          v.winner ? 'yes' : '',
        ]),
      ]).replace(/^/gm, '  '),
      '',
    );
  }
  for (const f of report.funnels) {
    out.push(`Funnel ${f.funnel} (${f.visitors} visitors)`);
    out.push(
      columns([
        ['step', 'views', 'visitors', 'continued', 'drop-off', 'orders', 'revenue', 'AOV', 'rev/visitor', 'take rate'],
        ...f.steps.map((s) => [
          `${s.step}. ${s.name}`,
          String(s.views),
          String(s.visitors),
          String(s.continued),
          pct(s.dropOffRate),
          String(s.orders),
          s.revenue.toFixed(2),
          s.averageOrderValue.toFixed(2),
          s.revenuePerVisitor.toFixed(2),
          pct(s.takeRate),
        ]),
      ]).replace(/^/gm, '  '),
      '',
    );
  }
  return out.join('\n');
}
