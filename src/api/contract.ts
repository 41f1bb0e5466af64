/**
 * The commerce API contract: the wire shapes of `src/wire/` (zod/mini, split by resource), plus
 * the stored event's id that the tracking calls parse without zod (`saved.ts`). The sandbox and
 * the tests import it from here; `src/api/` imports its types only and loads the schemas lazily
 * (`wire.ts`).
 */
export * from '../wire/index.ts';
/** ours: the stored event's id (kept apart in saved.ts for the tracking calls). */
export { saved } from './saved.ts';
