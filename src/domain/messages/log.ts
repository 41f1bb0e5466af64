/**
 * The log and console texts of the catalogue (§2, §5, §7, §8), worded exactly as the spec has
 * them; never shown to shoppers. `../messages.ts` re-exports them: this file stands apart so the
 * runtime every page loads can log without carrying the shopper-facing texts.
 */

/** R-ERR-5: no storage driver works. */
export const NO_STORAGE_METHOD = 'No available storage method found.';
/** R-RT-9: an unknown page component was looked up. */
export const COMPONENT_NOT_FOUND = 'component not found';
/** R-CFG-6: a generic URL has no main funnel. */
export const FUNNEL_NOT_SETUP = 'funnel not setup correctly';
/** R-FLOW-5: logged when no next funnel page exists. */
export const LOG_NEXT_PAGE_NOT_FOUND = 'Error! Page Not Found';
/** R-FLOW-5: logged when the first step has no page (the app then goes home). */
export const LOG_FIRST_PAGE_NOT_FOUND = 'Page Not Found';
/** R-API-5: written to the console when posting a log fails. */
export const LOGGER_POST_FAILED = 'something went wrong';
