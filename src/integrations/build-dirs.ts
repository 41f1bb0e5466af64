/**
 * Where a build writes and what it keeps for the next one. `OUT_DIR` moves the build (tests and
 * benchmarks build elsewhere than dist/) and its caches with it, so two builds can run side by
 * side: Astro's incremental pages and the compressed copies (`scripts/compress-dist.ts`) live in
 * `<OUT_DIR>-cache`, or Astro's default `node_modules/.astro` beside dist/.
 */
import { resolve } from 'node:path';

/** The build's output folder and its cache folder, absolute, from the environment. */
export function buildDirs(env: Readonly<Record<string, string | undefined>> = process.env, cwd = process.cwd()) {
  const out = env.OUT_DIR?.replace(/\/+$/, '');
  return {
    outDir: resolve(cwd, out ?? 'dist'),
    cacheDir: resolve(cwd, out ? `${out}-cache` : 'node_modules/.astro'),
  };
}
