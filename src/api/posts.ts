/**
 * Calls that are one POST each, written as a table: the function's name, then the path under
 * the API base and the names of its request and answer shapes in `src/wire/`. The answer's
 * schema loads with the first call (`wire.ts`), so the table carries names, not schemas.
 */
import type * as z from 'zod/mini';
import type * as Wire from '../wire/index.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline, SchemaSource } from './pipeline.ts';
import { wire } from './wire.ts';

type Contract = typeof Wire;
/** The names of the wire shapes. */
type ShapeName = { [K in keyof Contract]: Contract[K] extends z.core.$ZodType ? K : never }[keyof Contract];

/** One POST call: [path, request shape, answer shape]. */
export type Post = readonly [path: string, request: ShapeName, answer: ShapeName];

/** The functions of a table of POST calls, each taking its request and resolving to its parsed answer. */
export type Posts<T extends Record<string, Post>> = {
  [K in keyof T]: (req: z.input<Contract[T[K][1]]>, o?: CallOptions) => Promise<z.output<Contract[T[K][2]]>>;
};

/** The table's calls bound to a pipeline. */
export function postsOf<const T extends Record<string, Post>>(p: Pipeline, table: T): Posts<T> {
  const calls: Record<string, unknown> = {};
  for (const [name, [path, , answer]] of Object.entries(table)) {
    // The answer's type is the table's (Posts<T>); the pipeline parses with that very schema.
    const schema = wire(answer) as SchemaSource<unknown>;
    calls[name] = (req: object, o?: CallOptions) => p.post(path, req, schema, o);
  }
  return calls as Posts<T>;
}
