import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
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
 */
const config = mergeConfig(
  unit,
  defineConfig({
    test: {
      exclude: [
        ...configDefaults.exclude,
        'tests/unit/sandbox/report-simulate.test.ts',
        'tests/unit/sandbox/read-back.test.ts',
        'tests/unit/manifest/build.test.ts',
        'tests/unit/manifest/build-mistakes.test.ts',
        'tests/unit/manifest/new-product.test.ts',
        'tests/unit/scripts/campaign-new.test.ts',
      ],
    },
  }),
);

const focus = process.env.MUTATION_TESTS?.split(',');
// mergeConfig would add the globs to the unit tests' own; the focus replaces them.
export default focus ? { ...config, test: { ...config.test, include: focus } } : config;
