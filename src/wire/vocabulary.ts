/**
 * The wire's word lists the domain uses at run time too (R-ORD-2, spec §9), as plain arrays
 * without zod: `domain/order.ts` takes them from here, and no page loads a schema library for
 * them. Lists only the wire uses stay with their shapes (`common.ts`).
 */

/** R-ORD-2: where an order was placed. */
export const ORDER_SOURCES = ['Cart', 'Funnel', 'App'] as const;
/** R-ORD-2 */
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** R-ORD-2: the order types, in the order a funnel produces them. */
export const ORDER_TYPES = ['Standard', 'Upsell', 'Downsell'] as const;
/** R-ORD-2 */
export type OrderType = (typeof ORDER_TYPES)[number];
