/** The mutation score per target group (scripts/mutation.ts) from Stryker's JSON report. */
import { existsSync, globSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import {
  chosenBatches,
  groupScores,
  mergeReports,
  scoreTable,
  type MutationReport,
} from '../../../scripts/mutation.ts';
import { mutationBatches, mutationGroups } from '../../../stryker.config.mjs';

const mutants = (...statuses: string[]) => ({ mutants: statuses.map((status) => ({ status })) });
const report = {
  files: {
    'src/domain/a.ts': mutants('Killed', 'Killed', 'Survived', 'Timeout'),
    'src/domain/deep/b.ts': mutants('NoCoverage', 'CompileError', 'Ignored', 'Killed'),
    'src/api/retry.ts': mutants('Killed'),
    'src/api/client.ts': mutants('Survived'),
  },
} as MutationReport;
const groups = [
  { name: 'domain', files: ['src/domain/**/*.ts'] },
  { name: 'retry', files: ['src/api/retry.ts'] },
  { name: 'state', files: ['src/state/checkout*.ts'] },
];

test("a group's score is Stryker's: killed and timed out over those plus survived and not covered", () => {
  const [domain, retry, state] = groupScores(report, groups);
  // 4 killed (3 Killed, 1 Timeout) of 6 that count; the compile error and the ignored one do not.
  expect(domain).toEqual({
    name: 'domain',
    files: 2,
    of: undefined,
    killed: 4,
    survived: 1,
    noCoverage: 1,
    score: 4 / 6,
  });
  // Only the files a group names: client.ts's survivor is nobody's.
  expect(retry).toMatchObject({ files: 1, killed: 1, survived: 0, score: 1 });
  expect(state).toMatchObject({ killed: 0, score: null });
});

test('the table marks each group against the 85 % target, and a group without mutants as not run', () => {
  const lines = scoreTable(groupScores(report, groups)).split('\n');
  expect(lines[0]).toMatch(/^group\s+score\s+files\s+killed\s+survived\s+no coverage\s+target$/);
  expect(lines[1]).toMatch(/^domain\s+66\.7 %\s+2\s+4\s+1\s+1\s+below 85 %$/);
  expect(lines[2]).toMatch(/^retry\s+100\.0 %\s+1\s+1\s+0\s+0\s+OK$/);
  expect(lines[3]).toMatch(/^state\s+not run\s+0\s+0\s+0\s+0\s*$/);
});

test('the table says how many of a group’s files were measured, so one file’s score is not read as the folder’s', () => {
  const sourcesOf = (globs: readonly string[]) => (globs[0] === 'src/domain/**/*.ts' ? 120 : 1);
  const lines = scoreTable(groupScores(report, groups, sourcesOf)).split('\n');
  expect(lines[1]).toMatch(/^domain\s+66\.7 %\s+2 of 120\s+4\s/);
  expect(lines[2]).toMatch(/^retry\s+100\.0 %\s+1 of 1\s/);
});

test('--batch names the batches to run; without it every batch runs, and an unknown name stops the run', () => {
  const batches = [{ name: 'api' }, { name: 'sandbox' }, { name: 'manifest' }];
  expect(chosenBatches(batches, ['--force']).map((b) => b.name)).toEqual(['api', 'sandbox', 'manifest']);
  expect(chosenBatches(batches, ['--batch', 'manifest,api']).map((b) => b.name)).toEqual(['api', 'manifest']);
  expect(() => chosenBatches(batches, ['--batch', 'api,domian'])).toThrow(
    /--batch domian: not a batch; the batches are api, sandbox, manifest/,
  );
  expect(() => chosenBatches(batches, ['--batch'])).toThrow(/not a batch/);
});

test("several batches' reports count as one: each file from the report that holds it", () => {
  const merged = mergeReports([
    { files: { 'src/api/retry.ts': mutants('Killed') } } as MutationReport,
    { files: { 'sandbox/purchase.ts': mutants('Survived', 'Killed') } } as MutationReport,
  ]);
  expect(groupScores(merged, [{ name: 'all', files: ['**/*.ts'] }])[0]).toMatchObject({
    files: 2,
    killed: 2,
    survived: 1,
  });
});

test('the batches mutate every file of every target group, each file in one batch, and each names tests that exist', () => {
  const root = resolve(import.meta.dirname, '../../..');
  const expand = (globs: readonly string[]) =>
    globs.flatMap((glob) => globSync(glob, { cwd: root })).filter((f) => !f.endsWith('.d.ts'));
  const targets = new Set(expand(mutationGroups.flatMap((g) => g.files)));
  const batched = mutationBatches.flatMap((b) => expand(b.mutate));
  expect(new Set(batched)).toEqual(targets);
  expect(batched).toHaveLength(targets.size);
  for (const batch of mutationBatches) expect(expand(batch.tests), batch.name).not.toHaveLength(0);
  for (const test of mutationBatches.flatMap((b) => b.tests).filter((t) => !t.includes('*')))
    expect(existsSync(join(root, test)), test).toBe(true);
});
