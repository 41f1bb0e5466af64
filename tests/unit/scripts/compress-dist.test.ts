/**
 * The build's compressed copies (scripts/compress-dist.ts): every text file gets a `.br` and a
 * `.gz` that decompress to it, at the levels of its kind, and a build compresses only the files
 * whose bytes changed since the last one.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { compressDist } from '../../../scripts/compress-dist.ts';
import { HASHED_LEVELS, TEXT_LEVELS, levelsFor } from '../../../scripts/compress-files.ts';

/** A small build: pages, a hashed script, an image and a file too small to gain from compression. */
function build(dir: string, pages: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true }); // as astro build empties dist/
  mkdirSync(join(dir, '_astro'), { recursive: true });
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, '_astro', 'runtime.Ab12Cd.js'), 'export const x = 1;\n'.repeat(200));
  writeFileSync(join(dir, 'tiny.txt'), 'a');
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 1));
}

const page = (title: string) => `<!doctype html><title>${title}</title>${'<p>Skin Renew Elixir</p>'.repeat(300)}`;

test('every text file gets .br and .gz that decompress to it; a file they would not shrink, and every image, gets none', async () => {
  const root = mkdtempSync(join(tmpdir(), 'compress-'));
  const dist = join(root, 'dist');
  build(dist, { 'index.html': page('Home'), 'order.html': page('Order') });

  const t = await compressDist(dist, { cacheDir: join(root, 'cache') });

  for (const file of ['index.html', 'order.html', '_astro/runtime.Ab12Cd.js']) {
    const plain = readFileSync(join(dist, file));
    expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`)))).toEqual(plain);
    expect(gunzipSync(readFileSync(join(dist, `${file}.gz`)))).toEqual(plain);
  }
  expect(existsSync(join(dist, 'tiny.txt.br'))).toBe(false);
  expect(existsSync(join(dist, 'tiny.txt.gz'))).toBe(false);
  expect(existsSync(join(dist, 'photo.png.br'))).toBe(false);
  expect(t).toMatchObject({ files: 4, made: 8, reused: 0 });
});

test('hashed assets are compressed at the highest levels, pages at the measured ones', () => {
  expect(levelsFor('_astro/runtime.Ab12Cd.js')).toEqual({ br: 11, gzip: 9 });
  expect(levelsFor('os221230b_ap.html')).toBe(TEXT_LEVELS);
  expect(levelsFor('cms/faq.html')).toBe(TEXT_LEVELS);
  expect(TEXT_LEVELS.br).toBeLessThan(HASHED_LEVELS.br);
});

test('R-GEN-1: the next build compresses only the page whose bytes changed, and drops the copies no file uses', async () => {
  const root = mkdtempSync(join(tmpdir(), 'compress-'));
  const [dist, cacheDir] = [join(root, 'dist'), join(root, 'cache')];
  build(dist, { 'index.html': page('Home'), 'order.html': page('Order'), 'old.html': page('Old') });
  await compressDist(dist, { cacheDir });

  build(dist, { 'index.html': page('Home'), 'order.html': page('Order, now 20% off'), 'new.html': page('New') });
  const t = await compressDist(dist, { cacheDir });

  expect(t).toMatchObject({ files: 5, made: 4, reused: 6 }); // order and new made; index, the script and tiny reused
  expect(brotliDecompressSync(readFileSync(join(dist, 'order.html.br'))).toString()).toBe(page('Order, now 20% off'));
  const entries = readdirSync(join(cacheDir, 'compressed'), { recursive: true }).filter((f) =>
    /\.(br|gz)\d+$/.test(String(f)),
  );
  expect(entries).toHaveLength(10); // five files, two copies each; the old page's and order's first are gone
});
