/**
 * Whether a build is older than what it is built from: the newest file under campaigns/ (or
 * CAMPAIGNS_DIR), src/ and public/ (or PUBLIC_DIR) against the build's index.html. A preview of a
 * stale dist/ shows yesterday's prices and pages without a word; the preview rebuilds instead.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The newest file under `dir` and its time; undefined for an empty or missing folder. */
function newest(dir: string): { file: string; mtimeMs: number } | undefined {
  let best: { file: string; mtimeMs: number } | undefined;
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = join(e.parentPath, e.name);
    const mtimeMs = statSync(file).mtimeMs;
    if (!best || mtimeMs > best.mtimeMs) best = { file, mtimeMs };
  }
  return best;
}

/** Why `dist` is stale ('campaigns/funnels.yaml changed after the build'), or undefined when it is not. */
export function staleBecause(dist: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const built = statSync(join(dist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return 'there is no build';
  const sources = [
    env.CAMPAIGNS_DIR ?? join(root, 'campaigns'),
    join(root, 'src'),
    env.PUBLIC_DIR ?? join(root, 'public'),
  ];
  const changed = sources
    .map(newest)
    .filter((n): n is NonNullable<typeof n> => !!n && n.mtimeMs > built)
    .sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
  return changed && `${relative(root, changed.file) || changed.file} changed after the build`;
}
