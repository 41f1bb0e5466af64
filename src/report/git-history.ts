/**
 * The earlier versions of the funnels and destinations for `npm run report`, from the manifest's
 * git history: each commit that changed funnels.yaml or destinations.yaml starts a version at its
 * commit time, and uncommitted edits one at the files' time. A store's exports span months of
 * such edits; read against them, a removed variant keeps its numbers and a split whose shares
 * changed restarts where it changed (src/domain/report/history.ts), as the sandbox's report does.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { Destination, MainFunnel } from '../domain/funnel/types.ts';
import { configFromVersions, type DatedVersion, type ReportConfig } from '../domain/report/history.ts';
import { manifestFiles } from '../manifest/files.ts';
import { readFunnelConfig } from '../manifest/load.ts';

const git = (cwd: string, args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });

/** The valid entries of a list file's text (an entry that breaks its schema is left out, as the reader leaves it). */
function entries<T>(text: string, schema: z.ZodType): T[] {
  let data: unknown;
  try {
    data = parse(text, { maxAliasCount: Math.max(100, text.length) });
  } catch {
    return [];
  }
  return Array.isArray(data)
    ? data.flatMap((raw) => {
        const r = schema.safeParse(raw);
        return r.success ? [r.data as T] : [];
      })
    : [];
}

/** The report's configuration with its git history; the current files alone when `root` is not in a git work tree. */
export function configWithHistory(root: string): ReportConfig | undefined {
  const now = readFunnelConfig(root);
  if (!now) return undefined;
  let top: string;
  try {
    top = git(root, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    return now;
  }
  const files = [manifestFiles.funnels.file, manifestFiles.destinations.file].map((f) => relative(top, join(root, f)));
  const commits = git(top, ['log', '--format=%H %ct', '--', ...files])
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .reverse();
  const show = (sha: string, file: string) => {
    try {
      return git(top, ['show', `${sha}:${file}`]);
    } catch {
      return '';
    }
  };
  const versions: DatedVersion[] = commits.map(([sha, time]) => ({
    at: Number(time) * 1000,
    funnels: entries<MainFunnel>(show(sha!, files[0]!), manifestFiles.funnels.schema),
    destinations: entries<Destination>(show(sha!, files[1]!), manifestFiles.destinations.schema),
  }));
  const saved = Math.max(...files.map((f) => statSync(join(top, f), { throwIfNoEntry: false })?.mtimeMs ?? 0));
  versions.push({ at: Math.floor(saved), funnels: now.funnels, destinations: now.destinations });
  const distinct = versions.filter(
    (v, i) =>
      i === 0 ||
      JSON.stringify([v.funnels, v.destinations]) !==
        JSON.stringify([versions[i - 1]!.funnels, versions[i - 1]!.destinations]),
  );
  return configFromVersions(distinct);
}
