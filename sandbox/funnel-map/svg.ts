/**
 * Writes a placed funnel map as inline SVG. Every node and edge has a `<title>` (what a screen
 * reader and a hover say), each variant is a link to its page, and a node or edge with a problem
 * is drawn in red with the problem written in it.
 */
import { formatProblem, type ManifestProblem } from '../../src/manifest/errors.ts';
import { escapeHtml as esc } from '../html.ts';
import { labelLines, SIZES, type PlacedEdge, type PlacedMap, type PlacedNode } from './layout.ts';
import type { FunnelMap, MapNode, VariantRow } from './types.ts';

const INK = '#1d2733';
const LINE = '#5a6b7f';
const LINK = '#0b4fa8';
const ALERT = '#a1001c';

/** Cuts text to what fits in `width` units. */
function fit(text: string, width: number, fontSize = 12): string {
  const max = Math.floor(width / ((SIZES.charWidth * fontSize) / 12));
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A short name of a node, as edge titles and the table use it. */
export function nodeName(node: MapNode): string {
  if (node.kind === 'step') return `Step ${node.step}: ${node.name}`;
  if (node.kind === 'destination') return `Destination /gu/${node.genericUrl}`;
  return `Missing step ${node.step}`;
}

/** What a variant row says besides its page: template, product, share, visibility. */
export function variantFacts(v: VariantRow): string {
  const share = v.percentage === undefined ? (v.default ? 'default' : 'not default') : `${v.percentage} %`;
  const sells = v.product ?? (v.offer ? `offer ${v.offer}` : 'no product');
  return [v.template ?? 'no such page', sells, share, v.visibility].join(' · ');
}

const text = (x: number, y: number, body: string, attrs = '') =>
  `<text x="${x}" y="${y}"${attrs ? ` ${attrs}` : ''}>${esc(body)}</text>`;

function problemLines(problems: ManifestProblem[], x: number, y: number, width: number): string {
  return problems
    .map((p, i) => text(x, y + i * SIZES.problemLine, fit(`⚠ ${p.message}`, width), `fill="${ALERT}"`))
    .join('');
}

function variantRow(v: VariantRow, x: number, y: number, width: number): string {
  const name = v.default ? `${v.url} (default)` : v.url;
  const link = `<a href="/${esc(v.url)}">${text(x, y + 13, fit(name, width), `fill="${LINK}" text-decoration="underline"`)}</a>`;
  const facts = text(x, y + 28, fit(variantFacts(v), width, 10.5), 'font-size="10.5"');
  const title = `<title>${esc([`${v.sfid}: /${v.url}`, variantFacts(v), ...v.problems.map(formatProblem)].join('\n'))}</title>`;
  return `<g>${title}${link}${facts}${problemLines(v.problems, x, y + 36 + 12, width)}</g>`;
}

function nodeSvg({ node, x, y, width, height }: PlacedNode): string {
  const bad = node.problems.length > 0 || (node.kind === 'step' && node.variants.some((v) => v.problems.length > 0));
  const fill = node.kind === 'destination' ? '#eef3ff' : bad ? '#fff4f5' : '#ffffff';
  const stroke = bad || node.kind === 'missing' ? ALERT : LINE;
  const dash = node.kind === 'missing' ? ' stroke-dasharray="6 4"' : '';
  const box = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="${bad ? 2.5 : 1.2}"${dash}/>`;
  const inner = width - 2 * SIZES.padding;
  const left = x + SIZES.padding;
  const title = `<title>${esc([nodeName(node), ...node.problems.map(formatProblem)].join('\n'))}</title>`;
  let body: string;
  if (node.kind === 'step') {
    const head = text(left, y + 17, fit(`${node.step} · ${node.name}`, inner), 'font-weight="700"');
    const type = text(left, y + 32, fit(node.type, inner), `font-size="11" fill="${LINE}"`);
    let rowY = y + SIZES.header;
    const rows = node.variants.map((v) => {
      const row = variantRow(v, left, rowY, inner);
      rowY += SIZES.variantRow + v.problems.length * SIZES.problemLine;
      return row;
    });
    body = head + type + rows.join('') + problemLines(node.problems, left, rowY + 12, inner);
  } else if (node.kind === 'destination') {
    const link = `<a href="/gu/${esc(node.genericUrl)}">${text(left, y + 24, fit(`/gu/${node.genericUrl}`, inner), `fill="${LINK}" text-decoration="underline"`)}</a>`;
    body = link + problemLines(node.problems, left, y + SIZES.smallNode + 4, inner);
  } else {
    body = text(left, y + 24, fit(`step ${node.step}: no such step`, inner), `fill="${ALERT}"`);
  }
  return `<g role="group">${title}${box}${body}</g>`;
}

function edgeSvg({ edge, points, label }: PlacedEdge, names: Map<string, string>, arrow: string): string {
  const bad = edge.problems.length > 0;
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const colour = bad ? ALERT : LINE;
  const path = `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.5"${bad ? ' stroke-dasharray="6 4"' : ''} marker-end="url(#${arrow}${bad ? '-bad' : ''})"/>`;
  const lines = labelLines(edge);
  const width = Math.max(...lines.map((l) => l.length)) * SIZES.charWidth + SIZES.padding;
  const height = lines.length * SIZES.labelLine;
  const top = label.y - height / 2;
  const bg = `<rect x="${label.x - width / 2}" y="${top}" width="${width}" height="${height}" fill="#ffffff" opacity="0.9"/>`;
  const words = lines
    .map((l, i) =>
      text(
        label.x,
        top + (i + 1) * SIZES.labelLine - 4,
        l,
        `text-anchor="middle" font-size="11" fill="${bad ? ALERT : INK}"`,
      ),
    )
    .join('');
  const what = `${names.get(edge.from) ?? edge.from} → ${names.get(edge.to) ?? edge.to}: ${edge.labels.join(', ')}`;
  const title = `<title>${esc([what, ...edge.problems.map(formatProblem)].join('\n'))}</title>`;
  return `<g>${title}${path}${bg}${words}</g>`;
}

/** The SVG of one funnel; `id` makes its element ids unique on the page. */
export function funnelSvg(map: FunnelMap, placed: PlacedMap, id: string): string {
  const names = new Map(map.nodes.map((n) => [n.id, nodeName(n)]));
  const arrow = `${id}-arrow`;
  const marker = (name: string, colour: string) =>
    `<marker id="${name}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
  const steps = map.nodes.filter((n) => n.kind === 'step').length;
  const { width, height } = placed;
  return `<svg xmlns="http://www.w3.org/2000/svg" role="group" aria-labelledby="${id}-title" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12" fill="${INK}">
<title id="${id}-title">Funnel map of ${esc(map.uniqueIdentifier)}: ${steps} steps</title>
<defs>${marker(arrow, LINE)}${marker(`${arrow}-bad`, ALERT)}</defs>
${placed.edges.map((e) => edgeSvg(e, names, arrow)).join('\n')}
${placed.nodes.map(nodeSvg).join('\n')}
</svg>`;
}
