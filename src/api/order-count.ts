/**
 * Order count (R-SES-7): GET /alternproxy/getOrderCount?accountid&orderid returns the count. What
 * it means for the purchase events (new, existing) is `customerKind` (domain/upsell/purchase.ts).
 */
import * as z from 'zod/mini';
import type { Pipeline } from './pipeline.ts';
import { rootUrl } from './urls.ts';

/** Path of the order count on the same origin. */
export const ORDER_COUNT_PATH = '/alternproxy/getOrderCount';

/** A count given as a number, a numeric string or {count}; anything else is not a count. */
const whole = z.int().check(z.gte(0));
const count = z.union([
  whole,
  z.pipe(
    z.string().check(z.regex(/^\d+$/)),
    z.transform((v) => Number(v)),
  ),
  z.pipe(
    z.object({ count: whole }),
    z.transform((v) => v.count),
  ),
]);

/** The order-count functions bound to a pipeline. */
export function orderCountApi(p: Pipeline) {
  return {
    /** GET /alternproxy/getOrderCount → the account's count of other orders; rejects with ApiError. */
    getOrderCount(accountId: string, orderId?: string): Promise<number> {
      return p.call(rootUrl(p.config, ORDER_COUNT_PATH), {
        query: { accountid: accountId, orderid: orderId },
        schema: count,
      });
    },
  };
}
