/**
 * `npm run test:mutation [-- stryker options]`: runs StrykerJS (stryker.config.mjs), then prints
 * the mutation score of each target group against the 85 % target, from its JSON report. Options
 * go to Stryker as they are: `--mutate src/api/retry.ts` for one file, `--force` for a full run
 * that reuses nothing, `--concurrency 2` on an idle machine. Exits non-zero when Stryker fails or a
 * group measured is below the target.
 *
 * The score is Stryker's: mutants killed (a test failed, or timed out) over mutants killed,
 * survived (every test passed) and not covered (no test ran the code). Mutants that did not
 * compile, or that the config ignores, do not count.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import config, { mutationGroups } from '../stryker.config.mjs';

/** The share of mutants each group must kill. */
export const TARGET = 0.85;

/** A mutant's status in mutation-testing-report-schema. */
type Status =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

/** The part of Stryker's JSON report read here. */
export interface MutationReport {
  files: Record<string, { mutants: { status: Status }[] }>;
}

/**
 * One group's counts and score; score is null when none of its mutants counts. `files`: how many
 * of its files the report holds, and `of` how many it has (when known), so a run of one file is
 * not read as the folder's score.
 */
export interface GroupScore {
  name: string;
  files: number;
  of?: number | undefined;
  killed: number;
  survived: number;
  noCoverage: number;
  score: number | null;
}

/** The score of each group over the report's files that match its globs. */
export function groupScores(
  report: MutationReport,
  groups: readonly { name: string; files: readonly string[] }[],
  sourcesOf?: (globs: readonly string[]) => number,
): GroupScore[] {
  return groups.map(({ name, files }) => {
    const measured = Object.entries(report.files).filter(([path]) => files.some((glob) => matchesGlob(path, glob)));
    const statuses = measured.flatMap(([, file]) => file.mutants.map((m) => m.status));
    const count = (...of: Status[]) => statuses.filter((s) => of.includes(s)).length;
    const killed = count('Killed', 'Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const valid = killed + survived + noCoverage;
    return {
      name,
      files: measured.length,
      of: sourcesOf?.(files),
      killed,
      survived,
      noCoverage,
      score: valid ? killed / valid : null,
    };
  });
}

/** The table printed after the run. */
export function scoreTable(scores: readonly GroupScore[]): string {
  const rows = scores.map((g) => [
    g.name,
    g.score === null ? 'not run' : `${(g.score * 100).toFixed(1)} %`,
    g.of === undefined ? String(g.files) : `${g.files} of ${g.of}`,
    String(g.killed),
    String(g.survived),
    String(g.noCoverage),
    g.score === null ? '' : g.score >= TARGET ? 'OK' : `below ${TARGET * 100} %`,
  ]);
  const all = [['group', 'score', 'files', 'killed', 'survived', 'no coverage', 'target'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '..');
  const started = Date.now();
  const run = spawnSync(join(root, 'node_modules', '.bin', 'stryker'), ['run', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const reportFile = join(root, config.jsonReporter?.fileName ?? 'reports/mutation/mutation.json');
  if (run.status !== 0 || !existsSync(reportFile)) {
    console.error(`Stryker failed after ${minutes} min (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
  const sources = (globs: readonly string[]) =>
    new Set(globs.flatMap((glob) => globSync(glob, { cwd: root })).filter((f) => !f.endsWith('.d.ts'))).size;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as MutationReport;
  const scores = groupScores(report, mutationGroups, sources);
  console.log(`\nMutation score per target group (${minutes} min; HTML report: ${config.htmlReporter?.fileName}):`);
  console.log(scoreTable(scores));
  process.exit(scores.some((g) => g.score !== null && g.score < TARGET) ? 1 : 0);
}
