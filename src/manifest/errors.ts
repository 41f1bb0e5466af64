/** A manifest problem, worded so a marketer can find it: file, entry, field, what is wrong (R-GEN-2). */
export interface ManifestProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

export function formatProblem(p: ManifestProblem): string {
  return `${p.file}: entry ${p.entry}: field '${p.field}': ${p.message}`;
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
