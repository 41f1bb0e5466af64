/** A copy of the small test manifest in a temporary folder, with one file changed by the test. */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { checkManifest } from '../../../src/manifest/check.ts';
import { ManifestError } from '../../../src/manifest/errors.ts';
import { readManifest } from '../../../src/manifest/load.ts';

export const fixtureDir = join(import.meta.dirname, '..', '..', 'fixtures', 'manifest');

/** Copies the fixture and lets `edit` change the parsed YAML of one file. */
export function manifestWith(file: string, edit: (data: unknown) => unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  cpSync(fixtureDir, dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, stringify(edit(parse(readFileSync(path, 'utf8')))));
  return dir;
}

/** The problems the loader and checks report for a manifest folder (empty when valid). */
export async function problemsOf(dir: string): Promise<string[]> {
  try {
    checkManifest(await readManifest(dir));
    return [];
  } catch (error) {
    if (error instanceof ManifestError)
      return error.message
        .split('\n')
        .slice(1)
        .map((l) => l.replace(/^ {2}- /, ''));
    throw error;
  }
}

/** The warnings (R-RT-8 reports) of a valid manifest folder. */
export async function warningsOf(dir: string): Promise<string[]> {
  return checkManifest(await readManifest(dir)).warnings;
}
