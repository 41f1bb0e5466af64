/**
 * The manifest as the build sees it, and edits tried on a copy first: `campaign:new` writes a
 * file only after the build's own checks (the funnel graph included) pass on a temporary copy
 * of `campaigns/` holding every edit. Problems are worded as the build words them, naming the
 * real files, not the copy.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { formatProblem, ManifestError } from '../../src/manifest/errors.ts';
import { loadManifest, resetManifestCache, type Manifest } from '../../src/manifest/load.ts';

/** Loads the manifest at `root` with the build's checks; the problems when it has some. */
export async function manifestAt(root: string): Promise<Manifest | ManifestError> {
  process.env.CAMPAIGNS_DIR = root;
  resetManifestCache();
  return loadManifest().catch((error: unknown) => {
    if (error instanceof ManifestError) return error;
    throw error;
  });
}

/** The problems of a ManifestError as lines "  - file: entry …: field …: why". */
export function problemLines(error: ManifestError, real: (s: string) => string = (s) => s): string {
  return error.problems
    .map((pr) => `  - ${formatProblem({ ...pr, file: real(pr.file), message: real(pr.message) })}`)
    .join('\n');
}

/**
 * Checks the manifest at `root` with `edits` (absolute file → new text) applied to a copy and
 * `removals` (absolute files) taken out of it; the checked manifest, or the problem lines naming
 * the real files.
 */
export async function checkEdits(
  root: string,
  edits: ReadonlyMap<string, string>,
  removals: readonly string[] = [],
): Promise<Manifest | string> {
  const copy = mkdtempSync(join(tmpdir(), 'campaign-new-check-'));
  try {
    cpSync(root, copy, { recursive: true });
    for (const [file, text] of edits) writeFileSync(join(copy, relative(root, file)), text);
    for (const file of removals) rmSync(join(copy, relative(root, file)), { force: true });
    const result = await manifestAt(copy);
    if (!(result instanceof ManifestError)) return result;
    const fromCopy = relative(process.cwd(), copy);
    const rootShown = relative(process.cwd(), root) || '.';
    return problemLines(result, (s) => s.replaceAll(fromCopy, rootShown).replaceAll(copy, root));
  } finally {
    rmSync(copy, { recursive: true, force: true });
    process.env.CAMPAIGNS_DIR = root;
    resetManifestCache();
  }
}
