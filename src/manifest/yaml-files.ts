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
import { fieldName } from './fields.ts';
import { issueMessage } from './issue-words.ts';
import { yamlSyntaxMessage } from './yaml-syntax.ts';

/** A problem found in a raw entry before its schema is applied (see `YamlFiles.list`). */
export interface RawProblem {
  field: string;
  message: string;
}

/** The field and message of each schema issue of a raw entry. */
function schemaProblems(error: z.ZodError, raw: unknown, schema: z.ZodType): RawProblem[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' && issue.keys.length === 1 ? issue.keys : [];
    return { field: fieldName([...issue.path, ...keys], raw), message: issueMessage(issue, raw, schema) };
  });
}

/** The path a page entry's family gives, read loosely from a raw entry that may be invalid. */
function familyPath(v: Record<string, unknown>): string | undefined {
  const { family, date, variant, region, units, product } = v;
  if (family === 'bundle' && region !== undefined && units !== undefined && product !== undefined)
    return `${String(region)}_${String(units)}-Unit-${String(product)}`;
  if (typeof family !== 'string' || (typeof date !== 'string' && typeof date !== 'number')) return undefined;
  const day = typeof date === 'number' ? String(date).padStart(6, '0') : date;
  return `${family}${day}${typeof variant === 'string' ? variant : 'a'}_ap`;
}

/** The name a raw entry goes by: its key field, path, family path, sfid, id or title. */
export function looseName(value: unknown, key: string): string | undefined {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return undefined;
  const name = v[key] ?? v.path ?? familyPath(v) ?? v.sfid ?? v.id ?? v.title;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}

/** Every name a raw entry may be referred to by (id, sfid, path, uniqueIdentifier, genericUrl). */
export function namesOf(value: unknown): string[] {
  const v = value as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return [];
  const names = [v.id, v.sfid, v.path, v.uniqueIdentifier, v.genericUrl, familyPath(v)];
  return names.filter((n): n is string => typeof n === 'string');
}

function entryLabel(value: unknown, index: number, key: string): string {
  const name = looseName(value, key);
  return name === undefined ? `#${index + 1}` : `#${index + 1} '${name}'`;
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

/** Each valid entry's number in its file: entries left out before it for their problems still count. */
const numbers = new WeakMap<object, number>();

/** How problems name an entry of a list file: `#3 'RENEW01'`, numbered as in the file (`i` when unknown). */
export function listedAs(entry: object, i: number, name: string): string {
  return `#${numbers.get(entry) ?? i + 1} '${name}'`;
}

/** Marks a file that could not be parsed, already reported. */
const unreadable = Symbol('unreadable');

/** Reads manifest files, collecting their problems in `problems`; `rel` names a file in them. */
export class YamlFiles {
  readonly problems: ManifestProblem[] = [];
  /** The raw entries left out for their problems: other entries naming them are not blamed. */
  readonly leftOut: { file: string; index: number; raw: unknown }[] = [];
  readonly rel: (file: string) => string;

  constructor(rel: (file: string) => string) {
    this.rel = rel;
  }

  private read(file: string): unknown {
    let limit = 0;
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
      limit = aliasLimit(text);
      return parse(text, { maxAliasCount: limit });
    } catch (error) {
      const e = error as Error & { linePos?: { line: number; col: number }[] };
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      this.problems.push({
        file: this.rel(file),
        entry: '(file)',
        field: '(file)',
        message: missing
          ? 'the file is missing; restore it from git (git checkout -- <file>)'
          : e.message.startsWith(EXCESSIVE_ALIASES)
            ? aliasBombMessage(limit)
            : yamlSyntaxMessage(e, text),
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
    for (const p of schemaProblems(result.error, data, schema))
      this.problems.push({ file: this.rel(file), entry: '(file)', ...p });
    return undefined;
  }

  /**
   * The valid entries of a file holding a list, each with its index in the file. `rawCheck` looks
   * at each raw entry for what its schema cannot see (a field left out rather than set to its
   * default); an entry with problems is left out and its label added to `leftOut`.
   */
  list<S extends z.ZodType>(
    file: string,
    schema: S,
    key: string,
    rawCheck?: (raw: unknown) => RawProblem[],
  ): { index: number; value: z.infer<S> }[] {
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
      const problems = result.success ? [] : schemaProblems(result.error, raw, schema);
      problems.push(...(rawCheck?.(raw) ?? []));
      if (result.success && problems.length === 0) {
        if (typeof result.data === 'object' && result.data !== null) numbers.set(result.data, index + 1);
        out.push({ index, value: result.data });
      } else {
        const entry = entryLabel(raw, index, key);
        this.leftOut.push({ file: rel, index, raw });
        for (const p of problems) this.problems.push({ file: rel, entry, ...p });
      }
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
