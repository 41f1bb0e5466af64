/** The receipt's message of spec §8 (R-ERR-1), apart so the receipt carries only it. */

/** Shown when the saved order details are missing (e.g. the receipt opened directly). */
export const ORDER_INFO_MISSING = 'Sorry, but the information regarding your order is missing';
