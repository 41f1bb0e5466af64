/**
 * `npm run test:mutation [-- options]`: runs StrykerJS (stryker.config.mjs) batch by batch, each
 * batch's files against their own tests (`mutationBatches`), then prints the mutation score of each
 * target group against the 85 % target from every batch's last JSON report. `--batch api,sandbox`
 * runs only those batches (the table still counts the others' last reports on this checkout);
 * other options go to Stryker as they are: `--force` for a run that reuses nothing,
 * `--concurrency 2` on an idle machine. With `--mutate <files>` it is one Stryker run of those
 * files instead, with every unit test or those `MUTATION_TESTS` names. Exits non-zero when Stryker
 * fails or a group measured is below the target.
 *
 * The score is Stryker's: mutants killed (a test failed, or timed out) over mutants killed,
 * survived (every test passed) and not covered (no test ran the code). Mutants that did not
 * compile, or that the config ignores, do not count.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mutationBatches, mutationGroups, reportFiles } from '../stryker.config.mjs';

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

/** One Stryker run: its exit and minutes. */
function stryker(root: string, args: readonly string[], env: Record<string, string> = {}) {
  const started = Date.now();
  const run = spawnSync(join(root, 'node_modules', '.bin', 'stryker'), ['run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: run.status === 0, exit: run.status ?? run.signal, minutes: (Date.now() - started) / 60_000 };
}

/** The batches `--batch a,b` names (every batch without it); an unknown name stops the run. */
export function chosenBatches<B extends { name: string }>(batches: readonly B[], argv: readonly string[]): B[] {
  const at = argv.indexOf('--batch');
  if (at < 0) return [...batches];
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !batches.some((b) => b.name === n));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(
      `--batch ${unknown.join(',') || '(none given)'}: not a batch; the batches are ${batches.map((b) => b.name).join(', ')}`,
    );
  return batches.filter((b) => names.includes(b.name));
}

/** Stryker's options from ours: `--batch` and its value are not Stryker's. */
const strykerArgs = (argv: readonly string[]) =>
  argv.filter((arg, i) => arg !== '--batch' && argv[i - 1] !== '--batch');

/** The files of several reports as one. */
export const mergeReports = (reports: readonly MutationReport[]): MutationReport => ({
  files: Object.assign({}, ...reports.map((r) => r.files)) as MutationReport['files'],
});

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '..');
  const argv = process.argv.slice(2);
  const readReport = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as MutationReport;
  const sources = (globs: readonly string[]) =>
    new Set(globs.flatMap((glob) => globSync(glob, { cwd: root })).filter((f) => !f.endsWith('.d.ts'))).size;
  let report: MutationReport;
  let summary: string;
  if (argv.includes('--mutate')) {
    // One run of the files named, with every unit test or MUTATION_TESTS.
    const run = stryker(root, argv);
    const file = reportFiles().json;
    if (!run.ok || !existsSync(join(root, file))) {
      console.error(`Stryker failed after ${run.minutes.toFixed(1)} min (exit ${run.exit}).`);
      process.exit(1);
    }
    report = readReport(file);
    summary = `${run.minutes.toFixed(1)} min; HTML report: ${reportFiles().html}`;
  } else {
    // The batches named, or all; the table then counts every batch's last report on this checkout.
    const failed: string[] = [];
    const lines: string[] = [];
    for (const batch of chosenBatches(mutationBatches, argv)) {
      console.log(`\n== mutation batch ${batch.name}: ${batch.mutate.join(', ')}`);
      const run = stryker(root, strykerArgs(argv), {
        MUTATION_BATCH: batch.name,
        MUTATION_TESTS: batch.tests.join(','),
      });
      lines.push(
        `${batch.name.padEnd(16)} ${run.minutes.toFixed(1).padStart(6)} min  ${run.ok ? 'ran' : `failed (exit ${run.exit})`}`,
      );
      if (!run.ok) failed.push(batch.name);
    }
    const kept = mutationBatches.filter((b) => existsSync(join(root, reportFiles(b.name).json)));
    report = mergeReports(kept.map((b) => readReport(reportFiles(b.name).json)));
    const earlier = kept.filter((b) => !chosenBatches(mutationBatches, argv).includes(b)).map((b) => b.name);
    summary =
      `batches run now:\n${lines.join('\n')}` +
      (earlier.length ? `\nfrom earlier runs on this checkout: ${earlier.join(', ')}` : '') +
      `\nHTML reports: reports/mutation/<batch>/index.html`;
    if (failed.length) {
      console.error(`\nStryker failed in ${failed.join(', ')}.`);
      process.exitCode = 1;
    }
  }
  const scores = groupScores(report, mutationGroups, sources);
  console.log(`\nMutation score per target group (${summary}):`);
  console.log(scoreTable(scores));
  if (scores.some((g) => g.score !== null && g.score < TARGET)) process.exitCode = 1;
}
