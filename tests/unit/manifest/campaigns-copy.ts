/** A copy of the sample `campaigns/` in a temporary folder, edited as a marketer edits it: as text. */
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..', '..');

/** A fresh copy of `campaigns/`; its path. */
export function campaignsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'campaigns-'));
  cpSync(join(root, 'campaigns'), dir, { recursive: true });
  return dir;
}

/** The text of a file of the copy. */
export const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8');

/** Replaces the first match of `from` in a file of the copy; fails when nothing matches. */
export function replaceIn(dir: string, file: string, from: string | RegExp, to: string): void {
  const text = read(dir, file);
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing matches ${String(from)}`);
  writeFileSync(join(dir, file), next);
}

/** Adds lines at the end of a file of the copy. */
export function appendTo(dir: string, file: string, text: string): void {
  appendFileSync(join(dir, file), text.endsWith('\n') ? text : `${text}\n`);
}

/** The lines of a file from the one starting with `from` up to (not including) the one starting with `to`. */
export function linesBetween(dir: string, file: string, from: string, to?: string): string {
  const text = read(dir, file);
  const start = text.indexOf(from);
  const end = to === undefined ? text.length : text.indexOf(to, start + from.length);
  if (start < 0 || end < 0) throw new Error(`${file}: no ${from} … ${to ?? 'end'}`);
  return text.slice(start, end);
}
