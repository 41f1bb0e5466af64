/**
 * The report page's web-vitals section (`/__sandbox/report`): per page kind the 75th percentile
 * of LCP, INP and CLS its shoppers' pages sent, beside Google's "good" thresholds, and in one
 * sentence the page kinds over them (src/domain/report/web-vitals.ts). Every value is escaped.
 */
import { WEB_VITALS } from '../src/domain/web-vitals.ts';
import type { WebVitalFigure, WebVitalsReport } from '../src/domain/report/web-vitals.ts';
import { escapeHtml } from './html.ts';

const shown = (value: number, unit: string) =>
  unit === 'ms' ? `${Math.round(value).toLocaleString('en-US')} ms` : value.toFixed(2);

/** One cell: the 75th percentile and its number of samples, marked when over its threshold. */
function cell(figure: WebVitalFigure, unit: string): string {
  if (figure.p75 === null) return '<td>–</td>';
  const text = `${shown(figure.p75, unit)} (${figure.samples})`;
  return figure.over ? `<td class="bad">${escapeHtml(text)} over</td>` : `<td>${escapeHtml(text)}</td>`;
}

/** The section, or a line saying no page has sent any yet. */
export function webVitalsSection(report: WebVitalsReport): string {
  const heading = '<h2 id="web-vitals">What shoppers feel (web vitals)</h2>';
  if (report.kinds.length === 0)
    return `${heading}<p>No page has sent its web vitals yet (a page sends them once it has been open 5 seconds).</p>`;
  const head = WEB_VITALS.map(
    (v) => `<th scope="col">${escapeHtml(`${v.name}: good ≤ ${shown(v.good, v.unit)}`)}</th>`,
  ).join('');
  const rows = report.kinds
    .map(
      (k) =>
        `<tr><th scope="row">${escapeHtml(k.kind)}</th>${k.metrics
          .map((m) => cell(m, WEB_VITALS.find((v) => v.name === m.metric)?.unit ?? ''))
          .join('')}</tr>`,
    )
    .join('');
  const verdict =
    report.over.length === 0
      ? '<p class="good">Every page kind is within Google’s “good” thresholds.</p>'
      : `<p class="bad">Over Google’s “good” thresholds: ${escapeHtml(
          report.over.map((o) => `${o.kind} (${o.metrics.join(', ')})`).join('; '),
        )}.</p>`;
  return `${heading}<p>The 75th percentile of what each kind of page measured on shoppers’ own devices, with the number of measurements: Largest Contentful Paint (when the page’s main content showed), Interaction to Next Paint (how long a tap waited for the screen to answer) and Cumulative Layout Shift (how much the page moved under the shopper).</p>${verdict}<table><caption>Web vitals per page kind (75th percentile)</caption><thead><tr><th scope="col">Page kind</th>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
