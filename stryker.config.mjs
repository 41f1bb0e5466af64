// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, scripts/mutation.ts): StrykerJS plants small faults
 * in the code where a silent fault costs money or trust and runs the unit tests that import it;
 * a fault no test notices is a test missing. Not part of `npm test`: a whole run takes hours on
 * this machine. Incremental: the last run's results (in reports/mutation/, git-ignored) are
 * reused for code and tests that did not change, so the next run on the same checkout tests only
 * what changed. The HTML report is reports/mutation/index.html.
 *
 * Code the tests reach outside any one test is slow on a first run: Stryker cannot tell which test
 * covers such a "static" mutant, so it runs every related test for each. The sandbox tests start
 * the app and place orders in beforeAll (sandbox/middleware/idempotency.ts: 42 of its 52 mutants
 * static), and the report tests work out verdicts while they are collected
 * (src/domain/report/chi-square.ts: 45 of 46). A function only tests call, such as
 * src/domain/checkout/totals.ts, takes seconds per mutant.
 */

/** The targets, as the groups the score is printed for (scripts/mutation.ts) and the files Stryker mutates. */
export const mutationGroups = [
  { name: 'src/domain/', files: ['src/domain/**/*.ts'] },
  { name: 'src/api/retry.ts, pipeline.ts', files: ['src/api/retry.ts', 'src/api/pipeline.ts'] },
  { name: 'src/state/checkout*.ts', files: ['src/state/checkout*.ts'] },
  { name: 'src/payments/order-key.ts', files: ['src/payments/order-key.ts'] },
  {
    name: 'sandbox/ purchase, pending order, idempotency',
    files: ['sandbox/purchase.ts', 'sandbox/pending-order.ts', 'sandbox/middleware/idempotency.ts'],
  },
  { name: 'src/manifest/check*.ts', files: ['src/manifest/check*.ts'] },
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // related: the test files that import a mutated file, through vitest's module graph.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [...mutationGroups.flatMap((g) => g.files), '!**/*.d.ts'],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false },
  thresholds: { high: 85, low: 70, break: null },
  // The machine is shared: one test runner unless --concurrency says otherwise.
  concurrency: 1,
  // Tests that start servers or builds need more than the default on a busy machine.
  timeoutMS: 20_000,
  // The first run of every covering test, one runner, on a busy machine.
  dryRunTimeoutMinutes: 30,
  // What the sandbox copy of the project needs none of.
  ignorePatterns: ['dist', '.astro', 'test-results', 'playwright-report', '.bench', 'sandbox/.data', 'reports'],
  tempDirName: '.stryker-tmp',
};
