/**
 * Builds the funnel map of an inspected manifest: per main funnel, a node per step with its
 * variants (page, template, product, share, visibility), the destinations that send visitors
 * in, the moves between steps (edges.ts), and every problem marked where it is.
 */
import { isPlainStep } from '../../src/domain/funnel/step-kinds.ts';
import type { Destination, FunnelStep, MainFunnel } from '../../src/domain/funnel/types.ts';
import { roundedWeight } from '../../src/domain/funnel/weighted.ts';
import type { InspectedManifest } from '../../src/manifest/inspect.ts';
import { takesOrders } from '../../src/domain/funnel/page-kinds.ts';
import { pageFunnel } from '../../src/manifest/page-funnel.ts';
import { hasTimes } from '../../src/manifest/sale-windows.ts';
import { danglingEdges, stepEdges } from './edges.ts';
import { placeProblems } from './place-problems.ts';
import {
  destinationId,
  stepId,
  type FunnelMap,
  type ManifestMap,
  type MapEdge,
  type MapNode,
  type StepNode,
} from './types.ts';

type PageInfo = ReadonlyMap<string, { template: string; product?: string | undefined; offer?: string | undefined }>;

function stepNode(step: FunnelStep, pages: PageInfo): StepNode {
  return {
    kind: 'step',
    id: stepId(step.step),
    step: step.step,
    name: step.name,
    type: step.type,
    problems: [],
    variants: step.variants.map((v) => ({
      sfid: v.sfid,
      url: v.url,
      default: v.default,
      percentage: step.splitTestEnabled ? roundedWeight(v.percentage) : undefined,
      visibility: v.visibility,
      template: pages.get(v.url)?.template,
      product: pages.get(v.url)?.product,
      offer: pages.get(v.url)?.offer,
      problems: [],
    })),
  };
}

/** The destinations sending visitors into the funnel, each an edge to its first step (R-DST-2). */
function entryEdges(funnel: MainFunnel, destinations: readonly Destination[], first: string): MapEdge[] {
  return destinations.flatMap((d) => {
    const labels: string[] = [];
    const own = d.splitTestEnabled ? roundedWeight(d.percentage) : 100;
    if (d.defaultFunnel === funnel.uniqueIdentifier) labels.push(`default, ${own} %`);
    // A dated funnel gets its share only while it is sold (domain/funnel/destination.ts armsOnSale).
    const when = hasTimes(funnel) ? ' while this funnel is sold' : '';
    if (d.splitTestEnabled)
      for (const t of d.splitTesting.filter((t) => t.funnel === funnel.uniqueIdentifier))
        labels.push(`split test, ${roundedWeight(t.percentage)} %${when}`);
    return labels.length > 0 ? [{ from: destinationId(d.genericUrl), to: first, labels, problems: [] }] : [];
  });
}

function funnelMap(funnel: MainFunnel, destinations: readonly Destination[], pages: PageInfo): FunnelMap {
  const steps = funnel.defaultFunnels.toSorted((a, b) => a.step - b.step);
  const nodes: MapNode[] = steps.map((s) => stepNode(s, pages));
  const paying = (s: FunnelStep) =>
    isPlainStep(s) && s.variants.some((v) => takesOrders(pages.get(v.url)?.template ?? ''));
  const edges = [...stepEdges(funnel, paying), ...danglingEdges(funnel)];
  for (const e of edges)
    if (e.to.startsWith('missing-') && !nodes.some((n) => n.id === e.to))
      nodes.push({ kind: 'missing', id: e.to, step: Number(e.to.slice('missing-'.length)), problems: [] });
  const first = steps[0];
  const entries = first ? entryEdges(funnel, destinations, stepId(first.step)) : [];
  for (const d of destinations.filter((d) => entries.some((e) => e.from === destinationId(d.genericUrl))))
    nodes.unshift({ kind: 'destination', id: destinationId(d.genericUrl), genericUrl: d.genericUrl, problems: [] });
  return {
    uniqueIdentifier: funnel.uniqueIdentifier,
    sfid: funnel.sfid,
    orderForm: funnel.orderForm,
    nodes,
    edges: [...entries, ...edges],
    problems: [],
  };
}

/** The map of every main funnel of the manifest, with its problems marked. */
export function buildManifestMap(manifest: InspectedManifest): ManifestMap {
  const { raw } = manifest;
  if (!raw) return { funnels: [], problems: [...manifest.problems] };
  const pages = new Map(manifest.pages.map((p) => [p.path, p]));
  const map: ManifestMap = {
    funnels: raw.funnels.map((f) => funnelMap(f, raw.destinations, pages)),
    problems: [],
  };
  const entries = new Map(
    manifest.pages.map((p) => [p.path, { file: p.file, entry: manifest.entries.get(p.path) ?? p.path }]),
  );
  const funnelOf = (path: string) => {
    const page = pages.get(path);
    return page && pageFunnel(raw, page);
  };
  placeProblems(map, { entries, funnelOf }, manifest.problems);
  return map;
}
