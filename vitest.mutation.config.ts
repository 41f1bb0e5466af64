import { configDefaults, defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

/**
 * The unit tests as mutation testing runs them (stryker.config.mjs): all of them but the few that
 * drive whole builds, the scaffolder or thousands of simulated visitors. Those run their work in
 * child processes, which never carry the mutant under test, or take minutes where Stryker runs a
 * covering test again for each of hundreds of mutants; what they check of the targets is checked
 * by the focused tests that stay. `MUTATION_TESTS` (comma-separated globs) narrows them further to
 * a file's own tests: code that runs as a module loads makes Stryker run every test importing it
 * for each mutant, hours for one file otherwise (`MUTATION_TESTS=tests/unit/api/retry.test.ts
 * npm run test:mutation -- --mutate src/api/retry.ts`).
 *
 * One project, every file isolated: the unit config's two projects (vitest.config.ts) each carry
 * their own `include`, which a top-level one does not replace, so the focus and the left-out files
 * would be ignored; and a module graph shared across files would let a module loaded by one test
 * count as run by another, which Stryker's per-test coverage cannot tell apart.
 */
const { projects: _projects, ...shared } = unit.test ?? {};

/** Files that build, scaffold or simulate: see above. */
const LEFT_OUT = [
  'tests/unit/sandbox/report-simulate.test.ts',
  'tests/unit/sandbox/read-back.test.ts',
  'tests/unit/manifest/build.test.ts',
  'tests/unit/manifest/build-mistakes.test.ts',
  'tests/unit/manifest/new-product.test.ts',
  'tests/unit/scripts/campaign-new.test.ts',
];

const focus = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

export default defineConfig({
  ...(unit.resolve ? { resolve: unit.resolve } : {}),
  test: {
    ...shared,
    include: focus && focus.length > 0 ? focus : ['tests/unit/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...LEFT_OUT],
    isolate: true,
  },
});
