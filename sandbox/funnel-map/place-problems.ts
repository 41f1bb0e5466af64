/**
 * Marks each manifest problem where the map draws what it names: a variant of a step (a page
 * entry, or a variant's field), a step, a move whose field names a missing step, a destination,
 * or else the funnel itself. What no funnel draws stays in the map's own list.
 */
import type { ManifestProblem } from '../../src/manifest/errors.ts';
import { FUNNEL_FIELD } from '../../src/manifest/fields.ts';
import { MOVE_FIELDS, type MoveField } from './edges.ts';
import { destinationId, type FunnelMap, type ManifestMap, type StepNode } from './types.ts';

/** What placing needs besides the funnels: which page entry is which path. */
export interface PageEntries {
  /** Page path → its file and entry label, as problems name them. */
  entries: ReadonlyMap<string, { file: string; entry: string }>;
  /** Page path → the main funnel it runs in, for pages on no step. */
  funnelOf: (path: string) => string | undefined;
}

/**
 * The funnel an entry label "#3 'RENEW01'" names: by its uniqueIdentifier (entries left out for
 * their own problems shift the numbers), by number when two funnels share it.
 */
function funnelOfEntry(map: ManifestMap, entry: string): FunnelMap | undefined {
  const [, number, uid] = /^#(\d+) '(.*)'$/.exec(entry) ?? [];
  const same = map.funnels.filter((f) => f.uniqueIdentifier === uid);
  const byNumber = map.funnels[Number(number) - 1];
  return same.length === 1 ? same[0] : (same.find((f) => f === byNumber) ?? same.at(-1));
}

/** Marks a problem of funnels.yaml (field `step 2, variant V-1, url`) on the variant, move or step, else on the funnel. */
function placeFunnelProblem(map: FunnelMap, p: ManifestProblem): void {
  const match = FUNNEL_FIELD.exec(p.field);
  const step = match ? Number(match[1]) : undefined;
  const node = map.nodes.find((n): n is StepNode => n.kind === 'step' && n.step === step);
  if (!match || !node) return void map.problems.push(p);
  const field = match[3];
  const variant = match[2] === undefined ? undefined : node.variants.find((v) => v.sfid === match[2]);
  const edge = MOVE_FIELDS.includes(field as MoveField)
    ? map.edges.find((e) => e.from === node.id && e.labels.includes(field ?? '') && e.to.startsWith('missing-'))
    : undefined;
  (edge ?? variant ?? node).problems.push(p);
}

/** Marks a page entry's problem on every variant showing the page, else on the page's funnel. */
function placePageProblem(map: ManifestMap, pages: PageEntries, p: ManifestProblem): boolean {
  const path = [...pages.entries].find(([, e]) => e.file === p.file && e.entry === p.entry)?.[0];
  if (path === undefined) return false;
  let placed = false;
  for (const funnel of map.funnels)
    for (const node of funnel.nodes)
      if (node.kind === 'step')
        for (const v of node.variants.filter((v) => v.url === path)) {
          v.problems.push(p);
          placed = true;
        }
  const funnel = map.funnels.find((f) => f.uniqueIdentifier === pages.funnelOf(path));
  if (!placed && funnel) funnel.problems.push(p);
  return placed || funnel !== undefined;
}

/** Marks every problem on the map (mutating it); the rest go to `map.problems`. */
export function placeProblems(map: ManifestMap, pages: PageEntries, problems: readonly ManifestProblem[]): void {
  for (const p of problems) {
    if (p.file.endsWith('funnels.yaml')) {
      const funnel = funnelOfEntry(map, p.entry);
      if (funnel) placeFunnelProblem(funnel, p);
      else map.problems.push(p);
      continue;
    }
    if (p.file.endsWith('destinations.yaml')) {
      const id = destinationId(/'(.*)'$/.exec(p.entry)?.[1] ?? '');
      const nodes = map.funnels.flatMap((f) => f.nodes.filter((n) => n.id === id));
      nodes.forEach((n) => n.problems.push(p));
      if (nodes.length === 0) map.problems.push(p);
      continue;
    }
    if (!placePageProblem(map, pages, p)) map.problems.push(p);
  }
}
