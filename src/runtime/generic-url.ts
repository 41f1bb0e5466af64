/**
 * The generic-URL entry `gu/{genericUrl}` (R-RT-6, R-DST), one of the two pages that are not
 * funnel steps; the other, the default page for unknown paths, has unknown-page.ts. Apart, as
 * neither page needs the other's code (0.5 and 0.7 KiB gzip of their first seconds).
 */
import { chooseDestinationFunnel, onSaleAt } from '../domain/funnel/destination.ts';
import { goFirst, toHref, locate } from '../domain/funnel/navigation.ts';
import { setDestinationId, session } from '../state/session.ts';
import { currentUserStats, rememberVariant } from '../state/user-stats.ts';
import { device, query } from './funnel.ts';
import type { FunnelData } from './page-data.ts';
import { sessionSet } from '../state/session-storage.ts';
import { SPLIT_FUNNEL_KEY } from '../domain/session.ts';
import { sendDestinationStats } from './destination-stats.ts';

/**
 * R-RT-6 / R-DST: picks the destination's funnel (split test, among the funnels on sale at the
 * shopper's clock), records the destination and its
 * event (written to the outbox, which sends it as the page goes, or from the next page), then goes
 * to the funnel's first step with uid, step, sessionid, dsid, waiting for nothing.
 */
export async function enterGenericUrl(data: FunnelData): Promise<string | null> {
  const genericUrl = data.page.path.replace(/^gu\//, '');
  const destination = data.config.destinations.find((d) => d.genericUrl === genericUrl);
  const onSale = onSaleAt(data.page.arms ?? {}, Date.now());
  const choice = destination && chooseDestinationFunnel(destination, Math.random, onSale);
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
