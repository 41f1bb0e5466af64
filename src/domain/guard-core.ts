/**
 * The core of `guard.ts`: the parsers the session's stored shape needs, in a module of their own
 * so the runtime every page loads carries only these. `guard-stored.ts` adds what the
 * islands' stored shapes need (the user stats, the funnel state, the checkout record); `guard.ts`
 * re-exports both and adds the rest.
 *
 * Parsers for the few small shapes the funnel runtime reads on every page (the session, the user
 * stats, the checkout record, the tracking calls' answers), written without zod: zod/mini's core
 * alone is about 5 KB gzip, most of the 6 KB a page without an island may load. They
 * keep zod's rules for what they do: objects drop keys they do not list, `fallback` stands in
 * for a value that does not parse. The islands' shapes and the API contract stay on zod/mini;
 * both kinds fit `Parser`, the one interface the state layer and the request pipeline ask for.
 */

/** What parsing gave: the value, or a failure. */
export type ParseResult<T> = { success: true; data: T } | { success: false };

/** Anything with zod's `safeParse`: these parsers and zod/mini schemas alike. */
export interface Parser<T> {
  safeParse(value: unknown): ParseResult<T>;
}

/** The value a parser gives. */
export type Out<P> = P extends Parser<infer T> ? T : never;

/** The building blocks of every parser (`guard.ts` builds its own on them). */
export const ok = <T>(data: T): ParseResult<T> => ({ success: true, data });
export const FAIL: ParseResult<never> = { success: false };
export const parser = <T>(safeParse: (value: unknown) => ParseResult<T>): Parser<T> => ({ safeParse });
export const when = <T>(test: (value: unknown) => value is T): Parser<T> => parser((v) => (test(v) ? ok(v) : FAIL));

/** A string, at most `maxLength` characters when given. */
export const string = (maxLength = Infinity): Parser<string> =>
  when((v): v is string => typeof v === 'string' && v.length <= maxLength);
/** true or false. */
export const boolean = (): Parser<boolean> => when((v): v is boolean => typeof v === 'boolean');
/** Absent (undefined) or the value. */
export const optional = <T>(p: Parser<T>): Parser<T | undefined> =>
  parser((v) => (v === undefined ? ok(undefined) : p.safeParse(v)));

/** `value` in place of anything that does not parse (zod's `catch`). */
export const fallback = <T>(p: Parser<T>, value: T): Parser<T> =>
  parser((v) => {
    const r = p.safeParse(v);
    return r.success ? r : ok(value);
  });

/** A plain object (not null, not an array). */
export const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Shape = Record<string, Parser<unknown>>;
type Flat<T> = { [K in keyof T]: T[K] } & {};
/** Keys whose value may be undefined are optional, as in zod. */
export type ObjectOut<S extends Shape> = Flat<
  { [K in keyof S as undefined extends Out<S[K]> ? never : K]: Out<S[K]> } & {
    [K in keyof S as undefined extends Out<S[K]> ? K : never]?: Out<S[K]>;
  }
>;

/** An object with the listed keys; other keys are dropped, an absent optional key stays absent. */
export const object = <S extends Shape>(shape: S): Parser<ObjectOut<S>> =>
  parser((v) => {
    if (!isPlain(v)) return FAIL;
    const out: Record<string, unknown> = {};
    for (const [k, p] of Object.entries(shape)) {
      const r = p.safeParse(v[k]);
      if (!r.success) return FAIL;
      if (r.data !== undefined || k in v) out[k] = r.data;
    }
    return ok(out as ObjectOut<S>);
  });
