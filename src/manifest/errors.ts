/** A manifest problem, worded so a marketer can find it: file, entry, field, what is wrong (R-GEN-2). */
export interface ManifestProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

/** One line: `file: entry #N 'name': field 'f': what is wrong and the fix`; a whole file's problem names no entry. */
export function formatProblem(p: ManifestProblem): string {
  const entry = p.entry === '(file)' ? '' : ` entry ${p.entry}:`;
  const field = p.field === '(file)' ? '' : ` field '${p.field}':`;
  return `${p.file}:${entry}${field} ${p.message}`;
}

/** Thrown when the manifest is invalid; the build stops before any page is written. */
export class ManifestError extends Error {
  readonly problems: ManifestProblem[];
  constructor(problems: ManifestProblem[]) {
    super(
      `The campaign manifest has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ManifestError';
    this.problems = problems;
  }
}
