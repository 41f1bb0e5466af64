/**
 * The rule every stored shape follows for its fields: a field is optional, and absent when what
 * storage holds does not parse, so one corrupt field never loses the rest of the record.
 */
import * as z from 'zod/mini';

/** Optional, and absent (undefined) in place of a value that does not parse. */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
