/** Builds and private servers for specs that inject faults or need a build of their own. */
import { test } from '@playwright/test';
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

/** A private server for one spec file: its own sandbox database and faults (and clock, `now`). */
export async function privateServer(
  port: number,
  distDir = process.env.E2E_DIST ?? join(root, 'dist'),
  now?: () => Date,
) {
  const server: RunningServer = await startServer({
    distDir,
    port,
    host: '127.0.0.1',
    dbPath: join(root, 'sandbox', '.data', `e2e-${port}.sqlite`),
    reset: true,
    now,
  });
  return server;
}

/** What a spec does with its private server: inject faults into its sandbox, move its clock. */
export interface PrivateServer {
  faults: Pick<RunningServer['sandbox']['faults'], 'add'>;
  /** Moves the sandbox's clock forward by `ms` for the rest of the test (it is set back after each test). */
  moveClock(ms: number): void;
}

/**
 * Runs this spec file's tests one at a time against a private server on `port` (its own sandbox
 * database, faults and clock, over dist/), started before them and stopped after them; a test's
 * faults are cleared, and its sandbox clock set back, after it. For specs whose faults or clock
 * are global to a sandbox.
 */
export function usePrivateServer(port: number, options: { timeout?: number } = {}): PrivateServer {
  let server: RunningServer | undefined;
  let offsetMs = 0;
  test.describe.configure({ mode: 'serial', ...options });
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    server = await privateServer(port, undefined, () => new Date(Date.now() + offsetMs));
  });
  test.afterAll(async () => server?.close());
  test.afterEach(() => {
    server?.sandbox.faults.clear();
    offsetMs = 0;
  });
  return {
    moveClock(ms) {
      offsetMs += ms;
    },
    faults: {
      add(fault) {
        if (!server) throw new Error(`usePrivateServer: the server on port ${port} is not running`);
        server.sandbox.faults.add(fault);
      },
    },
  };
}
