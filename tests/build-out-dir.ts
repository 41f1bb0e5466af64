/** Out dirs for the tests' own builds (unit tests that build a manifest, e2e specs that serve another build). */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where test builds go: inside the project (see `buildOutDir`), ignored by git with node_modules. */
const TEST_BUILDS = join(import.meta.dirname, '..', 'node_modules', '.cache', 'test-builds');
/** Older than any run of the suite: a folder this old is a finished run's leftover. */
const STALE_MS = 60 * 60 * 1000;

/**
 * A fresh OUT_DIR for a test's `astro build`, inside the project. Astro writes a build's prerender
 * chunks into its out dir when that is inside the project, and otherwise into the project's one
 * `.astro/.prerender`, where two builds side by side (two test files on two workers) replaced
 * each other's chunks ("Cannot find module '.astro/.prerender/chunks/server_….mjs'"). Finished
 * runs' folders (and their `-cache` siblings) are removed on the way.
 */
export function buildOutDir(prefix: string): string {
  mkdirSync(TEST_BUILDS, { recursive: true });
  for (const name of readdirSync(TEST_BUILDS)) {
    const path = join(TEST_BUILDS, name);
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now(); // another run may sweep it first
    if (Date.now() - made > STALE_MS) rmSync(path, { recursive: true, force: true });
  }
  return mkdtempSync(join(TEST_BUILDS, prefix));
}
