/**
 * The two pages that are not funnel steps: the generic-URL entry `gu/{genericUrl}` (R-RT-6,
 * R-DST) and the default page for unknown paths (R-RT-9).
 */
import { chooseDestinationFunnel } from '../domain/funnel/destination.ts';
import { goFirst, toHref, locate } from '../domain/funnel/navigation.ts';
import { COMPONENT_NOT_FOUND } from '../domain/messages/log.ts';
import { setDestinationId, session } from '../state/session.ts';
import { currentUserStats, rememberVariant } from '../state/user-stats.ts';
import { apiConfigFromEnv } from '../api/env-config.ts';
import { pageFunnelConf } from '../api/funnel-conf.ts';
import { sendLogGet } from '../api/send-event.ts';
import { device, query } from './funnel.ts';
import type { FunnelData } from './page-data.ts';
import { sessionSet } from '../state/session-storage.ts';
import { SPLIT_FUNNEL_KEY } from '../domain/session.ts';
import { sendDestinationStats } from './destination-stats.ts';

/**
 * R-RT-6 / R-DST: picks the destination's funnel (split test), records the destination and its
 * event (written to the outbox, which sends it as the page goes, or from the next page), then goes
 * to the funnel's first step with uid, step, sessionid, dsid, waiting for nothing.
 */
export async function enterGenericUrl(data: FunnelData): Promise<string | null> {
  const genericUrl = data.page.path.replace(/^gu\//, '');
  const destination = data.config.destinations.find((d) => d.genericUrl === genericUrl);
  const choice = destination && chooseDestinationFunnel(destination, Math.random);
  const funnel = choice && data.config.funnels[choice.funnel];
  if (!destination || !funnel) return null;
  setDestinationId(destination.sfid);
  sessionSet(SPLIT_FUNNEL_KEY, choice.splitTestingId ?? '');
  const ctx = locate(funnel, { device: device(), random: Math.random, stats: currentUserStats() });
  const first = goFirst(ctx);
  if (!first.ok || first.target.kind !== 'page') return null;
  rememberVariant(funnel.sfid, first.target.remember);
  const carry = Object.fromEntries(query());
  const href = toHref(first.target, { ...carry, sessionid: session.get().sessionId ?? '', dsid: destination.sfid });
  sendDestinationStats(funnel.sfid, destination.sfid, choice.splitTestingId);
  window.location.replace(href);
  return href;
}

/**
 * R-RT-9: logs 'component not found' (the GET logger, without the API client: the default page is
 * one without an island), removes the uid parameter and resets the query string.
 */
export function reportUnknownPage(): void {
  console.warn(COMPONENT_NOT_FOUND);
  void sendLogGet(apiConfigFromEnv(), COMPONENT_NOT_FOUND, pageFunnelConf());
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}
