import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './tests/unit/slow-first.ts';

/**
 * The tests of browser-side code, which keeps state in its modules (the shared API client, the
 * funnel state's atoms, the outbox's sender) and which the tests stub (document, fetch) and mock:
 * each file gets fresh modules. The rest (domain, manifest, report, sandbox, scripts) runs with
 * one module graph per worker, not one per file: without Vitest's cache (`farm-bench -n 3`),
 * 191 s for the suite with every file isolated, 157 s so (all files shared: 119 s once, but two
 * API tests then read a client another file had made).
 */
const BROWSER_SIDE = ['tests/unit/{api,runtime,state,islands,payments,integrations,deploy}/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: { 'astro:env/client': fileURLToPath(new URL('./tests/fixtures/astro-env-client.ts', import.meta.url)) },
  },
  test: {
    // fast-check's seed from TEST_SEED (or CI's fixed one), so a failing property can be replayed.
    setupFiles: ['tests/unit/fast-check-seed.ts'],
    environment: 'node',
    // One worker per core: left to itself Vitest ran one worker on this 2-core machine (281 s for
    // the suite, 160 s with two). Files that build or serve keep their own folders and ports.
    maxWorkers: availableParallelism(),
    // The slowest files first: a fresh clone has no timings for Vitest to order them by.
    sequence: { sequencer: SlowFirstSequencer },
    testTimeout: 20_000,
    // CI tries a failed test once more, as Playwright does there; a seeded property replays the
    // same fixed seed, so its failure fails again.
    retry: process.env.CI ? 1 : 0,
    projects: [
      { test: { name: 'isolated', include: BROWSER_SIDE } },
      { test: { name: 'shared', include: ['tests/unit/**/*.test.ts'], exclude: BROWSER_SIDE, isolate: false } },
    ],
  },
});
