/**
 * Order count (R-SES-7): GET /alternproxy/getOrderCount?accountid&orderid returns the count;
 * newOrExisting is existing above 0, new at 0, unKnown on failure or a non-numeric response.
 */
import * as g from '../domain/guard.ts';
import type { Pipeline } from './pipeline.ts';
import type { LoggerApi } from './logger.ts';
import { rootUrl } from './urls.ts';

/** Path of the order count on the same origin. */
export const ORDER_COUNT_PATH = '/alternproxy/getOrderCount';

/** The purchase event's newOrExisting values (§3). */
export type NewOrExisting = 'new' | 'existing' | 'unKnown';

/** A count given as a number, a numeric string or {count}; anything else is not a count. */
const whole = g.check(g.int(), (n) => n >= 0);
const count = g.anyOf(
  whole,
  g.map(
    g.check(g.string(), (v) => /^\d+$/.test(v)),
    (v) => Number(v),
  ),
  g.map(g.object({ count: whole }), (v) => v.count),
);

/** The order-count functions bound to a pipeline. */
export function orderCountApi(p: Pipeline, logger: LoggerApi) {
  /** GET /alternproxy/getOrderCount → the account's count of other orders; rejects with ApiError. */
  function getOrderCount(accountId: string, orderId?: string): Promise<number> {
    return p.call(rootUrl(p.config, ORDER_COUNT_PATH), {
      query: { accountid: accountId, orderid: orderId },
      schema: count,
    });
  }
  return {
    getOrderCount,
    /** R-SES-7: 'existing' if the count is above 0, 'new' at 0, 'unKnown' on failure (logged); never rejects. */
    async getNewOrExisting(accountId: string, orderId?: string): Promise<NewOrExisting> {
      try {
        return (await getOrderCount(accountId, orderId)) > 0 ? 'existing' : 'new';
      } catch (error) {
        await logger.logServer('error', 'getOrderCount failed', error);
        return 'unKnown';
      }
    },
  };
}
