/**
 * A schema problem in a marketer's words (R-GEN-2): what is wrong with the value and how to write
 * it, with the common slips named: an unquoted date read as a number ("write `date: '221223'`"),
 * a required field left out, a misspelt field or choice ("did you mean 'title'?").
 */
import type { z } from 'zod';
import { didYouMean } from './closest.ts';

/** The part of a zod schema's definition this module walks: the wrappers and containers. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schema at `path` inside `schema` (through lists and optional fields), if any. */
function objectAt(schema: z.ZodType | undefined, path: readonly PropertyKey[]): Def | undefined {
  let at = schema;
  let rest = [...path];
  while (at) {
    const def = defOf(at);
    if (def.innerType || def.in) at = def.innerType ?? def.in;
    else if (rest.length === 0) return def.type === 'object' ? def : undefined;
    else if (def.type === 'array') [at, rest] = [def.element, rest.slice(1)];
    else if (def.type === 'object') [at, rest] = [def.shape?.[String(rest[0])], rest.slice(1)];
    else return undefined;
  }
  return undefined;
}

/** The value at `path` in the raw entry. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let at = raw;
  for (const key of path)
    at = at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

const shown = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? String(v)));

/**
 * How to write a window's `starts` or `ends`: a store date, never the page's YYMMDD (which the
 * schema refuses even in quotes); 261224 is shown back as 2026-12-24.
 */
function storeDateHint(key: string, value: number): string {
  const yymmdd = /^(\d{2})(\d{2})(\d{2})$/.exec(String(value).padStart(6, '0'));
  const day = yymmdd ? `20${yymmdd[1]}-${yymmdd[2]}-${yymmdd[3]}` : '2026-12-24';
  return `write the date as \`${key}: ${day}\` (or a date and time, \`${key}: ${day} 09:00\`)`;
}

/** What is wrong with a value of the wrong type, and how to write it. */
function wrongType(key: string, expected: string, value: unknown): string {
  if (value === undefined)
    return `'${key}' is missing; every entry needs it: add \`${key}: …\` (see the entries above it for an example)`;
  if (expected === 'string' && typeof value === 'number') {
    if (key === 'starts' || key === 'ends') return `${value} is read as a number: ${storeDateHint(key, value)}`;
    // YAML reads 221223 as a number, and 021223 as 21223: the date wants its six digits back.
    const text = key === 'date' ? String(value).padStart(6, '0') : String(value);
    return `${value} is read as a number: write \`${key}: '${text}'\` (in quotes)`;
  }
  if (expected === 'string' && typeof value === 'boolean')
    return `${value} is read as yes/no: write \`${key}: '${String(value)}'\` (in quotes)`;
  if (expected === 'number' && typeof value === 'string')
    return `${shown(value)} is not a number: write digits, e.g. \`${key}: 3\``;
  if (expected === 'boolean')
    return `${shown(value)} is not true or false: write \`${key}: true\` or \`${key}: false\` (no quotes)`;
  if (expected === 'array')
    return `${shown(value)} is not a list: write a list, e.g. \`${key}: [ … ]\` or one \`- …\` line per item`;
  if (expected === 'object')
    return `${shown(value)} is not a group of fields: write \`${key}:\` with its fields indented below`;
  return `${shown(value)} is not a ${expected}`;
}

/** The message of one schema issue of a raw entry, worded for the marketer. */
export function issueMessage(issue: z.core.$ZodIssue, raw: unknown, schema: z.ZodType): string {
  const key = String(issue.path.at(-1) ?? 'entry');
  const value = valueAt(raw, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(key, issue.expected, value);
    case 'invalid_value': {
      const choices = issue.values.map(String);
      return `${shown(value)} is not one of ${choices.map((c) => `'${c}'`).join(', ')}${didYouMean(String(value), choices)}`;
    }
    case 'unrecognized_keys': {
      const known = Object.keys(objectAt(schema, issue.path)?.shape ?? {});
      return issue.keys
        .map(
          (k) =>
            `unknown field '${k}'${didYouMean(k, known) || (known.length ? `; the fields are ${known.join(', ')}` : '')}`,
        )
        .join('; ');
    }
    default:
      return issue.message.replace(/^Invalid input: /, '');
  }
}
