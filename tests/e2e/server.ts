/** Builds and private servers for specs that inject faults or need a build of their own. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../scripts/start.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** Builds the site with `env` into `outDir`; `reuse` skips the build when the directory holds one. */
export function buildInto(outDir: string, env: Record<string, string>, reuse = false): string {
  if (reuse && existsSync(join(outDir, 'index.html'))) return outDir;
  const astro = join(root, 'node_modules', '.bin', 'astro');
  const run = spawnSync(astro, ['build'], {
    cwd: root,
    env: { ...process.env, ...env, OUT_DIR: outDir },
    stdio: 'pipe',
  });
  if (run.status !== 0) throw new Error(`astro build failed: ${run.stderr.toString()}`);
  return outDir;
}

/** A private server for one spec file: its own sandbox database and faults. */
export async function privateServer(port: number, distDir = process.env.E2E_DIST ?? join(root, 'dist')) {
  const server: RunningServer = await startServer({
    distDir,
    port,
    host: '127.0.0.1',
    dbPath: join(root, 'sandbox', '.data', `e2e-${port}.sqlite`),
    reset: true,
  });
  return server;
}
