/**
 * `npm run build`: `astro build`, then the compressed copies beside every text file
 * (`compress-dist.ts`). Astro renders pages on one core; the copies of the pages already written are
 * made meanwhile on the others (`followBuild`), so the last pass mostly links what is in the cache.
 * Arguments go to `astro build` (`npm run build -- --force` renders every page again). A build
 * that fails stops before any copy is placed, and exits with astro's status.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildDirs } from '../src/integrations/build-dirs.ts';
import { compressDist, followBuild, summary } from './compress-dist.ts';

const { outDir, cacheDir } = buildDirs();
const astro = join(import.meta.dirname, '..', 'node_modules', 'astro', 'bin', 'astro.mjs'); // not in its exports

const since = Date.now();
const following = followBuild(outDir, { cacheDir, since });
const status = await new Promise<number>((done, fail) => {
  const child = spawn(process.execPath, [astro, 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
  child.once('error', fail);
  child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
});
const { made } = await following.stop();
if (status !== 0) process.exit(status);

const started = performance.now();
const t = await compressDist(outDir, { cacheDir });
console.log(
  `${summary(outDir, { ...t, made: t.made + made }, (performance.now() - started) / 1000)}; ` +
    `${made} of the copies made while astro built`,
);
