/**
 * The manifest as it is, problems included: what the sandbox's funnel map draws. Unlike
 * `loadManifest`, nothing throws for a manifest the build would reject: the problems of the
 * cross-file checks and of the funnel graph check (graph.ts, run here even when other checks
 * fail) come back as values beside the pages they concern.
 */
import { checkManifest } from './check.ts';
import { formatProblem, ManifestError, type ManifestProblem } from './errors.ts';
import { resolveFamily } from './families.ts';
import { checkFunnelGraph } from './graph.ts';
import { campaignsDir, readManifest } from './load.ts';
import type { RawManifest, ResolvedPage } from './types.ts';

/** A manifest read without throwing; `raw` is missing when a file could not be read or parsed. */
export interface InspectedManifest {
  raw?: RawManifest | undefined;
  /** Pages whose path and template resolve, whatever else is wrong with them. */
  pages: ResolvedPage[];
  /** Page path → its entry label as problems name it, e.g. "#3 'vsl'". */
  entries: ReadonlyMap<string, string>;
  /** Every problem, each once. */
  problems: ManifestProblem[];
}

/** The pages of a raw manifest whose path and template resolve, labelled as check.ts labels them. */
function resolvePages(raw: RawManifest): Pick<InspectedManifest, 'pages' | 'entries'> {
  const pages: ResolvedPage[] = [];
  const entries = new Map<string, string>();
  for (const { file, index, entry } of raw.pages) {
    const fam = resolveFamily(entry);
    if (fam && 'field' in fam) continue;
    const path = entry.path ?? fam?.path;
    const template = fam?.template ?? entry.template;
    if (!path || !template || entries.has(path)) continue;
    pages.push({ ...entry, path, template, file });
    entries.set(path, `#${index + 1} '${path}'`);
  }
  return { pages, entries };
}

/** Problems a check threw, or none. */
function problemsOf(check: () => unknown): ManifestProblem[] {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
}

/** Reads the manifest under `root` and collects every problem instead of throwing. */
export async function inspectManifest(root = campaignsDir()): Promise<InspectedManifest> {
  let raw: RawManifest;
  try {
    raw = await readManifest(root);
  } catch (error) {
    if (error instanceof ManifestError) return { pages: [], entries: new Map(), problems: error.problems };
    throw error;
  }
  const { pages, entries } = resolvePages(raw);
  const found = [
    ...problemsOf(() => checkManifest(raw)),
    ...checkFunnelGraph({ site: raw.site, funnels: raw.funnels, pages, entries }),
  ];
  const seen = new Set<string>();
  const problems = found.filter((p) => !seen.has(formatProblem(p)) && seen.add(formatProblem(p)));
  return { raw, pages, entries, problems };
}
