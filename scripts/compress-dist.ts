/**
 * `npm run build`'s last step: writes `<file>.br` (brotli) and `<file>.gz` (gzip) beside every text
 * file of the build, so nginx sends them as they are (brotli_static, gzip_static) instead of
 * compressing on every request, and `npm start` reads them too. The levels are chosen per kind of
 * file (`compress-files.ts`: hashed assets at the highest, HTML at a level whose cost was
 * measured). Compressed copies are kept in a content-hash cache (`<cacheDir>/compressed`,
 * `src/integrations/build-dirs.ts`), so a build compresses only the files whose bytes changed; the
 * entries no file of this build uses are removed. One worker per core shares the files out.
 * While a build is still being written, `followBuild` fills the cache from the pages already
 * written, on the cores the build leaves (`scripts/build.ts`), so this pass mostly links.
 * `node scripts/compress-dist.ts [DIR]` (default OUT_DIR or dist/).
 */
import { availableParallelism } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { contentType, isCompressible } from '../deploy/rules/content-types.ts';
import { buildDirs } from '../src/integrations/build-dirs.ts';
import { levelsFor, type Job, type WorkerResult } from './compress-files.ts';

/** Files compressed, bytes before and after, and how many copies were made rather than reused: the workers' sums. */
export type Compressed = Omit<WorkerResult, 'used'>;

/**
 * The build's text files, as absolute paths (none while the folder is not there). Hidden folders
 * are not the build's: Astro renders from `.prerender/` and removes it when done.
 */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && isCompressible(contentType(e.name)) && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(sep)
          .some((part) => part.startsWith('.')),
    );
}

const WORKER = new URL('./compress-files.ts', import.meta.url);

/** Runs one worker over `jobs`. */
function work(jobs: Job[], store: string): Promise<WorkerResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(WORKER, { workerData: { jobs, store } });
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`compress-dist: a worker stopped (exit ${code})`)));
  });
}

const jobOf = (dir: string, file: string): Job => ({
  file,
  levels: levelsFor(relative(dir, file).split(sep).join('/')),
});

/** Removes the cache entries not in `used` (names relative to `store`). */
async function prune(store: string, used: ReadonlySet<string>): Promise<void> {
  const entries = await readdir(store, { recursive: true, withFileTypes: true }).catch(() => []);
  await Promise.all(
    entries
      .filter((e) => e.isFile() && !used.has(relative(store, join(e.parentPath, e.name)).split(sep).join('/')))
      .map((e) => rm(join(e.parentPath, e.name), { force: true })),
  );
}

/** Writes `.br` and `.gz` beside each text file of `dir`, through the cache under `cacheDir`. */
export async function compressDist(dir: string, { cacheDir = buildDirs().cacheDir } = {}): Promise<Compressed> {
  const store = join(cacheDir, 'compressed');
  const files = await textFiles(dir);
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(files.length / 64)));
  // Dealt out in turn, so every worker gets its share of large and small files.
  const shares: Job[][] = Array.from({ length: workers }, () => []);
  files.forEach((file, i) => shares[i % workers]!.push(jobOf(dir, file)));
  const results = await Promise.all(shares.map((jobs) => work(jobs, store)));
  const total: Compressed = { files: 0, bytes: 0, br: 0, gzip: 0, made: 0, reused: 0 };
  const used = new Set<string>();
  for (const r of results) {
    total.files += r.files;
    total.bytes += r.bytes;
    total.br += r.br;
    total.gzip += r.gzip;
    total.made += r.made;
    total.reused += r.reused;
    for (const name of r.used) used.add(name);
  }
  await prune(store, used);
  return total;
}

/** A build being written, followed: `stop` ends it once the build is done, with the copies it made. */
export interface Following {
  stop(): Promise<{ made: number }>;
}

/**
 * Fills the cache while a build writes `dir`: each text file written since `since` and left alone
 * for a moment (a page is written in one go) is compressed into the cache, not yet placed beside
 * it. `workers` defaults to one core less than the machine has, which the build keeps. A file
 * read half-written only costs a cache entry no page uses: the final pass hashes every file again.
 */
export function followBuild(
  dir: string,
  {
    cacheDir = buildDirs().cacheDir,
    since = Date.now(),
    workers = Math.max(1, availableParallelism() - 1),
    everyMs = 1000,
  } = {},
): Following {
  const store = join(cacheDir, 'compressed');
  const seen = new Set<string>();
  const pending: Job[] = [];
  let stopped = false;
  let made = 0;
  const scan = async () => {
    for (; !stopped; await sleep(everyMs))
      for (const file of await textFiles(dir)) {
        if (seen.has(file)) continue;
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: 0 }));
        if (mtimeMs < since || Date.now() - mtimeMs < 500) continue; // older than this build, or still being written
        seen.add(file);
        pending.push(jobOf(dir, file));
      }
  };
  const run = async () => {
    const worker = new Worker(WORKER, { workerData: { jobs: [], store, follow: true } });
    try {
      while (!stopped) {
        const batch = pending.splice(0, 16);
        if (batch.length === 0) {
          await sleep(100);
          continue;
        }
        // One listener pair per batch, removed with its answer: a long build sends thousands.
        const result = await new Promise<WorkerResult>((done, fail) => {
          const answered = (r: WorkerResult) => {
            worker.off('error', failed);
            done(r);
          };
          const failed = (error: Error) => {
            worker.off('message', answered);
            fail(error);
          };
          worker.once('message', answered);
          worker.once('error', failed);
          worker.postMessage(batch);
        });
        made += result.made;
      }
    } finally {
      await worker.terminate();
    }
  };
  const all = Promise.all([scan(), ...Array.from({ length: workers }, run)]);
  return {
    async stop() {
      stopped = true; // what is left goes to the final pass, on every core
      await all;
      return { made };
    },
  };
}

/** The line a build prints about its compressed copies. */
export function summary(dir: string, t: Compressed, seconds: number): string {
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  const cpu = process.resourceUsage();
  return (
    `compress-dist: ${t.files} text files of ${dir}: ${mb(t.bytes)} → .br ${mb(t.br)}, .gz ${mb(t.gzip)}; ` +
    `${t.made} copies made, ${t.reused} from the cache ` +
    `(${seconds.toFixed(1)} s, CPU ${((cpu.userCPUTime + cpu.systemCPUTime) / 1e6).toFixed(1)} s)`
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? buildDirs().outDir);
  if (!(await stat(join(dir, 'index.html')).catch(() => undefined)))
    throw new Error(`compress-dist: ${dir} holds no build (no index.html); run astro build first`);
  const started = performance.now();
  const t = await compressDist(dir);
  console.log(summary(dir, t, (performance.now() - started) / 1000));
}
