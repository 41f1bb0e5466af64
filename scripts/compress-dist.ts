/**
 * `npm run build`'s last step: writes `<file>.br` (brotli) and `<file>.gz` (gzip) beside every text
 * file of the build, so nginx sends them as they are (brotli_static, gzip_static) instead of
 * compressing on every request, and `npm start` reads them too. The levels are chosen per kind of
 * file (`compress-files.ts`: hashed assets at the highest, HTML at a level whose cost was
 * measured). Compressed copies are kept in a content-hash cache (`<cacheDir>/compressed`,
 * `src/integrations/build-dirs.ts`), so a build compresses only the files whose bytes changed; the
 * entries no file of this build uses are removed. One worker per core shares the files out.
 * `node scripts/compress-dist.ts [DIR]` (default OUT_DIR or dist/).
 */
import { availableParallelism } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { contentType, isCompressible } from '../deploy/rules/content-types.ts';
import { buildDirs } from '../src/integrations/build-dirs.ts';
import { levelsFor, type Job, type WorkerResult } from './compress-files.ts';

/** Files compressed, bytes before and after, and how many copies were made rather than reused. */
export interface Compressed {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
  /** Compressed copies made by this run; the rest were linked from the cache. */
  made: number;
  reused: number;
}

/** The build's text files, as absolute paths. */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && isCompressible(contentType(e.name)) && !e.name.startsWith('_'))
    .map((e) => join(e.parentPath, e.name));
}

/** Runs one worker over `jobs`. */
function work(jobs: Job[], store: string): Promise<WorkerResult> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL('./compress-files.ts', import.meta.url), { workerData: { jobs, store } });
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`compress-dist: a worker stopped (exit ${code})`)));
  });
}

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
  files.forEach((file, i) => {
    shares[i % workers]!.push({ file, levels: levelsFor(relative(dir, file).split(sep).join('/')) });
  });
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? buildDirs().outDir);
  if (!(await stat(join(dir, 'index.html')).catch(() => undefined)))
    throw new Error(`compress-dist: ${dir} holds no build (no index.html); run astro build first`);
  const started = performance.now();
  const t = await compressDist(dir);
  const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
  const cpu = process.resourceUsage();
  console.log(
    `compress-dist: ${t.files} text files of ${dir}: ${mb(t.bytes)} → .br ${mb(t.br)}, .gz ${mb(t.gzip)}; ` +
      `${t.made} copies made, ${t.reused} from the cache ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s, CPU ${((cpu.userCPUTime + cpu.systemCPUTime) / 1e6).toFixed(1)} s)`,
  );
}
