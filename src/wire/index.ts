/**
 * The commerce API's wire shapes (spec §3, §7): one zod/mini schema per request and answer,
 * split by resource as `src/api/` is, shared by the browser client (which loads them lazily,
 * `api/wire.ts`), the domain and state (types only) and the local sandbox (which validates with
 * them). Paths are relative to the API base. Shapes the spec does not show are the smallest that
 * checkout needs and are marked `ours: not shown in the spec`. This folder imports nothing
 * else from `src/`.
 */
export * from './vocabulary.ts';
export * from './limits.ts';
export {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  address,
  affParameters,
  order,
  orderItem,
  orderItemInput,
  statsInfo,
  subscriptionChoice,
  type Address,
  type AffParameters,
  type Order,
  type OrderItem,
  type OrderItemInput,
  type PaymentMethod,
  type StatsInfo,
} from './common.ts';
export * from './orders.ts';
export * from './order-count.ts';
export * from './paypal.ts';
export { calls } from './calls.ts';
export * from './amazon.ts';
export * from './checkout.ts';
export * from './offers.ts';
export * from './leads.ts';
export * from './tracking.ts';
