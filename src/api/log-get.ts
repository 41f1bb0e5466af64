/**
 * R-API-5: the GET logger's request, shared by the API client's logger (logger.ts) and the small
 * sender a page without the client logs with (send-event.ts).
 */
import type { FunnelConfCounts } from './funnel-conf.ts';

/** R-CON-1 / §9: logging time-out. */
export const LOG_TIMEOUT_MS = 5000;

/** The GET logger's query: the message, the page and the counts of its funnel configuration. */
export function getLogQuery(msg: string, url: string, counts: FunnelConfCounts) {
  return { msg, url, funnel_conf_destinations: counts.destinations, funnel_conf_funnels: counts.funnels };
}
