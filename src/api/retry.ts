/**
 * Which commerce API calls retry by themselves, and how. Two kinds:
 * - **safe** calls change nothing a shopper pays for (reads, shipping options, tax, the coupon and
 *   address checks, Apple Pay's merchant session, stats, affiliate parameters, leads, logs): doing one twice is harmless, so a
 *   network error, a time-out or a 408/425/429/5xx answer is retried a few times.
 * - **keyed** calls create or charge an order: every attempt carries the same `X-Request-Id`, and
 *   the API answers a repeated id with the first result (docs/sandbox.md), so a retry can never
 *   charge twice. A lost answer or a 5xx is repeated; a time-out is not (the shopper has waited
 *   its 30 s; their next tap replays the key, `pipeline.ts`). Against an API that does not deduplicate (`API_DEDUPLICATES` off) they are not
 *   retried: the shopper hears of the failure and the order's own key rules decide the next tap.
 * A 4xx other than 408/425/429 is an answer, never retried: the API has decided.
 */

/** How a call may be repeated. */
export type RetryKind = 'safe' | 'keyed';

/** POST calls that only read or record something harmless twice (the rest of POSTs are keyed). */
const SAFE_POSTS: ReadonlySet<string> = new Set([
  'orders/shippingoptions',
  'orders/calculatetax',
  'orders/applycoupon',
  'orders/getInfoAmazon',
  'orders/getInfoAmazonSub',
  'orders/getexpresscheckoutdetail',
  'orders/applepaysession',
  'funnel/stats/save',
  'affiliate/setaffparameters',
  'leads/create',
  'log/server',
]);

/** The kind of a call by its name (`urls.ts` callPath: 'orders/createguest') and method. */
export function retryKind(path: string, method: string, loggerEndpoint = ''): RetryKind {
  if (method === 'GET' || method === 'HEAD') return 'safe';
  return SAFE_POSTS.has(path) || (loggerEndpoint !== '' && path === loggerEndpoint) ? 'safe' : 'keyed';
}

export { RETRY_STATUS_CODES } from './retry-status.ts';

/** Repeats after the first attempt: safe calls 3, keyed calls 2, none when the API does not deduplicate. */
export function retriesFor(kind: RetryKind, apiDeduplicates: boolean): number {
  if (kind === 'safe') return 3;
  return apiDeduplicates ? 2 : 0;
}

/** The wait before repeat `n` (1-based): 300 ms, 900 ms, 2.7 s … at most 5 s. */
export function retryDelayMs(n: number): number {
  return Math.min(300 * 3 ** Math.max(0, n - 1), 5000);
}
