/**
 * The two pages that are not funnel steps: the generic-URL entry `gu/{genericUrl}` (R-RT-6,
 * R-DST) and the default page for unknown paths (R-RT-9).
 */
import { chooseDestinationFunnel } from '../domain/funnel/destination.ts';
import { goFirst, toHref, locate } from '../domain/funnel/navigation.ts';
import { COMPONENT_NOT_FOUND } from '../domain/messages/log.ts';
import { setDestinationId, session } from '../state/session.ts';
import { currentUserStats, rememberVariant } from '../state/user-stats.ts';
import { browserTrackingClient as api } from '../api/browser-config.ts';
import { device, query } from './funnel.ts';
import type { FunnelData } from './page-data.ts';
import { sessionSet } from '../state/session-storage.ts';
import { sendDestinationStats, SPLIT_FUNNEL_KEY } from './stats.ts';

/**
 * R-RT-6 / R-DST: picks the destination's funnel (split test), records the destination, sends
 * the destination event, then goes to the funnel's first step with uid, step, sessionid, dsid.
 * The redirect waits for the code that sends the event, not for its answer (issue 23): the
 * request outlives the page.
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
  await api().catch(() => undefined); // without the code the visitor still goes on
  sendDestinationStats(funnel.sfid, destination.sfid, choice.splitTestingId, { keepalive: true }).catch(() => {});
  window.location.replace(href);
  return href;
}

/** R-RT-9: logs 'component not found', removes the uid parameter and resets the query string. */
export function reportUnknownPage(): void {
  console.warn(COMPONENT_NOT_FOUND);
  void api().then((t) => t.logGet(COMPONENT_NOT_FOUND));
  if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname);
}
