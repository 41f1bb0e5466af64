/**
 * Parsers for the few small shapes the funnel runtime reads on every page (the session, the user
 * stats, the checkout record, the tracking calls' answers), written without zod: zod/mini's core
 * alone is about 5 KB gzip, most of the 6 KB a page without an island may load. They
 * keep zod's rules for what they do: objects drop keys they do not list, `fallback` stands in
 * for a value that does not parse. The islands' shapes and the API contract stay on zod/mini;
 * both kinds fit `Parser`, the one interface the state layer and the request pipeline ask for.
 * The few the runtime's session shape needs live in `guard-core.ts`, re-exported here.
 */

import { FAIL, ok, parser, when, type Out, type ParseResult, type Parser } from './guard-core.ts';

export {
  array,
  boolean,
  fallback,
  int,
  lenient,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
} from './guard-stored.ts';
export type { ObjectOut, Out, ParseResult, Parser } from './guard-core.ts';

/** Anything at all (an answer nobody reads). */
export const unknown = (): Parser<unknown> => parser(ok);
/** null itself. */
export const nullValue = (): Parser<null> => when((v): v is null => v === null);

/** The value of the first parser that fits. */
export const anyOf = <const P extends readonly Parser<unknown>[]>(...parsers: P): Parser<Out<P[number]>> =>
  parser((v) => {
    for (const p of parsers) {
      const r = p.safeParse(v);
      if (r.success) return r as ParseResult<Out<P[number]>>;
    }
    return FAIL;
  });

/** Either parser's value, the first that fits. */
export const either = <A, B>(a: Parser<A>, b: Parser<B>): Parser<A | B> => anyOf(a, b);

/** The value when `test` holds for it too (a range, a pattern). */
export const check = <T>(p: Parser<T>, test: (value: T) => boolean): Parser<T> =>
  parser((v) => {
    const r = p.safeParse(v);
    return r.success && test(r.data) ? r : FAIL;
  });

/** The value made into another (zod's `pipe` into a `transform`). */
export const map = <T, U>(p: Parser<T>, to: (value: T) => U): Parser<U> =>
  parser((v) => {
    const r = p.safeParse(v);
    return r.success ? ok(to(r.data)) : FAIL;
  });

/** null or the value. */
export const nullable = <T>(p: Parser<T>): Parser<T | null> => parser((v) => (v === null ? ok(null) : p.safeParse(v)));
