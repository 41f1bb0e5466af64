/**
 * The forest plot of a split test: per variant and metric, the relative lift over
 * control as a dot on a bar that spans its 95 % always-valid interval, around a line at zero; the
 * dashed lines mark ± the test's minimum effect. Plain SVG with a <title> (role img); intervals
 * wider than the axis run to its edge and end in an arrow. Every value is escaped.
 */
import { METRIC_WORDS } from '../src/domain/report/decision.ts';
import type { SplitTestReport } from '../src/domain/report/verdict.ts';
import { escapeHtml } from './html.ts';

/** '+12.0 %' / '−3.1 %'. */
export const signedPct = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} %`;

const ROW = 26;
const LABEL_W = 290;
const PLOT_W = 380;
const TEXT_W = 230;

/** The plot of every challenger's lifts; empty when no lift could be estimated yet. */
export function forestPlot(t: SplitTestReport, id: string): string {
  const rows = t.variants.flatMap((v) =>
    v.lifts.map((l) => ({
      label: `${v.sfid} · ${METRIC_WORDS[l.metric]}`,
      lift: l,
      mark: v.winner && l.metric === t.primaryMetric,
    })),
  );
  if (rows.length === 0) return '';
  const extent = Math.min(
    1,
    Math.max(t.minimumEffect * 1.5, ...rows.flatMap((r) => [Math.abs(r.lift.low), Math.abs(r.lift.high)])),
  );
  const x = (value: number) =>
    LABEL_W + ((Math.max(-extent, Math.min(extent, value)) + extent) / (2 * extent)) * PLOT_W;
  const height = rows.length * ROW + 34;
  const body = rows
    .map((r, i) => {
      const y = i * ROW + 18;
      const [lo, hi] = [x(r.lift.low), x(r.lift.high)];
      const colour = r.mark ? '#1b7f3b' : '#3b5bdb';
      const arrow = (at: number, dir: number) => `<path d="M${at} ${y} l${-6 * dir} -5 v10 z" fill="${colour}"></path>`;
      return `<text x="${LABEL_W - 8}" y="${y + 4}" text-anchor="end">${escapeHtml(r.label)}</text><line x1="${lo}" x2="${hi}" y1="${y}" y2="${y}" stroke="${colour}" stroke-width="6" stroke-linecap="butt"></line>${r.lift.low < -extent ? arrow(lo, -1) : ''}${r.lift.high > extent ? arrow(hi, 1) : ''}<circle cx="${x(r.lift.estimate)}" cy="${y}" r="5" fill="#fff" stroke="${colour}" stroke-width="2"></circle><text x="${LABEL_W + PLOT_W + 10}" y="${y + 4}">${escapeHtml(`${signedPct(r.lift.estimate)} (${signedPct(r.lift.low)} to ${signedPct(r.lift.high)})`)}</text>`;
    })
    .join('');
  const axisY = rows.length * ROW + 6;
  const ticks = [-extent, -t.minimumEffect, 0, t.minimumEffect, extent]
    .filter((v, i, all) => all.indexOf(v) === i && Math.abs(v) <= extent)
    .map(
      (v) =>
        `<text x="${x(v)}" y="${axisY + 18}" text-anchor="middle" font-size="11">${escapeHtml(v === 0 ? '0' : signedPct(v))}</text>`,
    )
    .join('');
  const guide = (v: number, dash: string) =>
    `<line x1="${x(v)}" x2="${x(v)}" y1="4" y2="${axisY}" stroke="#667" stroke-width="1"${dash}></line>`;
  const width = LABEL_W + PLOT_W + TEXT_W;
  return `<svg role="img" aria-labelledby="${id}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="13" font-family="system-ui,sans-serif"><title id="${id}">${escapeHtml(`Lift over control with 95 % always-valid intervals, split test ${t.splitTestingId}`)}</title>${guide(0, '')}${guide(-t.minimumEffect, ' stroke-dasharray="4 3"')}${guide(t.minimumEffect, ' stroke-dasharray="4 3"')}${body}${ticks}</svg>`;
}
