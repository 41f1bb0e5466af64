/**
 * Reading one manifest file: parse the YAML, check it against its schema, and record every
 * problem naming file, entry and field instead of stopping at the first.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { ManifestProblem } from './errors.ts';

function fieldPath(path: PropertyKey[]): string {
  return path.length === 0 ? '(entry)' : path.map(String).join('.');
}

function entryLabel(value: unknown, index: number, key: string): string {
  const v = value as Record<string, unknown> | null;
  const name = v && typeof v === 'object' ? (v[key] ?? v.path ?? v.sfid ?? v.id) : undefined;
  return typeof name === 'string' || typeof name === 'number' ? `#${index + 1} '${name}'` : `#${index + 1}`;
}

/**
 * How many copies a file's aliases (`questions: *quiz`, `video: *vsl`) may make: its length in
 * characters. The yaml package counts, for each anchor, its uses times the copies inside it, and
 * refuses a file past `maxAliasCount` (default 100, which stopped a file after about 100 daily
 * surveys). Every use of an alias is written with at least two characters (`*q`), so plain reuse,
 * one use per page for years, always stays under the file's length; aliases nested in anchors
 * multiply (the "billion laughs" expansion), so a few levels of nesting pass it and are refused.
 * -1 (no limit) would let a few lines expand to billions of copies and hang the build.
 */
export function aliasLimit(text: string): number {
  return Math.max(100, text.length);
}

/** The start of the yaml package's message when a file passes `maxAliasCount`. */
const EXCESSIVE_ALIASES = 'Excessive alias count';

function aliasBombMessage(limit: number): string {
  return (
    `its aliases (*name) would make more than ${limit} copies, more than a file this size may: ` +
    'an anchor (&name) holding aliases to other anchors multiplies them; reuse an anchor directly ' +
    '(questions: *quiz) or write the values out'
  );
}

/** Marks a file that could not be parsed, already reported. */
const unreadable = Symbol('unreadable');

/** Reads manifest files, collecting their problems in `problems`; `rel` names a file in them. */
export class YamlFiles {
  readonly problems: ManifestProblem[] = [];
  readonly rel: (file: string) => string;

  constructor(rel: (file: string) => string) {
    this.rel = rel;
  }

  private read(file: string): unknown {
    let limit = 0;
    try {
      const text = readFileSync(file, 'utf8');
      limit = aliasLimit(text);
      return parse(text, { maxAliasCount: limit });
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? 'unreadable';
      this.problems.push({
        file: this.rel(file),
        entry: '(file)',
        field: '(file)',
        message: message.startsWith(EXCESSIVE_ALIASES) ? aliasBombMessage(limit) : `not valid YAML: ${message}`,
      });
      return unreadable;
    }
  }

  /** A file holding one object; undefined when it is unreadable or invalid. */
  one<S extends z.ZodType>(file: string, schema: S): z.infer<S> | undefined {
    const data = this.read(file);
    if (data === unreadable) return undefined;
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      this.problems.push({
        file: this.rel(file),
        entry: '(file)',
        field: fieldPath(issue.path),
        message: issue.message,
      });
    return undefined;
  }

  /** The valid entries of a file holding a list, each with its index in the file. */
  list<S extends z.ZodType>(file: string, schema: S, key: string): { index: number; value: z.infer<S> }[] {
    const data = this.read(file);
    const rel = this.rel(file);
    if (data === unreadable) return [];
    if (!Array.isArray(data)) {
      this.problems.push({ file: rel, entry: '(file)', field: '(file)', message: 'expected a list of entries' });
      return [];
    }
    const out: { index: number; value: z.infer<S> }[] = [];
    data.forEach((raw, index) => {
      const result = schema.safeParse(raw);
      if (result.success) out.push({ index, value: result.data });
      else
        for (const issue of result.error.issues)
          this.problems.push({
            file: rel,
            entry: entryLabel(raw, index, key),
            field: fieldPath(issue.path),
            message: issue.message,
          });
    });
    return out;
  }
}

/** The files under `dir` (recursively) whose names match `ext`, sorted; none when it is missing. */
export async function listFiles(dir: string, ext: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
