/**
 * The adapter of zod/mini for what the storefront reads back (storage, the tracking calls'
 * answers): `Parser`, the one interface the state layer and the request pipeline ask for (any
 * zod/mini schema fits it), and the two shapes zod/mini spells at length. Stored shapes are
 * zod/mini schemas; objects drop the keys they do not list, `z.catch` stands in for a value that
 * does not parse.
 */
import * as z from 'zod/mini';

/** What parsing gave: the value, or a failure. */
export type ParseResult<T> = { success: true; data: T } | { success: false };

/** Anything with zod's `safeParse`. */
export interface Parser<T> {
  safeParse(value: unknown): ParseResult<T>;
}

/**
 * The value a parser gives. zod/mini types `safeParse` on `this`, through which TypeScript cannot
 * infer `Parser<T>`'s T, so a schema's is read off the schema itself.
 */
export type Out<P> = P extends z.ZodMiniType ? z.output<P> : P extends Parser<infer T> ? T : never;

/** Anything at all (an answer nobody reads). */
export const unknown = z.unknown;

/** The value when `test` holds for it too (a range, a pattern). */
export const check = <S extends z.ZodMiniType>(schema: S, test: (value: z.output<S>) => boolean): S =>
  schema.check(z.refine(test));

/**
 * Optional, and absent when what storage holds does not parse: a stored field that falls back on
 * its own, so one bad field never loses the rest.
 */
export const lenient = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);
