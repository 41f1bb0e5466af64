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

/** Lays the funnel out; positions are dagre's, shifted to top-left corners for SVG. */
export function placeFunnel(map: FunnelMap): PlacedMap {
  const g = new graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 50, edgesep: 20, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of map.nodes) {
    const width = node.kind === 'step' ? SIZES.nodeWidth : SIZES.nodeWidth * 0.7;
    g.setNode(node.id, { width, height: nodeHeight(node) });
  }
  map.edges.forEach((edge, i) => {
    const lines = labelLines(edge);
    const width = Math.max(...lines.map((l) => l.length)) * SIZES.charWidth + SIZES.padding;
    g.setEdge(edge.from, edge.to, { width, height: lines.length * SIZES.labelLine, labelpos: 'c' }, String(i));
  });
  layout(g);
  const nodes = map.nodes.map((node) => {
    const { x = 0, y = 0, width, height } = g.node(node.id);
    return { node, x: x - width / 2, y: y - height / 2, width, height };
  });
  const edges = map.edges.map((edge, i) => {
    const label = g.edge(edge.from, edge.to, String(i));
    return { edge, points: label.points ?? [], label: { x: label.x ?? 0, y: label.y ?? 0 } };
  });
  const { width = 0, height = 0 } = g.graph();
  return { width, height, nodes, edges };
}
