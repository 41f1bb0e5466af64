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

/**
 * A whole run, as `npm run test:mutation` makes it: one Stryker run per batch, each mutating a few
 * files and running only their own tests (MUTATION_TESTS, vitest.mutation.config.ts), with its own
 * incremental file and report under reports/mutation/<batch>/. With every unit test instead,
 * code that runs as a module loads makes Stryker run each test importing it for every such mutant:
 * about 15 hours for src/manifest/check*.ts alone. The batches cover every group's files.
 */
/** A domain folder's tests kept beside the code that calls it. @type {Record<string, string[]>} */
const ELSEWHERE = {
  // The add-on's route after a provider's return is tested with the wallets that take it.
  wallets: ['tests/unit/payments/upsell-wallets.test.ts'],
};

export const mutationBatches = [
  {
    name: 'api',
    mutate: ['src/api/retry.ts', 'src/api/pipeline.ts'],
    tests: ['tests/unit/api/retry.test.ts', 'tests/unit/api/pipeline.test.ts'],
  },
  {
    name: 'state-checkout',
    mutate: ['src/state/checkout*.ts'],
    tests: ['tests/unit/state/checkout-store.test.ts', 'tests/unit/state/checkout-network.test.ts'],
  },
  { name: 'order-key', mutate: ['src/payments/order-key.ts'], tests: ['tests/unit/payments/wallet-keys.test.ts'] },
  {
    name: 'sandbox',
    mutate: ['sandbox/purchase.ts', 'sandbox/pending-order.ts', 'sandbox/middleware/idempotency.ts'],
    tests: ['one-purchase', 'purchase-rules', 'security', 'one-offer', 'provider-upsell', 'order-guards'].map(
      (t) => `tests/unit/sandbox/${t}.test.ts`,
    ),
  },
  {
    name: 'manifest',
    mutate: ['src/manifest/check*.ts'],
    tests: ['errors', 'graph', 'check-entries'].map((t) => `tests/unit/manifest/${t}.test.ts`),
  },
  ...['checkout', 'wallets', 'upsell', 'funnel'].map((folder) => ({
    name: `domain-${folder}`,
    mutate: [`src/domain/${folder}/**/*.ts`],
    tests: [`tests/unit/domain/${folder}/**/*.test.ts`, ...(ELSEWHERE[folder] ?? [])],
  })),
  {
    name: 'domain-report',
    mutate: ['src/domain/report/**/*.ts'],
    // Not report.test.ts and sequential-simulation.test.ts: they work out whole reports and
    // thousands of simulated visitors as they load, minutes for each of hundreds of mutants.
    tests: [
      'decision',
      'history',
      'records',
      'statistics-limits',
      'statistics',
      'tally',
      'verdict-corrections',
      'verdict-needed',
      'web-vitals',
    ].map((t) => `tests/unit/domain/report/${t}.test.ts`),
  },
  {
    name: 'domain-rest',
    mutate: ['src/domain/*.ts', 'src/domain/privacy/**/*.ts', 'src/domain/messages/**/*.ts'],
    tests: ['tests/unit/domain/*.test.ts', 'tests/unit/domain/privacy/**/*.test.ts'],
  },
];

/** Where a batch keeps its incremental file and its reports (the whole folder by default). */
export function reportFiles(batch = '') {
  const dir = batch ? `reports/mutation/${batch}` : 'reports/mutation';
  return { incremental: `${dir}/stryker-incremental.json`, json: `${dir}/mutation.json`, html: `${dir}/index.html` };
}

/** The batch this run is (`MUTATION_BATCH`, set by scripts/mutation.ts), if any. */
const batch = mutationBatches.find((b) => b.name === process.env.MUTATION_BATCH);
const files = reportFiles(batch?.name);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // related: the test files that import a mutated file, through vitest's module graph.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [...(batch?.mutate ?? mutationGroups.flatMap((g) => g.files)), '!**/*.d.ts'],
  incremental: true,
  incrementalFile: files.incremental,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: files.html },
  jsonReporter: { fileName: files.json },
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
