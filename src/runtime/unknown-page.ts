/**
 * The default page for unknown paths (R-RT-9), one of the two pages that are not funnel steps; the
 * other, the generic-URL entry, has generic-url.ts.
 */
import { COMPONENT_NOT_FOUND } from '../domain/messages/log.ts';
import { apiConfigFromEnv } from '../api/env-config.ts';
import { pageFunnelConf } from '../api/funnel-conf.ts';
import { sendLogGet } from '../api/send-event.ts';

/**
 * R-RT-9: logs 'component not found' (the GET logger, without the API client: the default page is
 * one without an island), removes the uid parameter and resets the query string.
 */
export function reportUnknownPage(): void {
  console.warn(COMPONENT_NOT_FOUND);
  void sendLogGet(apiConfigFromEnv(), COMPONENT_NOT_FOUND, pageFunnelConf());
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}
