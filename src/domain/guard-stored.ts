/**
 * The parsers the islands' stored shapes (the user stats, the funnel state, the checkout record,
 * the leads) add to `guard-core.ts`, which the runtime every page loads carries alone.
 * Re-exports the core, so a stored shape imports one module.
 */
import { FAIL, fallback, isPlain, ok, optional, parser, when, type Parser } from './guard-core.ts';

export * from './guard-core.ts';

/**
 * Optional, and absent when what storage holds does not parse: a stored field that falls back on
 * its own (the runtime's session shape keeps its own copy on the core alone).
 */
export const lenient = <T>(p: Parser<T>): Parser<T | undefined> => fallback(optional(p), undefined);
/** A finite number. */
export const number = (): Parser<number> => when((v): v is number => typeof v === 'number' && Number.isFinite(v));
/** A whole number. */
export const int = (): Parser<number> => when((v): v is number => Number.isInteger(v));
/** One of the given strings. */
export const oneOf = <const T extends readonly string[]>(values: T): Parser<T[number]> =>
  when((v): v is T[number] => typeof v === 'string' && values.includes(v));

/** An array whose every item parses. */
export const array = <T>(item: Parser<T>): Parser<T[]> =>
  parser((v) => {
    if (!Array.isArray(v)) return FAIL;
    const out: T[] = [];
    for (const x of v) {
      const r = item.safeParse(x);
      if (!r.success) return FAIL;
      out.push(r.data);
    }
    return ok(out);
  });

/** An object used as a map from strings to values that parse. */
export const record = <T>(value: Parser<T>): Parser<Record<string, T>> =>
  parser((v) => {
    if (!isPlain(v)) return FAIL;
    const out: Record<string, T> = {};
    for (const [k, x] of Object.entries(v)) {
      const r = value.safeParse(x);
      if (!r.success) return FAIL;
      out[k] = r.data;
    }
    return ok(out);
  });
