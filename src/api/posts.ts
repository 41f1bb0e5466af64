/**
 * Calls that are one POST each, bound by path: the request and answer shapes of each path are in
 * `src/wire/calls.ts`, whose schemas load with the first call (`wire.ts`), so the functions here
 * carry nothing but the path.
 */
import type * as z from 'zod/mini';
import type { calls } from '../wire/calls.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline, SchemaSource } from './pipeline.ts';
import { wire } from './wire.ts';

type Calls = typeof calls;
/** A POST path of the table. */
export type PostPath = keyof Calls;
/** The function of a path: its request in, its parsed answer out. */
export type Post<P extends PostPath> = (req: z.input<Calls[P][0]>, o?: CallOptions) => Promise<z.output<Calls[P][1]>>;

/** Binds the table's paths to a pipeline: `post('orders/calculatetax')` is the tax call. */
export function poster(p: Pipeline) {
  const table = wire('calls');
  return <P extends PostPath>(path: P): Post<P> => {
    // The answer's schema is the path's own, so the parsed body is the path's answer type.
    const answer = (() => table().then((all) => all[path][1])) as SchemaSource<z.output<Calls[P][1]>>;
    return (req, o) => p.post(path, req, answer, o);
  };
}
