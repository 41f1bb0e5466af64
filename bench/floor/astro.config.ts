/**
 * The floor of issue 10: bare Astro + one React island, built by `npm run bench:lighthouse`
 * with the repository's node_modules (`astro build --root bench/floor`). FLOOR_OUT_DIR moves the
 * build (default: .bench/floor-dist at the repository root, ignored by git and the linters).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

const outDir = process.env.FLOOR_OUT_DIR ?? fileURLToPath(new URL('../../.bench/floor-dist', import.meta.url));

export default defineConfig({
  output: 'static',
  outDir,
  cacheDir: `${outDir.replace(/\/+$/, '')}-cache`,
  vite: { cacheDir: `${outDir.replace(/\/+$/, '')}-vite` },
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [react()],
  devToolbar: { enabled: false },
});
