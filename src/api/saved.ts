/**
 * ours: the answer of funnel/stats/save and affiliate/setaffparameters, the stored event's id.
 * Part of the contract (`contract.ts` re-exports it) but kept apart, and on `domain/guard.ts`
 * rather than zod, so the tracking calls every page makes carry no schema library.
 */
import * as g from '../domain/guard.ts';

/** ours: the stored event's id. */
export const saved = g.object({ id: g.optional(g.either(g.string(), g.number())) });
