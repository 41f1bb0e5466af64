/**
 * The commerce API's fixed word lists (spec §1, §9, R-ORD-2), plain arrays without zod so that
 * the domain can take them from here too (`domain/order.ts`) and no page loads a schema library
 * for them.
 */

/** R-ORD-2: where an order was placed. */
export const ORDER_SOURCES = ['Cart', 'Funnel', 'App'] as const;
/** R-ORD-2 */
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** R-ORD-2: the order types, in the order a funnel produces them. */
export const ORDER_TYPES = ['Standard', 'Upsell', 'Downsell'] as const;
/** R-ORD-2 */
export type OrderType = (typeof ORDER_TYPES)[number];

/** The payment methods of spec §1. */
export const PAYMENT_METHODS = ['Credit Card', 'PayPal', 'Amazon Pay', 'Google Pay', 'Apple Pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** ours: not shown in the spec. Order lifecycle in the sandbox. */
export const ORDER_STATUSES = ['Pending', 'Paid', 'Cancelled'] as const;
