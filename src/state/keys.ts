/** Storage keys of the state layer (R-CON-2, R-ORD-4, R-SES-6). */

/** R-ORD-4: the saved funnel state. */
export const STATE_KEY = 'state';
/** R-SES-6: the stored user stats. */
export const STATS_KEY = 'stats';
/** R-ORD-4: the saved account (kept by clean()). */
export const SAVED_ACCOUNT_KEY = 'savedAccount';
/** R-ORD-4: the checkbox status (kept by clean()). */
export const CHECKBOX_STATUS_KEY = 'checkBoxStatus';
/** R-ORD-4: funnel session data (ours: the spec names no key for it). */
export const SESSION_KEY = 'session';
/** Ours: the funnel state's contact and address, kept for this visit only (session storage, R-ORD-4). */
export const VISIT_KEY = 'visitDetails';
/** Ours: the session's one-order record (idempotency key and paid parent order). */
export const CHECKOUT_KEY = 'checkout';
/** Ours: this tab's own id, sent beside the purchase's key (X-Purchase-Tab); session storage only. */
export const PURCHASE_TAB_KEY = 'purchaseTab';
/** Ours: the leads recorded on this device (R-SES-8), one key per session and email. */
export const LEADS_KEY = 'leads';
