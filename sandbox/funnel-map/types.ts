/** What the funnel map draws, before layout: per main funnel, its steps, entries and moves. */
import type { ManifestProblem } from '../../src/manifest/errors.ts';

/** A variant of a step with the page it shows (R-CFG-4). */
export interface VariantRow {
  sfid: string;
  /** The page path, linked as `/<url>`. */
  url: string;
  default: boolean;
  /** The rounded share of a split test (R-VAR-2), undefined without one. */
  percentage?: number | undefined;
  visibility: string;
  template?: string | undefined;
  product?: string | undefined;
  /** The offer of an upsell or downsell page. */
  offer?: string | undefined;
  problems: ManifestProblem[];
}

/** A step of a main funnel (R-CFG-3). */
export interface StepNode {
  kind: 'step';
  id: string;
  step: number;
  name: string;
  type: string;
  variants: VariantRow[];
  problems: ManifestProblem[];
}

/** A destination sending visitors into the funnel, linked as `/gu/<genericUrl>` (R-CFG-5). */
export interface DestinationNode {
  kind: 'destination';
  id: string;
  genericUrl: string;
  problems: ManifestProblem[];
}

/** A step number a move names that the funnel lacks. */
export interface MissingNode {
  kind: 'missing';
  id: string;
  step: number;
  problems: ManifestProblem[];
}

export type MapNode = StepNode | DestinationNode | MissingNode;

/** One arrow: every way from one node to another, e.g. ['no (downsell)', 'fail']. */
export interface MapEdge {
  from: string;
  to: string;
  labels: string[];
  problems: ManifestProblem[];
}

/** One main funnel as the map draws it. */
export interface FunnelMap {
  uniqueIdentifier: string;
  sfid: string;
  orderForm: string;
  nodes: MapNode[];
  edges: MapEdge[];
  /** Problems of the funnel that belong to no node or edge (e.g. its orderForm, a page off its steps). */
  problems: ManifestProblem[];
}

/** The whole map: every main funnel, and the problems placed in none. */
export interface ManifestMap {
  funnels: FunnelMap[];
  problems: ManifestProblem[];
}

export const stepId = (step: number): string => `step-${step}`;
export const destinationId = (genericUrl: string): string => `destination-${genericUrl}`;
export const missingId = (step: number): string => `missing-${step}`;
