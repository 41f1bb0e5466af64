/**
 * The funnel's shopper-facing text of the catalogue (§8), apart so the runtime every page loads
 * can use it without the rest of `messages.ts`; `messages.ts` re-exports it.
 */

/** Raised when no next funnel page exists (R-FLOW-5). */
export const PAGE_NOT_FOUND = 'Page not found';
