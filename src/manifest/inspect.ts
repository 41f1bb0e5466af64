/**
 * The manifest as it is, problems included: what the sandbox's funnel map draws. Unlike
 * `loadManifest`, nothing throws for a manifest the build would reject: the problems of every
 * check, the funnel graph's included, come back as values beside the pages they concern, the
 * same list the build prints (check.ts `examineManifest`).
 */
import { examineManifest } from './check.ts';
import { ManifestError, type ManifestProblem } from './errors.ts';
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

/** Reads the manifest under `root` and collects every problem instead of throwing. */
export async function inspectManifest(root = campaignsDir()): Promise<InspectedManifest> {
  let raw: RawManifest;
  try {
    raw = await readManifest(root);
  } catch (error) {
    if (error instanceof ManifestError) return { pages: [], entries: new Map(), problems: error.problems };
    throw error;
  }
  const { manifest, problems, entries } = examineManifest(raw);
  return { raw, pages: manifest.pages, entries, problems };
}
