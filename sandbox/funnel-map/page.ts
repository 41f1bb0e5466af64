/**
 * The HTML of /__sandbox/funnels: per main funnel its drawing (svg.ts over layout.ts) and the
 * same facts as a table of steps, for screen readers and for copying; problems listed under
 * each funnel as well as marked in the drawing.
 */
import { formatProblem, type ManifestProblem } from '../../src/manifest/errors.ts';
import { escapeHtml as esc, page } from '../html.ts';
import { placeFunnel } from './layout.ts';
import { funnelSvg, nodeName, variantFacts } from './svg.ts';
import type { FunnelMap, ManifestMap, MapNode } from './types.ts';

const CSS = `<style>
.map{overflow-x:auto;border:1px solid #ccd;border-radius:6px;background:#fafbfd}
.map svg{display:block;max-width:none}
.problems{color:#a1001c}
figure{margin:0 0 1rem}figcaption{font-size:13px;margin-top:.3rem}
td ul{margin:0;padding-left:1rem}
</style>`;

const problemList = (problems: ManifestProblem[]) =>
  problems.length === 0
    ? ''
    : `<ul class="problems">${problems.map((p) => `<li>${esc(formatProblem(p))}</li>`).join('')}</ul>`;

/** Every problem marked anywhere in a funnel. */
export function funnelProblems(map: FunnelMap): ManifestProblem[] {
  return [
    ...map.problems,
    ...map.nodes.flatMap((n) => [...n.problems, ...(n.kind === 'step' ? n.variants.flatMap((v) => v.problems) : [])]),
    ...map.edges.flatMap((e) => e.problems),
  ];
}

function stepRow(node: MapNode, map: FunnelMap, names: Map<string, string>): string {
  const moves = map.edges
    .filter((e) => e.from === node.id)
    .map((e) => `<li>${esc(e.labels.join(', '))} → ${esc(names.get(e.to) ?? e.to)}</li>`)
    .join('');
  const variants =
    node.kind === 'step'
      ? node.variants
          .map((v) => `<li><a href="/${esc(v.url)}">${esc(v.url)}</a>: ${esc(variantFacts(v))}</li>`)
          .join('')
      : node.kind === 'destination'
        ? `<li><a href="/gu/${esc(node.genericUrl)}">/gu/${esc(node.genericUrl)}</a></li>`
        : '';
  const problems = [...node.problems, ...(node.kind === 'step' ? node.variants.flatMap((v) => v.problems) : [])];
  const incoming = map.edges.filter((e) => e.to === node.id).flatMap((e) => e.problems);
  const type = node.kind === 'step' ? node.type : node.kind === 'destination' ? 'Destination' : 'Missing';
  return `<tr><th scope="row">${esc(names.get(node.id))}</th><td>${esc(type)}</td><td><ul>${variants}</ul></td><td><ul>${moves}</ul></td><td>${problemList([...problems, ...incoming])}</td></tr>`;
}

function funnelSection(map: FunnelMap): string {
  const uid = map.uniqueIdentifier;
  const id = `funnel-${uid.replace(/[^\w-]/g, '_')}`;
  const names = new Map(map.nodes.map((n) => [n.id, nodeName(n)]));
  const problems = funnelProblems(map);
  const count = problems.length === 0 ? 'no problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const rows = map.nodes.map((n) => stepRow(n, map, names)).join('');
  return `<section aria-labelledby="${id}-h">
<h2 id="${id}-h">Funnel ${esc(uid)}</h2>
<p>${esc(map.sfid)}, order form <a href="/${esc(map.orderForm)}">${esc(map.orderForm)}</a>; ${esc(count)}.</p>
${problemList(map.problems)}
<figure aria-labelledby="${id}-caption">
<div class="map" role="region" aria-label="Drawing of funnel ${esc(uid)}" tabindex="0">${funnelSvg(map, placeFunnel(map), id)}</div>
<figcaption id="${id}-caption">Funnel ${esc(uid)}: steps top to bottom, each with its pages (template · product · share · visibility); arrows are the moves a shopper can make. Problems are in red.</figcaption>
</figure>
<table><caption>Steps of ${esc(uid)}</caption><thead><tr><th scope="col">step</th><th scope="col">type</th><th scope="col">pages</th><th scope="col">moves</th><th scope="col">problems</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

/** The whole page. */
export function funnelMapPage(map: ManifestMap): string {
  const total = map.problems.length + map.funnels.reduce((n, f) => n + funnelProblems(f).length, 0);
  const summary =
    total === 0
      ? 'The funnel graph check finds no problem.'
      : `The checks find ${total} problem${total === 1 ? '' : 's'}, marked in red where they are.`;
  const nav = map.funnels
    .map(
      (f) =>
        `<li><a href="#funnel-${esc(f.uniqueIdentifier.replace(/[^\w-]/g, '_'))}-h">${esc(f.uniqueIdentifier)}</a></li>`,
    )
    .join('');
  const elsewhere =
    map.problems.length === 0 ? '' : `<h2>Problems outside the funnels</h2>${problemList(map.problems)}`;
  return page(
    'Funnel map',
    `${CSS}<main><h1>Funnel map</h1>
<p>Every main funnel and destination of the manifest under <code>campaigns/</code>, read again on each visit. ${esc(summary)} <a href="/__sandbox/">Back to the sandbox</a>.</p>
<nav aria-label="Funnels"><ul>${nav}</ul></nav>
${elsewhere}
${map.funnels.map(funnelSection).join('\n')}</main>`,
  );
}
