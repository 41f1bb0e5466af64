/**
 * Places a funnel map with dagre, top to bottom: node sizes follow what svg.ts writes in them,
 * edge labels get room of their own, and dagre returns the boxes' centres and the edges' points.
 */
import { graphlib, layout } from '@dagrejs/dagre';
import type { FunnelMap, MapEdge, MapNode } from './types.ts';

/** Sizes shared with svg.ts, in SVG user units. */
export const SIZES = {
  nodeWidth: 320,
  header: 40,
  variantRow: 36,
  problemLine: 18,
  smallNode: 40,
  labelLine: 15,
  charWidth: 6.6,
  padding: 8,
} as const;

export interface PlacedNode {
  node: MapNode;
  /** Top-left corner and size. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: MapEdge;
  points: { x: number; y: number }[];
  /** Centre of the label. */
  label: { x: number; y: number };
}

export interface PlacedMap {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** The height of a node: its header, one row per variant, one line per problem. */
export function nodeHeight(node: MapNode): number {
  const problems = node.problems.length * SIZES.problemLine;
  if (node.kind !== 'step') return SIZES.smallNode + problems;
  const variantProblems = node.variants.reduce((n, v) => n + v.problems.length, 0) * SIZES.problemLine;
  return SIZES.header + node.variants.length * SIZES.variantRow + problems + variantProblems + SIZES.padding;
}

/** The lines an edge's label shows: one per move, one per problem. */
export function labelLines(edge: MapEdge): string[] {
  return [...edge.labels, ...edge.problems.map(() => '⚠ problem')];
}

/** How far a loop (a move back to its own step) stands out to the right of its box, and between loops. */
const LOOP_REACH = 36;

/**
 * The loops of the placed nodes: a move back to its own step (RENEW01's order form, whose
 * `nextPageFail` is the form itself) goes out of the box's right side and back into it, its label
 * beside it. dagre is not given them: it draws a loop outside the drawing's width, cut off.
 */
function placeLoops(loops: readonly MapEdge[], nodes: readonly PlacedNode[]): PlacedEdge[] {
  const count = new Map<string, number>();
  return loops.flatMap((edge) => {
    const box = nodes.find((n) => n.node.id === edge.from);
    if (!box) return [];
    const k = count.get(edge.from) ?? 0;
    count.set(edge.from, k + 1);
    const right = box.x + box.width;
    const out = right + LOOP_REACH * (k + 1);
    const [top, bottom] = [box.y + box.height * 0.3, box.y + box.height * 0.7];
    const lines = labelLines(edge);
    const width = Math.max(...lines.map((l) => l.length)) * SIZES.charWidth + SIZES.padding;
    return [
      {
        edge,
        points: [
          { x: right, y: top },
          { x: out, y: top },
          { x: out, y: bottom },
          { x: right, y: bottom },
        ],
        label: { x: out + 4 + width / 2, y: (top + bottom) / 2 },
      },
    ];
  });
}

/** Lays the funnel out; positions are dagre's, shifted to top-left corners for SVG; loops are drawn beside their box. */
export function placeFunnel(map: FunnelMap): PlacedMap {
  const g = new graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 50, edgesep: 20, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of map.nodes) {
    const width = node.kind === 'step' ? SIZES.nodeWidth : SIZES.nodeWidth * 0.7;
    g.setNode(node.id, { width, height: nodeHeight(node) });
  }
  const isLoop = (e: MapEdge) => e.from === e.to;
  map.edges.forEach((edge, i) => {
    if (isLoop(edge)) return;
    const lines = labelLines(edge);
    const width = Math.max(...lines.map((l) => l.length)) * SIZES.charWidth + SIZES.padding;
    g.setEdge(edge.from, edge.to, { width, height: lines.length * SIZES.labelLine, labelpos: 'c' }, String(i));
  });
  layout(g);
  const nodes = map.nodes.map((node) => {
    const { x = 0, y = 0, width, height } = g.node(node.id);
    return { node, x: x - width / 2, y: y - height / 2, width, height };
  });
  const loops = placeLoops(map.edges.filter(isLoop), nodes);
  const edges = map.edges.map((edge, i) => {
    if (isLoop(edge)) return loops.find((l) => l.edge === edge)!;
    const label = g.edge(edge.from, edge.to, String(i));
    return { edge, points: label.points ?? [], label: { x: label.x ?? 0, y: label.y ?? 0 } };
  });
  const { width = 0, height = 0 } = g.graph();
  const loopsRight = loops.map((l) => {
    const lines = labelLines(l.edge);
    return l.label.x + (Math.max(...lines.map((t) => t.length)) * SIZES.charWidth + SIZES.padding) / 2 + 16;
  });
  return { width: Math.max(width, ...loopsRight), height, nodes, edges };
}
