/**
 * ours: the answer of funnel/stats/save and affiliate/setaffparameters, the stored event's id.
 * Part of the contract (`contract.ts` re-exports it) but kept apart, so the tracking calls every
 * page makes carry only this schema, not the whole contract's.
 */
import * as z from 'zod/mini';

/** ours: the stored event's id. */
export const saved = z.object({ id: z.optional(z.union([z.string(), z.number()])) });
