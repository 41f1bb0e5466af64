/**
 * Vitest's order of test files, with the slowest known files first. Vitest orders files by their
 * last run's durations, which a fresh clone (CI) does not have; it then runs the largest files
 * first, and a slow but short file (the 3,000-visitor simulations: 90 s in 93 lines) started near
 * the end and ran alone on one worker while the other had nothing left. On this 2-core machine,
 * without Vitest's cache (`rm -rf node_modules/.vite/vitest && CI=true npx vitest run`): 193 s in
 * Vitest's order, 179 and 170 s in this one.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take ten seconds or more alone, longest first (a clean CI run's durations): they
 * simulate visitors over HTTP, build the site or scaffold campaigns.
 */
export const SLOW_FILES = [
  'sandbox/report-simulate.test.ts',
  'scripts/campaign-new.test.ts',
  'manifest/build.test.ts',
  'sandbox/report-memory.test.ts',
  'sandbox/faults.test.ts',
  'manifest/new-product.test.ts',
  'docs/examples.test.ts',
  'manifest/build-mistakes.test.ts',
  'api/pipeline.test.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

// A renamed file would silently lose its place at the front.
for (const file of SLOW_FILES) if (!existsSync(file)) throw new Error(`tests/unit/slow-first.ts: no ${file}`);

/** The base order, then the slow files moved to the front in the order listed. */
export function slowFirst<T extends { moduleId: string }>(files: readonly T[], slow = SLOW_FILES): T[] {
  const rank = (f: T) => {
    const at = slow.indexOf(f.moduleId);
    return at === -1 ? slow.length : at;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowFirst(await super.sort(files));
  }
}
