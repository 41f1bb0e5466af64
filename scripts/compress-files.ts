/**
 * One worker of `compress-dist.ts`: writes `.br` and `.gz` beside its share of the build's text
 * files, through the content-hash cache. A file's compressed copies are kept in the cache under
 * the SHA-256 of its bytes and the level used, and hard-linked beside the file; only bytes never
 * seen before are compressed. A copy no smaller than its file is kept as an empty cache entry and
 * not placed: that file goes out as it is. Cache entries are written whole (a temporary file
 * renamed) and never written again in place, so a link in dist/ cannot change under another.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The brotli quality and gzip level a file is compressed at. */
export interface Levels {
  br: number;
  gzip: number;
}

/**
 * Files whose name changes with their bytes (`_astro/…`) are compressed once per version and kept,
 * so they get the smallest copies there are. Every other file (the HTML above all: 20,000 pages
 * are 1.1 GB) gets the levels whose cost was measured on the sample build's pages, CPU per MB and
 * bytes left: brotli 5 26 ms, 22.2 % (10: 500 ms, 20.5 %; 11: 1,400 ms, 20.1 %), gzip 6 17 ms,
 * 23.4 % (9: 21 ms, 23.3 %).
 */
export const HASHED_LEVELS: Levels = { br: 11, gzip: 9 };
export const TEXT_LEVELS: Levels = { br: 5, gzip: 6 };

/** The levels of a file, by its path inside the build (`/` separated). */
export const levelsFor = (relPath: string): Levels => (relPath.startsWith('_astro/') ? HASHED_LEVELS : TEXT_LEVELS);

/** One file to compress: its absolute path and its levels. */
export interface Job {
  file: string;
  levels: Levels;
}

/** What a worker did. */
export interface WorkerResult {
  files: number;
  bytes: number;
  br: number;
  gzip: number;
  /** Compressed copies made now, and those found in the cache. */
  made: number;
  reused: number;
  /** Cache entries used, by name, so the rest can be removed. */
  used: string[];
}

const brotli = (plain: Buffer, quality: number) =>
  brotliCompressSync(plain, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
  });

/** The cache entry's size, or undefined when there is none. */
function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size;
  } catch {
    return undefined;
  }
}

/** Puts the cache entry at `target`: a hard link, or a copy across file systems. */
function place(entry: string, target: string): void {
  try {
    unlinkSync(target); // a copy left by an earlier run over the same folder
  } catch {
    // none there
  }
  try {
    linkSync(entry, target);
  } catch {
    copyFileSync(entry, target);
  }
}

/**
 * Compresses `jobs` through the cache at `store`, and puts the copies beside the files (`place`),
 * or only fills the cache (a build still being written).
 */
export function compressFiles(jobs: readonly Job[], store: string, { place: beside = true } = {}): WorkerResult {
  const result: WorkerResult = { files: 0, bytes: 0, br: 0, gzip: 0, made: 0, reused: 0, used: [] };
  for (const { file, levels } of jobs) {
    const plain = readFileSync(file);
    const digest = createHash('sha256').update(plain).digest('base64url');
    for (const [ext, level, compress] of [
      ['br', levels.br, () => brotli(plain, levels.br)],
      ['gz', levels.gzip, () => gzipSync(plain, { level: levels.gzip })],
    ] as const) {
      const name = `${digest.slice(0, 2)}/${digest}.${ext}${level}`;
      const entry = join(store, name);
      let size = sizeOf(entry);
      if (size === undefined) {
        const packed = compress();
        const kept = packed.length < plain.length ? packed : Buffer.alloc(0);
        mkdirSync(dirname(entry), { recursive: true });
        const temporary = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(temporary, kept);
        renameSync(temporary, entry);
        size = kept.length;
        result.made += 1;
      } else result.reused += 1;
      result.used.push(name);
      if (size > 0 && beside) place(entry, `${file}.${ext}`);
      const sent = size > 0 ? size : plain.length;
      if (ext === 'br') result.br += sent;
      else result.gzip += sent;
    }
    result.files += 1;
    result.bytes += plain.length;
  }
  return result;
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { jobs, store, follow } = workerData as { jobs: Job[]; store: string; follow?: boolean };
  if (!follow) port.postMessage(compressFiles(jobs, store));
  else
    // Following a build: batches of new files come as messages, each answered with what was made; null ends.
    port.on('message', (batch: Job[] | null) => {
      if (batch === null) port.close();
      else port.postMessage(compressFiles(batch, store, { place: false }));
    });
}
